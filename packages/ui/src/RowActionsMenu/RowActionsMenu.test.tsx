import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RowActionsMenu } from './RowActionsMenu';

function setup(isDisabled = false) {
  const onEdit = vi.fn();
  const onDelete = vi.fn();
  render(
    <RowActionsMenu
      isDisabled={isDisabled}
      items={[
        { id: 'edit', label: 'Edit Item', onAction: onEdit },
        { id: 'delete', label: 'Delete Item', variant: 'danger', onAction: onDelete },
      ]}
    />,
  );
  return { onEdit, onDelete };
}

describe('RowActionsMenu', () => {
  it('opens from the ⋮ button named Actions and lists the items in order', async () => {
    setup();
    const trigger = screen.getByRole('button', { name: 'Actions' });
    await userEvent.click(trigger);
    const items = screen.getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['Edit Item', 'Delete Item']);
    expect(screen.getByRole('menu')).toHaveAttribute(
      'aria-labelledby',
      expect.stringContaining(trigger.id),
    );
  });

  it('calls only the chosen item’s handler, by click and by keyboard', async () => {
    const { onEdit, onDelete } = setup();
    await userEvent.click(screen.getByRole('button', { name: 'Actions' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Delete Item' }));
    expect(onDelete).toHaveBeenCalledTimes(1);
    expect(onEdit).not.toHaveBeenCalled();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    // Keyboard path: from the focused trigger, Enter opens the menu on its first item.
    screen.getByRole('button', { name: 'Actions' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Edit Item' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    expect(onEdit).toHaveBeenCalledTimes(1);
  });

  it('cannot be opened when disabled', async () => {
    setup(true);
    const trigger = screen.getByRole('button', { name: 'Actions' });
    expect(trigger).toBeDisabled();
    await userEvent.click(trigger);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('uses a custom accessible name', () => {
    render(<RowActionsMenu aria-label="Actions for Ada" items={[]} />);
    expect(screen.getByRole('button', { name: 'Actions for Ada' })).toBeInTheDocument();
  });
});
