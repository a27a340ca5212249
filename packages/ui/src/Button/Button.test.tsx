import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button, LinkButton } from './Button';
import { createRef } from 'react';

describe('Button', () => {
  it('calls onPress when clicked', async () => {
    const onPress = vi.fn();
    render(<Button onPress={onPress}>Save</Button>);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onPress).toHaveBeenCalledTimes(1);
  });

  it('shows the pending label with a spinner and ignores presses while pending', async () => {
    const onPress = vi.fn();
    render(
      <Button isPending pendingLabel="Signing in..." onPress={onPress}>
        Sign In
      </Button>,
    );
    const button = screen.getByRole('button', { name: /Signing in\.\.\./ });
    expect(button).not.toHaveTextContent('Sign In');
    expect(button).toHaveAttribute('data-pending', 'true');
    await userEvent.click(button);
    expect(onPress).not.toHaveBeenCalled();
  });

  it('does not fire when disabled', async () => {
    const onPress = vi.fn();
    render(
      <Button isDisabled onPress={onPress}>
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toBeDisabled();
    await userEvent.click(button);
    expect(onPress).not.toHaveBeenCalled();
  });

  it('submits its form with type submit', async () => {
    const onSubmit = vi.fn((event: React.FormEvent) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Button type="submit">Send</Button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});

describe('LinkButton', () => {
  it('renders a link with its href', () => {
    render(<LinkButton href="/">Go Back</LinkButton>);
    expect(screen.getByRole('link', { name: 'Go Back' })).toHaveAttribute('href', '/');
  });
});

describe('Button refs and render-prop classes', () => {
  it('forwards ref to the <button> element', () => {
    const ref = createRef<HTMLButtonElement>();
    render(<Button ref={ref}>Save</Button>);
    expect(ref.current).toBe(screen.getByRole('button', { name: 'Save' }));
    expect(ref.current?.tagName).toBe('BUTTON');
  });

  it('keeps its own classes and adds a className computed from the render props', () => {
    render(
      <Button isDisabled className={({ isDisabled }) => (isDisabled ? 'is-off' : 'is-on')}>
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toHaveClass('is-off');
    expect(button).not.toHaveClass('is-on');
    expect(button.classList.length).toBeGreaterThan(1);
  });

  it('forwards ref to the <a> of a LinkButton', () => {
    const ref = createRef<HTMLAnchorElement>();
    render(
      <LinkButton ref={ref} href="/items">
        Items
      </LinkButton>,
    );
    expect(ref.current).toBe(screen.getByRole('link', { name: 'Items' }));
  });
});
