import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { DialogTrigger } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button/Button';
import { AlertDialog } from './AlertDialog';

const message =
  'All items associated with this user will also be permanently deleted. Are you sure? You will not be able to undo this action.';

function DeleteUser({ onConfirm }: { onConfirm: () => void | Promise<unknown> }) {
  return (
    <DialogTrigger>
      <Button variant="danger">Delete User</Button>
      <AlertDialog title="Delete User" onConfirm={onConfirm}>
        {message}
      </AlertDialog>
    </DialogTrigger>
  );
}

describe('AlertDialog', () => {
  it('opens as an alertdialog with the message, focuses Cancel, and confirm calls onConfirm', async () => {
    const onConfirm = vi.fn();
    render(<DeleteUser onConfirm={onConfirm} />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete User' }));

    const dialog = screen.getByRole('alertdialog', { name: 'Delete User' });
    expect(dialog).toHaveAccessibleDescription(message);
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();

    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('Cancel closes without confirming', async () => {
    const onConfirm = vi.fn();
    render(<DeleteUser onConfirm={onConfirm} />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete User' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('stays open when the confirm promise rejects', async () => {
    const onConfirm = vi.fn(() => Promise.reject(new Error('nope')));
    render(<DeleteUser onConfirm={onConfirm} />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete User' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('alertdialog', { name: 'Delete User' })).toBeInTheDocument();
  });

  it('shows the pending label while pending (controlled)', () => {
    function Controlled() {
      const [open, setOpen] = useState(true);
      return (
        <AlertDialog
          title="Delete Account"
          isOpen={open}
          onOpenChange={setOpen}
          isPending
          onConfirm={() => {}}
        >
          Your account will be deleted.
        </AlertDialog>
      );
    }
    render(<Controlled />);
    expect(screen.getByRole('button', { name: /Deleting\.\.\./ })).toHaveAttribute(
      'data-pending',
      'true',
    );
  });
});
