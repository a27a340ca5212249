import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PasswordField } from './PasswordField';
import { createRef } from 'react';

describe('PasswordField', () => {
  it('hides the password until the toggle is pressed, and hides it again', async () => {
    render(<PasswordField label="Password" defaultValue="s3cret!" />);
    const input = screen.getByLabelText('Password', { selector: 'input' });
    expect(input).toHaveAttribute('type', 'password');
    expect(input).toHaveAttribute('autocomplete', 'current-password');

    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toHaveValue('s3cret!');

    await userEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input).toHaveAttribute('type', 'password');
  });

  it('shows its error message', () => {
    render(
      <PasswordField label="Password" errorMessage="Password must be at least 8 characters" />,
    );
    const input = screen.getByLabelText('Password', { selector: 'input' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Password must be at least 8 characters');
  });
});

describe('PasswordField refs', () => {
  it('forwards ref to the field wrapper and inputRef to the password <input>', () => {
    const ref = createRef<HTMLDivElement>();
    const inputRef = createRef<HTMLInputElement>();
    render(<PasswordField ref={ref} inputRef={inputRef} label="Password" />);
    expect(inputRef.current).toBe(screen.getByLabelText('Password'));
    expect(inputRef.current).toHaveAttribute('type', 'password');
    expect(ref.current).toContainElement(screen.getByRole('button', { name: 'Show password' }));
  });
});
