import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Banner } from './Banner';

describe('Banner', () => {
  it('is an alert for danger and a status for info', () => {
    const { rerender } = render(<Banner tone="danger">Could not send.</Banner>);
    expect(screen.getByRole('alert')).toHaveTextContent('Could not send.');
    rerender(<Banner tone="info">Saved.</Banner>);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Saved.');
  });

  it('has a Dismiss button only with onDismiss', async () => {
    const onDismiss = vi.fn();
    const { rerender } = render(<Banner tone="danger">Oops</Banner>);
    expect(screen.queryByRole('button', { name: 'Dismiss' })).toBeNull();
    rerender(
      <Banner tone="danger" onDismiss={onDismiss}>
        Oops
      </Banner>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('shows a title and an action', () => {
    render(
      <Banner title="Connection lost" action={<button type="button">Retry</button>}>
        Trying again shortly.
      </Banner>,
    );
    expect(screen.getByText('Connection lost')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
