import type { Meta, StoryObj } from '@storybook/react-vite';
import { Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AlertDialog } from '../AlertDialog/AlertDialog';
import { RowActionsMenu } from './RowActionsMenu';

const DELETE_USER_MESSAGE =
  'All items associated with this user will also be permanently deleted. Are you sure? You will not be able to undo this action.';

const meta = {
  title: 'Data/RowActionsMenu',
  component: RowActionsMenu,
  args: {
    items: [
      { id: 'edit', label: 'Edit User', icon: <Pencil size={16} />, onAction: fn() },
      {
        id: 'delete',
        label: 'Delete User',
        icon: <Trash2 size={16} />,
        variant: 'danger',
        onAction: fn(),
      },
    ],
  },
  parameters: { layout: 'padded' },
  // Room below the trigger so the open menu is inside the screenshot.
  decorators: [
    (Story) => (
      <div style={{ height: 160, display: 'flex', justifyContent: 'flex-end', maxWidth: 320 }}>
        {Story()}
      </div>
    ),
  ],
} satisfies Meta<typeof RowActionsMenu>;

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
    // The popover fades in after mounting.
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: 'Delete User' })).toBeVisible(),
    );
  },
};

export const ChoosesAnAction: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Actions' }));
    const menu = await within(document.body).findByRole('menu');
    const edit = within(menu).getByRole('menuitem', { name: 'Edit User' });
    await waitFor(() => expect(edit).toBeVisible());
    await userEvent.click(edit);
    await expect(args.items[0]?.onAction).toHaveBeenCalledOnce();
    await expect(args.items[1]?.onAction).not.toHaveBeenCalled();
    await waitFor(() => expect(within(document.body).queryByRole('menu')).toBeNull());
  },
};

/** Admin table: the menu is disabled on the signed-in user's own row. */
export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Actions' });
    await expect(trigger).toBeDisabled();
    await userEvent.click(trigger, { pointerEventsCheck: 0 });
    await expect(within(document.body).queryByRole('menu')).toBeNull();
  },
};

/**
 * The usual delete flow: the menu item opens a controlled AlertDialog (the confirmation dialog),
 * since the menu itself closes when an item is chosen. The message is the app's exact text.
 */
function DeleteUserFlow({ isPending = false }: { isPending?: boolean }) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <RowActionsMenu
        aria-label="Actions for Ada Lovelace"
        items={[
          { id: 'edit', label: 'Edit User', icon: <Pencil size={16} />, onAction: () => {} },
          {
            id: 'delete',
            label: 'Delete User',
            icon: <Trash2 size={16} />,
            variant: 'danger',
            onAction: () => setOpen(true),
          },
        ]}
      />
      <AlertDialog
        title="Delete User"
        isOpen={isOpen}
        onOpenChange={setOpen}
        isPending={isPending}
        onConfirm={() => setOpen(false)}
      >
        {DELETE_USER_MESSAGE}
      </AlertDialog>
    </>
  );
}

export const DeleteUserConfirmation: Story = {
  render: () => <DeleteUserFlow />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Actions for Ada Lovelace' }));
    const menu = await within(document.body).findByRole('menu');
    const item = within(menu).getByRole('menuitem', { name: 'Delete User' });
    await waitFor(() => expect(item).toBeVisible());
    await userEvent.click(item);
    const dialog = await within(document.body).findByRole('alertdialog', { name: 'Delete User' });
    await expect(dialog).toHaveAccessibleDescription(DELETE_USER_MESSAGE);
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus(),
    );
  },
};

/** The confirm button while the delete request runs: the busy label 'Deleting...'. */
export const DeleteUserDeleting: Story = {
  render: () => <DeleteUserFlow isPending />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Actions for Ada Lovelace' }));
    const menu = await within(document.body).findByRole('menu');
    const item = within(menu).getByRole('menuitem', { name: 'Delete User' });
    await waitFor(() => expect(item).toBeVisible());
    await userEvent.click(item);
    const dialog = await within(document.body).findByRole('alertdialog', { name: 'Delete User' });
    await expect(within(dialog).getByRole('button', { name: /Deleting\.\.\./ })).toHaveAttribute(
      'data-pending',
      'true',
    );
  },
};
