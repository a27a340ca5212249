import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TextField } from '../TextField/TextField';
import { Form } from './Form';

describe('Form', () => {
  it('shows server validation errors on the named field', () => {
    render(
      <Form validationErrors={{ email: 'Invalid credentials' }}>
        <TextField label="Email" name="email" />
      </Form>,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Invalid credentials');
  });
});
