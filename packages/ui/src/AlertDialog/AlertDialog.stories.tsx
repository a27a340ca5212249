import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { DialogTrigger } from '../Dialog/Dialog';
import { AlertDialog } from './AlertDialog';

const meta = {
  title: 'Overlays/AlertDialog',
  component: AlertDialog,
  args: {
    title: 'Delete User',
    children:
      'All items associated with this user will also be permanently deleted. Are you sure? You will not be able to undo this action.',
    onConfirm: fn(),
  },
  render: (args) => (
    <DialogTrigger>
      <Button variant="danger">Delete User</Button>
      <AlertDialog {...args} />
    </DialogTrigger>
  ),
  parameters: { layout: 'padded' },
} satisfies Meta<typeof AlertDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete User' }));
    const dialog = await within(document.body).findByRole('alertdialog', { name: 'Delete User' });
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
  },
};

export const Confirmed: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete User' }));
    const dialog = await within(document.body).findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(within(document.body).queryByRole('alertdialog')).toBeNull(), {
      timeout: 3000,
    });
  },
};

export const Pending: Story = {
  args: {
    isPending: true,
    isOpen: true,
    title: 'Delete Account',
    children: 'Your account will be permanently deleted.',
  },
  render: (args) => <AlertDialog {...args} />,
  play: async () => {
    const dialog = await within(document.body).findByRole('alertdialog', {
      name: 'Delete Account',
    });
    await expect(within(dialog).getByRole('button', { name: /Deleting\.\.\./ })).toHaveAttribute(
      'data-pending',
      'true',
    );
  },
};
