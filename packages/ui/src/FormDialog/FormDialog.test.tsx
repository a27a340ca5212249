import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { TextField } from '../TextField/TextField';
import { FormDialog } from './FormDialog';

function AddItem({
  onSubmit,
  isPending = false,
  onOpenChange,
}: {
  onSubmit: () => void;
  isPending?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
}) {
  const [title, setTitle] = useState('');
  const [isOpen, setOpen] = useState(true);
  return (
    <FormDialog
      title="Add Item"
      isOpen={isOpen}
      onOpenChange={(open) => {
        setOpen(open);
        onOpenChange?.(open);
      }}
      onSubmit={onSubmit}
      isPending={isPending}
      pendingLabel="Creating..."
      isSubmitDisabled={title === ''}
    >
      <TextField label="Title" autoFocus value={title} onChange={setTitle} />
      <TextField label="Description" />
    </FormDialog>
  );
}

describe('FormDialog', () => {
  it('tabs in screen order: the × close button first, then the fields, Cancel and Save', async () => {
    render(<AddItem onSubmit={vi.fn()} />);
    await userEvent.type(await screen.findByRole('textbox', { name: 'Title' }), 'Portfolio');
    const order = [
      screen.getByRole('button', { name: 'Close' }),
      screen.getByRole('textbox', { name: 'Title' }),
      screen.getByRole('textbox', { name: 'Description' }),
      screen.getByRole('button', { name: 'Cancel' }),
      screen.getByRole('button', { name: 'Save' }),
    ];
    await userEvent.tab({ shift: true });
    expect(order[0]).toHaveFocus();
    for (const next of [...order.slice(1), order[0]]) {
      await userEvent.tab();
      expect(next).toHaveFocus();
    }
  });

  it('focuses the autoFocus field and keeps Save disabled until valid', async () => {
    const onSubmit = vi.fn();
    render(<AddItem onSubmit={onSubmit} />);
    expect(screen.getByRole('dialog', { name: 'Add Item' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Title' })).toHaveFocus());
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    await userEvent.keyboard('{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits with Save and with Enter once valid, without navigating', async () => {
    const onSubmit = vi.fn();
    render(<AddItem onSubmit={onSubmit} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Title' }), 'Portfolio');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    const event = onSubmit.mock.calls[0]?.[0] as Event;
    expect(event.defaultPrevented).toBe(true);

    await userEvent.type(screen.getByRole('textbox', { name: 'Description' }), 'A site{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });

  it('Cancel closes without submitting', async () => {
    const onSubmit = vi.fn();
    const onOpenChange = vi.fn();
    render(<AddItem onSubmit={onSubmit} onOpenChange={onOpenChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows the pending label and ignores Save and Enter while pending', async () => {
    const onSubmit = vi.fn();
    render(<AddItem onSubmit={onSubmit} isPending />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Title' }), 'Portfolio');
    const submit = screen.getByRole('button', { name: /Creating\.\.\./ });
    expect(submit).toHaveAttribute('data-pending', 'true');
    await userEvent.click(submit);
    await userEvent.keyboard('{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
