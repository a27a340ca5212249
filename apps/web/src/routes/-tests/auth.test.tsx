import { endpoints, serverMessages } from '@vita/api';
import { toast } from '@vita/ui';
import {
  fail,
  mockCredentials,
  mockDb,
  mockEndpoint,
  mockHandlers,
  MOCK_RESET_TOKEN,
} from '@vita/api/mocks';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_KEY } from '../../lib/session';
import { server } from '../../testing/setup';
import { expectToast, renderApp } from '../../testing/render-app';

const { member } = mockCredentials;

describe('Login', () => {
  it('shows the title, fields and links', async () => {
    await renderApp('/login');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sign in to your account' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/recover-password',
    );
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    // Only sign-up's way here says an account was created.
    expect(screen.queryByText('Account created — sign in.')).not.toBeInTheDocument();
  });

  it('validates each field on blur', async () => {
    const { user } = await renderApp('/login');
    await user.type(await screen.findByLabelText('Email'), 'not-an-email');
    await user.tab();
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    await user.click(screen.getByLabelText('Password'));
    await user.tab();
    expect(await screen.findByText('Password is required')).toBeInTheDocument();
  });

  it('signs in, stores the token and goes home', async () => {
    server.use(...mockHandlers.delayed(400));
    const { user, pathname } = await renderApp('/login');
    await user.type(await screen.findByLabelText('Email'), member.email);
    await user.type(screen.getByLabelText('Password'), member.password);
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('button', { name: /Signing in\.\.\./ })).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Hi, Bob Member 👋🏼' }),
    ).toBeInTheDocument();
    expect(pathname()).toBe('/');
    expect(window.localStorage.getItem(ACCESS_TOKEN_KEY)).toMatch(/^mock-token-/);
  });

  it('shows Invalid credentials under the e-mail and the error toast on failure', async () => {
    server.use(mockHandlers.loginFails);
    const { user, pathname } = await renderApp('/login');
    await user.type(await screen.findByLabelText('Email'), member.email);
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Invalid credentials')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    await expectToast('Something went wrong!', 'Incorrect email or password');
    expect(pathname()).toBe('/login');
    expect(window.localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
  });

  it('says how long to wait when sign-in is refused for too many attempts', async () => {
    const refuse = (retryAfter: string) =>
      mockEndpoint(endpoints.login.accessToken, () =>
        fail(429, serverMessages.tooManyRequests, { 'Retry-After': retryAfter }),
      ).toHandler(mockDb, {});
    server.use(refuse('840'));
    const { user, pathname } = await renderApp('/login');
    await user.type(await screen.findByLabelText('Email'), member.email);
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(
      await screen.findByText('Too many attempts. Try again in 14 minutes.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Invalid credentials')).not.toBeInTheDocument();
    await expectToast('Something went wrong!', 'Too many requests, please try again later');
    expect(pathname()).toBe('/login');

    // Under a minute left: the wait rounds up to one minute, in the singular.
    server.use(refuse('59'));
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(
      await screen.findByText('Too many attempts. Try again in 1 minute.'),
    ).toBeInTheDocument();
  });

  it('blames no credentials when the server is busy', async () => {
    server.use(
      mockEndpoint(endpoints.login.accessToken, () =>
        fail(503, serverMessages.serverBusy, { 'Retry-After': '1' }),
      ).toHandler(mockDb, {}),
    );
    const { user } = await renderApp('/login');
    await user.type(await screen.findByLabelText('Email'), member.email);
    await user.type(screen.getByLabelText('Password'), member.password);
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await expectToast('Something went wrong!', serverMessages.serverBusy);
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Invalid credentials')).not.toBeInTheDocument();
  });

  it('redirects to / when a token is already stored', async () => {
    const { pathname } = await renderApp('/login', { token: member.token });
    expect(await screen.findByRole('heading', { level: 1, name: /Hi, Bob Member/ })).toBeVisible();
    expect(pathname()).toBe('/');
  });
});

