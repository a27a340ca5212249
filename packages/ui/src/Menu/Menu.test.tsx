import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Pencil, Trash2 } from 'lucide-react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button/Button';
import { Popover } from '../Popover/Popover';
import { Menu, MenuItem, MenuSeparator, MenuTrigger } from './Menu';

describe('Menu', () => {
  it('opens from its trigger, moves with the keyboard and runs the action', async () => {
    const onEdit = vi.fn();
    const onDelete = vi.fn();
    render(
      <MenuTrigger>
        <Button aria-label="Actions">…</Button>
        <Menu>
          <MenuItem icon={<Pencil size={16} />} onAction={onEdit}>
            Edit User
          </MenuItem>
          <MenuSeparator />
          <MenuItem icon={<Trash2 size={16} />} variant="danger" onAction={onDelete}>
            Delete User
          </MenuItem>
        </Menu>
      </MenuTrigger>,
    );
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('menu')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Edit User' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onDelete).toHaveBeenCalledTimes(1);
    expect(onEdit).not.toHaveBeenCalled();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('works inside an explicit Popover and renders links for href items', async () => {
    render(
      <MenuTrigger>
        <Button>Ada Lovelace</Button>
        <Popover placement="top start">
          <Menu>
            <MenuItem href="/settings">Account</MenuItem>
            <MenuItem onAction={() => {}}>Sign out</MenuItem>
          </Menu>
        </Popover>
      </MenuTrigger>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Ada Lovelace' }));
    expect(screen.getAllByRole('menu')).toHaveLength(1);
    expect(screen.getByRole('menuitem', { name: 'Account' })).toHaveAttribute('href', '/settings');
  });
});
