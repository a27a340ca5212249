import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Dialog, DialogTrigger } from 'react-aria-components';
import { describe, expect, it } from 'vitest';
import { Button } from '../Button/Button';
import { Popover } from './Popover';

describe('Popover', () => {
  it('opens from its trigger, holds its content, and closes on Escape', async () => {
    render(
      <DialogTrigger>
        <Button>Account</Button>
        <Popover>
          <Dialog aria-label="Account details">Signed in as ada@example.com</Dialog>
        </Popover>
      </DialogTrigger>,
    );
    const trigger = screen.getByRole('button', { name: 'Account' });
    await userEvent.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const dialog = await screen.findByRole('dialog', { name: 'Account details' });
    expect(dialog).toHaveTextContent('Signed in as ada@example.com');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });
});
