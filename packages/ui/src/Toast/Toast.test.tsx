import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOAST_TIMEOUT_MS, ToastRegion, toast } from './Toast';

afterEach(() => {
  act(() => toast.clear());
  vi.useRealTimers();
});

describe('toasts', () => {
  it('shows the title and description, then closes itself after 4000 ms', () => {
    vi.useFakeTimers();
    render(<ToastRegion />);
    act(() => {
      toast.error('Something went wrong!', 'Incorrect email or password');
    });
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(region).toHaveTextContent('Something went wrong!');
    expect(region).toHaveTextContent('Incorrect email or password');

    act(() => vi.advanceTimersByTime(TOAST_TIMEOUT_MS - 100));
    expect(screen.getByText('Something went wrong!')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByText('Something went wrong!')).not.toBeInTheDocument();
  });

  it('shows at most three toasts at a time, newest kept', () => {
    render(<ToastRegion />);
    act(() => {
      ['One', 'Two', 'Three', 'Four'].forEach((title) => toast.info(title));
    });
    expect(screen.queryByText('One')).not.toBeInTheDocument();
    expect(screen.getByText('Four')).toBeInTheDocument();
    expect(screen.getAllByRole('alertdialog')).toHaveLength(3);
  });

  it('closes the oldest toast for a new one: nothing waits behind the visible three', () => {
    vi.useFakeTimers();
    render(<ToastRegion />);
    act(() => {
      ['One', 'Two', 'Three', 'Four', 'Five'].forEach((title) => toast.success(title));
    });
    const shown = screen.getAllByRole('alertdialog').map((t) => t.textContent);
    // Newest first.
    expect(shown).toEqual(['Five', 'Four', 'Three']);
    act(() => vi.advanceTimersByTime(TOAST_TIMEOUT_MS + 100));
    // All gone together: the two oldest were closed, not queued for later.
    expect(screen.queryAllByRole('alertdialog')).toHaveLength(0);
  });

  it('cuts a long file name with an ellipsis and keeps its full text as the tooltip', () => {
    render(<ToastRegion />);
    const name = 'curriculum-vitae-senior-platform-engineer-2026-final-version.pdf';
    act(() => {
      toast.success('Success!', `${name} uploaded.`);
    });
    const region = screen.getByRole('region', { name: 'Notifications' });
    // The whole text is still there for screen readers.
    expect(region).toHaveTextContent(`${name} uploaded.`);
    const word = screen.getByTitle(`${name}`);
    expect(word).toHaveTextContent(name);
    expect(getComputedStyle(word).textOverflow).toBe('ellipsis');
    expect(getComputedStyle(word).whiteSpace).toBe('nowrap');
    expect(screen.queryByTitle('uploaded.')).toBeNull();
  });

  it('closes a toast with its close button', async () => {
    render(<ToastRegion />);
    act(() => {
      toast.success('Success!', 'User updated successfully.');
    });
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByText('User updated successfully.')).not.toBeInTheDocument();
  });
});