describe('Signup', () => {
  it('validates with the exact messages', async () => {
    const { user } = await renderApp('/signup');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Create your account' }),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText('Full Name'), 'Al');
    await user.type(screen.getByLabelText('Email'), 'al@');
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.type(screen.getByLabelText('Confirm Password'), 'different1');
    await user.tab();
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText('Full name must be at least 3 characters')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(screen.getByText("Passwords don't match")).toBeInTheDocument();
  });

  it('creates the account and goes to /login', async () => {
    server.use(...mockHandlers.delayed(400));
    const { user, pathname } = await renderApp('/signup');
    await user.type(await screen.findByLabelText('Full Name'), 'Carol Candidate');
    await user.type(screen.getByLabelText('Email'), 'carol@example.com');
    await user.type(screen.getByLabelText('Password'), 'password123');
    await user.type(screen.getByLabelText('Confirm Password'), 'password123');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(
      await screen.findByRole('button', { name: /Creating account\.\.\./ }),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: 'Sign in to your account' }),
    ).toBeInTheDocument();
    expect(pathname()).toBe('/login');
    // The login screen says why the visitor is there, and starts from the new e-mail.
    expect(screen.getByRole('status')).toHaveTextContent('Account created — sign in.');
    expect(screen.getByLabelText('Email')).toHaveValue('carol@example.com');
    expect(screen.getByLabelText('Password')).toHaveValue('');
    // Once a sign-in was tried, its answer speaks instead.
    await user.type(screen.getByLabelText('Password'), 'not-her-password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Invalid credentials')).toBeInTheDocument();
    expect(screen.queryByText('Account created — sign in.')).not.toBeInTheDocument();
  });

  it('shows the server detail when the e-mail is taken', async () => {
    const { user } = await renderApp('/signup');
    await user.type(await screen.findByLabelText('Full Name'), 'Bob Again');
    await user.type(screen.getByLabelText('Email'), member.email);
    await user.type(screen.getByLabelText('Password'), 'password123');
    await user.type(screen.getByLabelText('Confirm Password'), 'password123');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    await expectToast(
      'Something went wrong!',
      'The user with this email already exists in the system',
    );
  });
});

describe('Recover password', () => {
  it('sends the e-mail and shows the success toast', async () => {
    server.use(...mockHandlers.delayed(400));
    const { user } = await renderApp('/recover-password');
    await user.type(await screen.findByLabelText('Email'), member.email);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('button', { name: /Sending\.\.\./ })).toBeInTheDocument();
    await expectToast('Success!', 'Password recovery email sent successfully.');
  });

  it('requires a valid e-mail', async () => {
    const { user } = await renderApp('/recover-password');
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
  });
});

describe('Reset password', () => {
  async function fill(user: Awaited<ReturnType<typeof renderApp>>['user']) {
    await user.type(await screen.findByLabelText('New Password'), 'brand-new-pass');
    await user.type(screen.getByLabelText('Confirm Password'), 'brand-new-pass');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
  }

  it('does nothing on submit without a token', async () => {
    const requests: string[] = [];
    server.events.on('request:start', ({ request }) => {
      requests.push(`${request.method} ${new URL(request.url).pathname}`);
    });
    const { user, pathname } = await renderApp('/reset-password');
    expect(await screen.findByRole('heading', { level: 1, name: 'Reset Password' })).toBeVisible();
    // The screen says what is wrong with the link, and where a working one comes from.
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This link is incomplete: open it again from the recovery e-mail.',
    );
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
      'href',
      '/recover-password',
    );
    await fill(user);
    // Until a form is submitted its messages wait for a field to lose focus; once the submit
    // has been handled they follow each keystroke. A message while typing shows that the
    // submit went all the way through, without sending anything.
    await user.type(screen.getByLabelText('Confirm Password'), '!');
    expect(await screen.findByText("Passwords don't match")).toBeVisible();
    expect(requests).toEqual([]);
    expect(pathname()).toBe('/reset-password');
    server.events.removeAllListeners();
  });

  it('resets with the token and goes to /login', async () => {
    server.use(...mockHandlers.delayed(400));
    const { user, pathname } = await renderApp(`/reset-password?token=${MOCK_RESET_TOKEN}`);
    await fill(user);
    expect(await screen.findByRole('button', { name: /Resetting\.\.\./ })).toBeInTheDocument();
    await waitFor(() => expect(pathname()).toBe('/login'));
  });

  it('explains a refused link, instead of a toast, and offers a new one', async () => {
    const toastError = vi.spyOn(toast, 'error');
    const { user } = await renderApp('/reset-password?token=expired-or-used');
    expect(await screen.findByRole('heading', { level: 1, name: 'Reset Password' })).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await fill(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This link has expired or was already used.',
    );
    // No toast says it again ('Invalid token').
    expect(toastError).not.toHaveBeenCalled();
    await user.click(screen.getByRole('link', { name: 'Request a new link' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Password Recovery' }),
    ).toBeVisible();
  });

  it('still shows any other failure in the error toast', async () => {
    server.use(mockHandlers.error('post', '/reset-password/', 500));
    const { user } = await renderApp(`/reset-password?token=${MOCK_RESET_TOKEN}`);
    await fill(user);
    await expectToast('Something went wrong!', 'Internal Server Error');
    expect(
      screen.queryByText('This link has expired or was already used.'),
    ).not.toBeInTheDocument();
  });

  it('checks that the passwords match', async () => {
    const { user } = await renderApp(`/reset-password?token=${MOCK_RESET_TOKEN}`);
    await user.type(await screen.findByLabelText('New Password'), 'brand-new-pass');
    await user.type(screen.getByLabelText('Confirm Password'), 'other-password');
    await user.tab();
    expect(await screen.findByText("Passwords don't match")).toBeInTheDocument();
  });
});
