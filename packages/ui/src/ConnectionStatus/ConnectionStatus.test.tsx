import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ConnectionStatus, connectionStatusMessages } from './ConnectionStatus';

describe('ConnectionStatus', () => {
  it.each([
    ['connecting', 'Connecting...'],
    ['connected', 'Connected'],
    ['disconnected', 'Disconnected'],
  ] as const)('shows %s as %s in a status region', (state, text) => {
    render(<ConnectionStatus state={state} />);
    expect(connectionStatusMessages[state]).toBe(text);
    expect(within(screen.getByRole('status')).getByText(text, { exact: true })).toBeVisible();
  });

  it('shows a hidden spinner only while connecting', () => {
    const { rerender } = render(<ConnectionStatus state="connecting" />);
    // The text says it; the spinner is decoration.
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByRole('status').querySelector('svg')).toBeInTheDocument();
    rerender(<ConnectionStatus state="connected" />);
    expect(screen.getByRole('status').querySelector('svg')).toBeNull();
  });

  it('shows the detail outside the live region', () => {
    render(<ConnectionStatus state="disconnected" detail="Reconnecting in 6 s" />);
    expect(screen.getByText('Reconnecting in 6 s')).toBeVisible();
    expect(screen.getByRole('status')).not.toHaveTextContent('Reconnecting');
  });
});
