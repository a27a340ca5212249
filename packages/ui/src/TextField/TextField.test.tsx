import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button/Button';
import { Form } from '../Form/Form';
import { TextField } from './TextField';
import { createRef } from 'react';

describe('TextField', () => {
  it('labels the input and links the description', () => {
    render(<TextField label="Email" description="We never share it." name="email" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAccessibleDescription('We never share it.');
    expect(input).toHaveAttribute('name', 'email');
  });

  it('shows the error message, marks the input invalid and links the message', () => {
    render(<TextField label="Email" errorMessage="Invalid credentials" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Invalid credentials');
    expect(screen.getByText('Invalid credentials')).toBeVisible();
  });

  it('reports typed text through onChange with the string value', async () => {
    const onChange = vi.fn();
    render(<TextField label="Full Name" onChange={onChange} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Full Name' }), 'Ada');
    expect(onChange).toHaveBeenLastCalledWith('Ada');
  });

  it('forwards inputRef to the input element', () => {
    let element: HTMLInputElement | null = null;
    render(
      <TextField
        label="Email"
        inputRef={(node) => {
          element = node;
        }}
      />,
    );
    expect(element).toBe(screen.getByRole('textbox', { name: 'Email' }));
  });

  it('inside Form, leaves required validation to the app instead of blocking submit', async () => {
    const onSubmit = vi.fn((event: React.FormEvent) => event.preventDefault());
    function Example() {
      const [value, setValue] = useState('');
      return (
        <Form onSubmit={onSubmit}>
          <TextField label="Email" isRequired value={value} onChange={setValue} />
          <Button type="submit">Sign In</Button>
        </Form>
      );
    }
    render(<Example />);
    expect(screen.getByRole('textbox', { name: 'Email' })).toBeRequired();
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});

describe('TextField refs', () => {
  it('forwards ref to the field wrapper and inputRef to the <input>', () => {
    const ref = createRef<HTMLDivElement>();
    const inputRef = createRef<HTMLInputElement>();
    render(<TextField ref={ref} inputRef={inputRef} label="Email" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(inputRef.current).toBe(input);
    expect(ref.current?.tagName).toBe('DIV');
    expect(ref.current).toContainElement(input);
    expect(ref.current).toHaveTextContent('Email');
  });
});
