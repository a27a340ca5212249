import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ChatErrorCard, chatErrorCardMessages, describeError } from './ChatErrorCard';

function crash() {
  const error = new Error('Cannot read properties of undefined');
  error.stack = 'TypeError: Cannot read properties of undefined\n    at ChatPanel (chat.tsx:10:5)';
  return error;
}

describe('ChatErrorCard', () => {
  it('is an alert with its title, explanation and Try Again', async () => {
    const onRetry = vi.fn();
    render(<ChatErrorCard error={crash()} onRetry={onRetry} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Chat Error');
    expect(alert).toHaveTextContent('Something went wrong with the chat interface.');
    expect(screen.getByRole('heading', { level: 2, name: 'Chat Error' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(chatErrorCardMessages.retry).toBe('Try Again');
  });

  it('keeps the stack in collapsed Details until asked', async () => {
    render(<ChatErrorCard error={crash()} onRetry={vi.fn()} />);
    const trigger = screen.getByRole('button', { name: 'Details' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText(/at ChatPanel/)).not.toBeVisible();
    await userEvent.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/at ChatPanel/)).toBeVisible();
  });

  it('has no Details without an error', () => {
    render(<ChatErrorCard onRetry={vi.fn()} />);
    expect(screen.queryByRole('button', { name: 'Details' })).toBeNull();
  });
});

describe('describeError', () => {
  it('uses the stack when it holds the message, and handles other thrown values', () => {
    expect(describeError(crash())).toMatch(/^TypeError: Cannot read.*\n {4}at ChatPanel/);
    const bare = new Error('Boom');
    bare.stack = undefined;
    expect(describeError(bare)).toBe('Error: Boom');
    expect(describeError('plain')).toBe('plain');
    expect(describeError({ code: 1 })).toBe('{\n  "code": 1\n}');
    expect(describeError(undefined)).toBe('');
  });
});
