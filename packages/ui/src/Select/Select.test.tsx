import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Select } from './Select';

const levels = [
  { id: 'beginner', label: 'Beginner' },
  { id: 'expert', label: 'Expert' },
];

function Controlled({ onChange }: { onChange: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <Select
      label="Proficiency"
      options={levels}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('Select', () => {
  it('shows its placeholder, then the chosen option, and reports the id', async () => {
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    const button = screen.getByRole('button', { name: /Proficiency/ });
    expect(button).toHaveTextContent('Select…');
    await userEvent.click(button);
    await userEvent.click(screen.getByRole('option', { name: 'Expert' }));
    expect(onChange).toHaveBeenCalledWith('expert');
    expect(button).toHaveTextContent('Expert');
  });

  it('shows its error message and marks itself invalid', () => {
    render(
      <Select
        label="Degree"
        options={levels}
        value=""
        onChange={() => {}}
        errorMessage="Degree is required"
      />,
    );
    expect(screen.getByText('Degree is required')).toBeVisible();
  });
});
