import type { Meta, StoryObj } from '@storybook/react-vite';
import { EllipsisVertical, LogOut, Pencil, Trash2, User } from 'lucide-react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Menu, MenuItem, MenuSection, MenuSeparator, MenuTrigger } from './Menu';

const meta = {
  title: 'Overlays/Menu',
  component: Menu,
  args: { onAction: fn() },
  render: (args) => (
    <MenuTrigger>
      <Button variant="ghost" size="icon" aria-label="Actions">
        <EllipsisVertical size={16} aria-hidden />
      </Button>
      <Menu {...args}>
        <MenuItem id="edit" icon={<Pencil size={16} />}>
          Edit User
        </MenuItem>
        <MenuSeparator />
        <MenuItem id="delete" icon={<Trash2 size={16} />} variant="danger">
          Delete User
        </MenuItem>
      </Menu>
    </MenuTrigger>
  ),
  parameters: { layout: 'padded' },
  decorators: [(Story) => <div style={{ height: 200 }}>{Story()}</div>],
} satisfies Meta<typeof Menu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Actions' })).toHaveAttribute(
      'aria-haspopup',
      'true',
    );
  },
};

export const Open: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Actions' }));
    const menu = await within(document.body).findByRole('menu');
    await waitFor(() => expect(within(menu).getAllByRole('menuitem')).toHaveLength(2));
  },
};

export const ChoosesAnAction: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Actions' }));
    const menu = await within(document.body).findByRole('menu');
    const item = within(menu).getByRole('menuitem', { name: 'Delete User' });
    // The popover is positioned and faded in after mounting; click once it is really there.
    await waitFor(() => expect(item).toBeVisible());
    await userEvent.click(item);
    // RAC calls onAction(key, event?) and leaves the second argument undefined for a click.
    await expect(args.onAction).toHaveBeenCalledOnce();
    await expect(args.onAction).toHaveBeenCalledWith('delete', undefined);
  },
};

export const UserMenu: Story = {
  render: (args) => (
    <MenuTrigger>
      <Button variant="outline">Ada Lovelace</Button>
      <Menu {...args}>
        <MenuSection title="ada@example.com">
          <MenuItem id="account" icon={<User size={16} />} href="#settings">
            Account
          </MenuItem>
          <MenuItem id="sign-out" icon={<LogOut size={16} />}>
            Sign out
          </MenuItem>
        </MenuSection>
      </Menu>
    </MenuTrigger>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Ada Lovelace' }));
    const menu = await within(document.body).findByRole('menu');
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: 'Account' })).toHaveAttribute(
        'href',
        '#settings',
      ),
    );
  },
};

export const DisabledTrigger: Story = {
  render: () => (
    <MenuTrigger>
      <Button variant="ghost" size="icon" aria-label="Actions" isDisabled>
        <EllipsisVertical size={16} aria-hidden />
      </Button>
      <Menu>
        <MenuItem>Edit User</MenuItem>
      </Menu>
    </MenuTrigger>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Actions' })).toBeDisabled();
  },
};
