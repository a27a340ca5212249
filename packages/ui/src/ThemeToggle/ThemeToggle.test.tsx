import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Avatar, getInitials } from '../Avatar/Avatar';
import { Badge } from '../Badge/Badge';
import { EmptyState } from '../EmptyState/EmptyState';
import { Skeleton } from '../Skeleton/Skeleton';
import { Spinner } from '../Spinner/Spinner';
import { ThemeToggle } from './ThemeToggle';

describe('ThemeToggle', () => {
  it('offers dark in light mode and calls onChange with dark', async () => {
    const onChange = vi.fn();
    render(<ThemeToggle theme="light" onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Switch to dark theme' }));
    expect(onChange).toHaveBeenCalledWith('dark');
  });

  it('offers light in dark mode and calls onChange with light', async () => {
    const onChange = vi.fn();
    render(<ThemeToggle theme="dark" onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Switch to light theme' }));
    expect(onChange).toHaveBeenCalledWith('light');
  });
});

describe('small display components', () => {
  it('Spinner is a named progressbar, Loading by default', () => {
    render(
      <>
        <Spinner />
        <Spinner aria-label="Connecting..." />
      </>,
    );
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Connecting...' })).toBeInTheDocument();
  });

  it('Skeleton is hidden from assistive tech and sized', () => {
    const { container } = render(<Skeleton width={120} height={20} />);
    const skeleton = container.firstElementChild as HTMLElement;
    expect(skeleton).toHaveAttribute('aria-hidden', 'true');
    expect(skeleton.style.width).toBe('120px');
    expect(skeleton.style.height).toBe('20px');
  });

  it('Badge and EmptyState render their texts', () => {
    render(
      <>
        <Badge variant="success">Active</Badge>
        <EmptyState
          title="You don't have any items yet"
          description="Add a new item to get started"
        />
      </>,
    );
    expect(screen.getByText('Active')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 3, name: "You don't have any items yet" }),
    ).toBeInTheDocument();
    expect(screen.getByText('Add a new item to get started')).toBeInTheDocument();
  });

  it('Avatar derives initials', () => {
    expect(getInitials('Ada King Lovelace')).toBe('AL');
    expect(getInitials('ada@example.com')).toBe('a');
    expect(getInitials('  ')).toBe('?');
    render(<Avatar name="Ada Lovelace" data-testid="avatar" />);
    expect(screen.getByTestId('avatar')).toHaveTextContent('AL');
  });
});
