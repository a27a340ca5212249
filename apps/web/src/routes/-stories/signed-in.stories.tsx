import type { Meta, StoryObj } from '@storybook/react-vite';
import { mockHandlers } from '@vita/api/mocks';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { resetMockApi, withApp } from '../../testing/story-app';

/** The signed-in layout, home and settings, rendered through the real routes. */
const meta = {
  title: 'Screens/Signed in',
  decorators: [withApp],
  beforeEach: resetMockApi,
  parameters: { layout: 'fullscreen' },
  // Each story is a whole app with its own router and storage; a docs page would mount them all
  // at once on one page.
  tags: ['!autodocs'],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Home: Story = {
  parameters: { app: { path: '/', as: 'member' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Hi, Bob Member 👋🏼' });
    await expect(canvas.getByText('Welcome back, nice to see you again!!!')).toBeVisible();
    // The dashboard's cards load on their own; the screenshot waits for the last of them.
    await expect(await canvas.findByRole('list', { name: 'Due this week' })).toBeVisible();
  },
};

export const HomeLoading: Story = {
  parameters: { app: { path: '/', as: 'member' } },
  beforeEach: ({ msw }) => msw.use(mockHandlers.meLoading),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Loading...')).toBeVisible();
  },
};

export const SidebarCollapsed: Story = {
  parameters: { app: { path: '/', as: 'member', sidebar: 'collapsed' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Hi, Bob Member 👋🏼' });
    // The stored state is honoured: icons only, the current page still marked.
    await expect(canvasElement.querySelector('[data-state="collapsed"]')).not.toBeNull();
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const UserMenuOpen: Story = {
  parameters: { app: { path: '/', as: 'member' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /User menu: Bob Member/ }));
    const page = within(canvasElement.ownerDocument.body);
    const account = await page.findByRole('menuitem', { name: 'Account' });
    // The popover animates in; wait for it to settle.
    await waitFor(() => expect(account).toBeVisible());
    await expect(page.getByRole('menuitem', { name: 'Sign out' })).toBeVisible();
  },
};

export const SettingsProfile: Story = {
  parameters: { app: { path: '/settings', as: 'member' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'User Settings' });
    await canvas.findByText('Bob Member', { selector: 'dd' });
    await expect(canvas.getByText('member@example.com', { selector: 'dd' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'My profile' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

export const SettingsProfileEditing: Story = {
  parameters: { app: { path: '/settings', as: 'member' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit' }));
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeDisabled();
    await userEvent.type(canvas.getByLabelText('Full name'), ' Jr.');
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeEnabled();
  },
};

export const SettingsSuperuser: Story = {
  parameters: { app: { path: '/settings', as: 'admin' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Alice Admin', { selector: 'dd' });
    await expect(canvas.queryByRole('tab', { name: 'Danger zone' })).toBeNull();
  },
};

export const SettingsPassword: Story = {
  parameters: { app: { path: '/settings?tab=password', as: 'member' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('New Password'), 'short');
    await userEvent.tab();
    await expect(await canvas.findByText('Password must be at least 8 characters')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeDisabled();
  },
};

export const SettingsAppearance: Story = {
  parameters: { app: { path: '/settings?tab=appearance', as: 'member' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The preference is the one Storybook's theme toolbar set (light while the play runs).
    await expect(await canvas.findByRole('radio', { name: 'Light' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'System' })).not.toBeChecked();
  },
};

export const SettingsDangerZone: Story = {
  parameters: { app: { path: '/settings?tab=danger-zone', as: 'member' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete Account' }));
    const page = within(canvasElement.ownerDocument.body);
    await waitFor(() =>
      expect(page.getByRole('alertdialog', { name: 'Confirmation Required' })).toBeVisible(),
    );
  },
};

export const NotFoundSignedIn: Story = {
  parameters: { app: { path: '/no-such-screen', as: 'member' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 2, name: 'Oops!' });
    // The signed-in frame stays: the visitor goes on from the sidebar.
    const nav = await canvas.findByRole('navigation', { name: 'Main' });
    await expect(within(nav).getByRole('link', { name: 'Items' })).toBeVisible();
  },
};
