import type { Meta, StoryObj } from '@storybook/react-vite';
import { endpoints, serverMessages } from '@vita/api';
import {
  fail,
  mockCredentials,
  mockDb,
  mockEndpoint,
  mockHandlers,
  MOCK_RESET_TOKEN,
} from '@vita/api/mocks';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { resetMockApi, withApp } from '../../testing/story-app';

/** The four public screens and the not-found screen, rendered through the real routes. */
const meta = {
  title: 'Screens/Public',
  decorators: [withApp],
  beforeEach: resetMockApi,
  parameters: { layout: 'fullscreen' },
  // Each story is a whole app with its own router and storage; a docs page would mount them all
  // at once on one page.
  tags: ['!autodocs'],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Login: Story = {
  parameters: { app: { path: '/login' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Sign in to your account' });
    await expect(canvas.getByLabelText('Email')).toHaveValue('');
    await expect(canvas.getByLabelText('Password')).toHaveValue('');
    await expect(canvas.getByRole('button', { name: 'Sign In' })).toBeEnabled();
    await expect(canvas.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
  },
};

export const LoginValidatesOnBlur: Story = {
  parameters: { app: { path: '/login' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Email'), 'not-an-email');
    await userEvent.click(canvas.getByLabelText('Password'));
    await expect(await canvas.findByText('Please enter a valid email address')).toBeVisible();
    await userEvent.tab();
    await expect(await canvas.findByText('Password is required')).toBeVisible();
  },
};

export const LoginFails: Story = {
  parameters: { app: { path: '/login' } },
  beforeEach: ({ msw }) => msw.use(mockHandlers.loginFails),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Email'), mockCredentials.member.email);
    await userEvent.type(canvas.getByLabelText('Password'), 'wrong-password');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    await expect(await canvas.findByText('Invalid credentials')).toBeVisible();
    // The toast region is portalled to <body>, outside the canvas.
    const page = within(canvasElement.ownerDocument.body);
    const toast = await page.findByText('Incorrect email or password');
    // The toast fades in: wait for the animation rather than the first frame.
    await waitFor(() => expect(toast).toBeVisible());
  },
};

export const LoginTooManyAttempts: Story = {
  parameters: { app: { path: '/login' } },
  beforeEach: ({ msw }) =>
    msw.use(
      mockEndpoint(endpoints.login.accessToken, () =>
        fail(429, serverMessages.tooManyRequests, { 'Retry-After': '840' }),
      ).toHandler(mockDb, {}),
    ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Email'), mockCredentials.member.email);
    await userEvent.type(canvas.getByLabelText('Password'), 'wrong-password');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    await expect(
      await canvas.findByText('Too many attempts. Try again in 14 minutes.'),
    ).toBeVisible();
    const page = within(canvasElement.ownerDocument.body);
    const toast = await page.findByText('Too many requests, please try again later');
    await waitFor(() => expect(toast).toBeVisible());
  },
};

export const LoginSigningIn: Story = {
  parameters: { app: { path: '/login' } },
  beforeEach: ({ msw }) => msw.use(...mockHandlers.pending()),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Email'), mockCredentials.member.email);
    await userEvent.type(canvas.getByLabelText('Password'), mockCredentials.member.password);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    await expect(await canvas.findByRole('button', { name: /Signing in\.\.\./ })).toBeVisible();
  },
};

export const Signup: Story = {
  parameters: { app: { path: '/signup' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Create your account' });
    for (const label of ['Full Name', 'Email', 'Password', 'Confirm Password']) {
      await expect(canvas.getByLabelText(label)).toHaveValue('');
    }
    await expect(canvas.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  },
};

export const SignupValidation: Story = {
  parameters: { app: { path: '/signup' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Sign Up' }));
    await expect(await canvas.findByText('Full name must be at least 3 characters')).toBeVisible();
    await expect(canvas.getByText('Please enter a valid email address')).toBeVisible();
    await expect(canvas.getByText('Password must be at least 8 characters')).toBeVisible();
    await expect(canvas.getByText('Password confirmation is required')).toBeVisible();
  },
};

/** Sign-up succeeded: /login says so and starts from the new e-mail. */
export const SignupCreatesAccount: Story = {
  parameters: { app: { path: '/signup' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Full Name'), 'Carol Candidate');
    await userEvent.type(canvas.getByLabelText('Email'), 'carol@example.com');
    await userEvent.type(canvas.getByLabelText('Password'), 'password123');
    await userEvent.type(canvas.getByLabelText('Confirm Password'), 'password123');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign Up' }));
    await canvas.findByRole('heading', { level: 1, name: 'Sign in to your account' });
    await expect(canvas.getByRole('status')).toHaveTextContent('Account created — sign in.');
    await expect(canvas.getByLabelText('Email')).toHaveValue('carol@example.com');
  },
};

export const RecoverPassword: Story = {
  parameters: { app: { path: '/recover-password' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Password Recovery' });
    await expect(
      canvas.getByText('A password recovery email will be sent to the registered account.'),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Continue' })).toBeEnabled();
  },
};

export const RecoverPasswordSent: Story = {
  parameters: { app: { path: '/recover-password' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Email'), mockCredentials.member.email);
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    const page = within(canvasElement.ownerDocument.body);
    const toast = await page.findByText('Password recovery email sent successfully.');
    await waitFor(() => expect(toast).toBeVisible());
  },
};

export const ResetPassword: Story = {
  parameters: { app: { path: `/reset-password?token=${MOCK_RESET_TOKEN}` } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Reset Password' });
    await expect(canvas.getByLabelText('New Password')).toHaveValue('');
    await expect(canvas.getByLabelText('Confirm Password')).toHaveValue('');
    await expect(canvas.getByRole('button', { name: 'Reset Password' })).toBeEnabled();
  },
};

export const ResetPasswordWithoutToken: Story = {
  parameters: { app: { path: '/reset-password' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'This link is incomplete: open it again from the recovery e-mail.',
    );
    await expect(canvas.getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
      'href',
      '/recover-password',
    );
  },
};

export const ResetPasswordLinkExpired: Story = {
  parameters: { app: { path: '/reset-password?token=expired-or-used' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('New Password'), 'brand-new-pass');
    await userEvent.type(canvas.getByLabelText('Confirm Password'), 'brand-new-pass');
    await userEvent.click(canvas.getByRole('button', { name: 'Reset Password' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'This link has expired or was already used.',
    );
    await expect(canvas.getByRole('link', { name: 'Request a new link' })).toBeVisible();
  },
};

export const ResetPasswordMismatch: Story = {
  parameters: { app: { path: `/reset-password?token=${MOCK_RESET_TOKEN}` } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('New Password'), 'brand-new-pass');
    await userEvent.type(canvas.getByLabelText('Confirm Password'), 'something-else');
    await userEvent.tab();
    await expect(await canvas.findByText("Passwords don't match")).toBeVisible();
  },
};

export const NotFound: Story = {
  parameters: { app: { path: '/this/page/does/not/exist' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: '404' });
    await waitFor(() => expect(canvas.getByRole('link', { name: 'Go Back' })).toBeVisible());
  },
};
