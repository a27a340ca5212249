import { readJsonResume, serverMessages } from '@vita/api';
import { mockApi, mockCredentials, mockHandlers } from '@vita/api/mocks';
import { http, HttpResponse } from 'msw';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_KEY } from '../../lib/session';
import { captureDownloads } from '../../testing/downloads';
import { expectToast, renderApp } from '../../testing/render-app';
import { server } from '../../testing/setup';

const { admin, member } = mockCredentials;

describe('Session guards', () => {
  it('sends a visitor without a token to /login', async () => {
    const { pathname } = await renderApp('/settings');
    expect(await screen.findByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
    expect(pathname()).toBe('/login');
  });

  it('ends the session when the token is rejected (401 → /login)', async () => {
    const { pathname, app } = await renderApp('/', { token: 'bogus-token' });
    expect(await screen.findByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
    expect(pathname()).toBe('/login');
    expect(window.localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
    expect(app.services.queryClient.getQueryCache().getAll()).toHaveLength(0);
  });
});

describe('Not found', () => {
  it('shows 404 with a way back', async () => {
    await renderApp('/no-such-page');
    expect(await screen.findByRole('heading', { level: 1, name: '404' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Oops!' })).toBeVisible();
    expect(screen.getByText('The page you are looking for was not found.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go Back' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
  });

  it('keeps the app frame for a signed-in visitor', async () => {
    await renderApp('/cvs/no-such-section', { token: member.token });
    expect(await screen.findByRole('heading', { level: 1, name: '404' })).toBeVisible();
    expect(await screen.findByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Toggle Sidebar' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /User menu: Bob Member/ })).toBeVisible();
    // One <main>: the frame's content area, with the not-found screen inside it.
    expect(screen.getAllByRole('main')).toHaveLength(1);
  });
});

describe('Page titles', () => {
  it('names each screen in the tab, after the route it shows', async () => {
    const { app } = await renderApp('/items', { token: member.token });
    await waitFor(() => expect(document.title).toBe('Items — Vita'));
    await act(() => app.router.navigate({ to: '/settings' }));
    await waitFor(() => expect(document.title).toBe('User Settings — Vita'));
    await act(() => app.router.navigate({ href: '/no-such-page' }));
    await waitFor(() => expect(document.title).toBe('Not found — Vita'));
    await act(() => app.router.navigate({ to: '/' }));
    await waitFor(() => expect(document.title).toBe('Dashboard — Vita'));
  });

  it("titles a signed-out visitor's screens too", async () => {
    await renderApp('/signup');
    await waitFor(() => expect(document.title).toBe('Sign up — Vita'));
  });
});

describe('Home and layout', () => {
  it('shows Loading... then greets the user by full name', async () => {
    server.use(...mockHandlers.delayed(800));
    await renderApp('/', { token: member.token });
    expect(await screen.findByText('Loading...')).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Hi, Bob Member 👋🏼' }),
    ).toBeVisible();
    expect(screen.getByText('Welcome back, nice to see you again!!!')).toBeVisible();
  });

  it('has the sidebar navigation and a user menu that signs out', async () => {
    const { user, pathname } = await renderApp('/', { token: member.token });
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'User Settings' })).toHaveAttribute(
      'href',
      '/settings',
    );
    expect(within(nav).getByRole('link', { name: 'CVs' })).toHaveAttribute('href', '/cvs');
    // Under CVs, one link per profile section, each to its own page.
    for (const [name, href] of [
      ['Basic Info', '/cvs/basic-info'],
      ['Work Experience', '/cvs/work-experience'],
      ['Education', '/cvs/education'],
      ['Skills', '/cvs/skills'],
      ['Projects', '/cvs/projects'],
      ['Certifications', '/cvs/certifications'],
    ]) {
      expect(within(nav).getByRole('link', { name, hidden: true })).toHaveAttribute('href', href);
    }
    await user.click(await screen.findByRole('button', { name: /User menu: Bob Member/ }));
    const withoutToken: string[] = [];
    const onRequest = ({ request }: { request: Request }) => {
      if (!request.headers.has('authorization')) withoutToken.push(request.url);
    };
    server.events.on('request:start', onRequest);
    await user.click(await screen.findByRole('menuitem', { name: 'Sign out' }));
    expect(await screen.findByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
    expect(pathname()).toBe('/login');
    expect(window.localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
    // Nothing of the signed-in screens asks again once the token is gone (it would answer 401).
    await new Promise((resolve) => setTimeout(resolve, 300));
    server.events.removeListener('request:start', onRequest);
    expect(withoutToken).toEqual([]);
  });

  it('asks nothing more of a signed-in screen once the token is gone', async () => {
    const { app } = await renderApp('/', { token: member.token });
    await screen.findByRole('heading', { level: 1, name: 'Hi, Bob Member 👋🏼' });
    const withoutToken: string[] = [];
    const onRequest = ({ request }: { request: Request }) => {
      if (!request.headers.has('authorization')) withoutToken.push(request.url);
    };
    server.events.on('request:start', onRequest);
    // The moment between a sign-out and the screen's removal: no token, the screen still shown,
    // and something asks its data again.
    act(() => app.token.set(null));
    await act(() => app.services.queryClient.invalidateQueries());
    await act(() => app.services.queryClient.refetchQueries());
    server.events.removeListener('request:start', onRequest);
    expect(withoutToken).toEqual([]);
  });

  it('goes to settings from the Account menu item', async () => {
    const { user, pathname } = await renderApp('/', { token: member.token });
    await user.click(await screen.findByRole('button', { name: /User menu: Bob Member/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Account' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'User Settings' })).toBeVisible();
    expect(pathname()).toBe('/settings');
  });
});

describe('Settings', () => {
  it('shows four tabs to a member and hides Danger zone from a superuser', async () => {
    const first = await renderApp('/settings', { token: member.token });
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual([
      'My profile',
      'Password',
      'Appearance',
      'Danger zone',
    ]);
    first.unmount();
    window.localStorage.clear();
    await renderApp('/settings', { token: admin.token });
    await waitFor(async () =>
      expect((await screen.findAllByRole('tab')).map((t) => t.textContent)).toEqual([
        'My profile',
        'Password',
        'Appearance',
      ]),
    );
  });

  it('edits the profile: Save disabled until changed, Cancel resets, success toast', async () => {
    const { user } = await renderApp('/settings', { token: member.token });
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    const name = screen.getByLabelText('Full name');
    await user.clear(name);
    await user.type(name, 'Robert Member');
    expect(save).toBeEnabled();
    const email = screen.getByLabelText('Email');
    await user.clear(email);
    expect(save).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('Bob Member', { selector: 'dd' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.clear(screen.getByLabelText('Full name'));
    await user.type(screen.getByLabelText('Full name'), 'Robert Member');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await expectToast('Success!', 'User updated successfully.');
    // The cache was refreshed: the sidebar's user menu shows the new name too.
    expect(
      await screen.findByRole('button', { name: /User menu: Robert Member/ }),
    ).toBeInTheDocument();
  });

  it('downloads the profile as resume.json in JSON Resume', async () => {
    const downloads = captureDownloads();
    const { user } = await renderApp('/settings', { token: member.token });
    await user.click(await screen.findByRole('button', { name: 'Download JSON Resume' }));
    await expectToast('Success!', 'Your profile was saved as resume.json.');
    expect(downloads.clicked).toHaveLength(1);
    expect(downloads.clicked[0]?.download).toBe('resume.json');
    const resume = JSON.parse((await downloads.text()) ?? '{}');
    // The profile's contact e-mail, not the address the member signs in with.
    expect(resume.basics).toMatchObject({ name: 'Bob Member', email: 'bob.member@example.net' });
    expect(resume.basics.profiles).toContainEqual({
      network: 'GitHub',
      username: 'bob-member',
      url: 'https://github.com/bob-member',
    });
    expect(resume.work.length).toBeGreaterThan(0);
  });

  it('imports a JSON Resume file: the profile steps open on home, filled in from it', async () => {
    // Under jsdom a chosen file's bytes do not survive Node's fetch: the answer is given here,
    // read from the same file by the contract's reader (the server's and the mocks').
    const resume = { basics: { name: 'Bob Member', label: 'Platform Engineer' } };
    server.use(
      http.post(mockApi('/users/me/profile/import'), () =>
        HttpResponse.json(readJsonResume(JSON.stringify(resume))),
      ),
    );
    const { user } = await renderApp('/settings', { token: member.token });
    await screen.findByRole('button', { name: 'Import JSON Resume' });
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    expect(input).toHaveAttribute('accept', '.json,application/json');
    const file = new File([JSON.stringify(resume)], 'resume.json', { type: 'application/json' });
    await user.upload(input as HTMLInputElement, file);
    await expectToast('Success!', 'resume.json was read: review each step, then save it.');
    expect(await screen.findByLabelText(/Professional Title/)).toHaveValue('Platform Engineer');
    expect(screen.queryByRole('heading', { name: 'User Settings' })).toBeNull();
  });

  it('refuses a file that is not JSON with the server text, and stays', async () => {
    server.use(
      http.post(mockApi('/users/me/profile/import'), () =>
        HttpResponse.json({ detail: serverMessages.jsonResumeNotJson }, { status: 422 }),
      ),
    );
    const { user } = await renderApp('/settings', { token: member.token });
    await screen.findByRole('button', { name: 'Import JSON Resume' });
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    await user.upload(
      input as HTMLInputElement,
      new File(['not json'], 'resume.json', { type: 'application/json' }),
    );
    await expectToast(
      'Something went wrong!',
      'This file is not JSON. Choose a JSON Resume file (resume.json).',
    );
    expect(screen.getByRole('heading', { name: 'User Settings', level: 1 })).toBeVisible();
  });

  it('titles the e-mail with the whole address (one line, cut when too long)', async () => {
    await renderApp('/settings', { token: member.token });
    const email = await screen.findByText('member@example.com', { selector: 'dd' });
    expect(email).toHaveAttribute('title', 'member@example.com');
  });

  it('changes the password: Save disabled until valid, confirm not sent', async () => {
    const { user } = await renderApp('/settings?tab=password', { token: member.token });
    const save = await screen.findByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    await user.type(screen.getByLabelText('Current Password'), member.password);
    await user.type(screen.getByLabelText('New Password'), 'a-new-password');
    await user.type(screen.getByLabelText('Confirm Password'), 'a-new-passwor');
    await user.tab();
    expect(await screen.findByText('The passwords do not match')).toBeVisible();
    expect(save).toBeDisabled();
    await user.type(screen.getByLabelText('Confirm Password'), 'd');
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    await expectToast('Success!', 'Password updated successfully.');
  });

  it('shows the server error when the current password is wrong', async () => {
    const { user } = await renderApp('/settings?tab=password', { token: member.token });
    await user.type(await screen.findByLabelText('Current Password'), 'not-my-password');
    await user.type(screen.getByLabelText('New Password'), 'a-new-password');
    await user.type(screen.getByLabelText('Confirm Password'), 'a-new-password');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await expectToast('Something went wrong!', 'Incorrect password');
  });

  it('switches the theme from the Appearance tab', async () => {
    const { user } = await renderApp('/settings?tab=appearance', { token: member.token });
    expect(await screen.findByRole('radio', { name: 'System' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Dark' }));
    expect(window.localStorage.getItem('theme')).toBe('dark');
    expect(document.documentElement.dataset.theme).toBe('dark');
    await user.click(screen.getByRole('radio', { name: 'Light' }));
    expect(window.localStorage.getItem('theme')).toBe('light');
    expect(document.documentElement.dataset.theme).toBe('light');
  });

  it('deletes the account after confirmation and signs out', async () => {
    const { user, pathname } = await renderApp('/settings?tab=danger-zone', {
      token: member.token,
    });
    await user.click(await screen.findByRole('button', { name: 'Delete Account' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Confirmation Required' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(
      await screen.findByText('Your account has been successfully deleted'),
    ).toBeInTheDocument();
    await waitFor(() => expect(pathname()).toBe('/login'));
    expect(window.localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
  });
});
