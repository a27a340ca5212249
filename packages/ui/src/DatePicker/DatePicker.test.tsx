import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DatePicker } from './DatePicker';

function Controlled({
  initial = '',
  onChange,
}: {
  initial?: string;
  onChange: (v: string) => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <DatePicker
      label="Start Date"
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('DatePicker', () => {
  it('takes a typed date segment by segment and answers an ISO date', async () => {
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    const [month] = screen.getAllByRole('spinbutton');
    await userEvent.click(month!);
    await userEvent.keyboard('03152024');
    expect(onChange).toHaveBeenLastCalledWith('2024-03-15');
  });

  it('shows an ISO value in its segments and an unparseable one as empty', () => {
    const { unmount } = render(<Controlled initial="2021-11-05" onChange={() => {}} />);
    expect(screen.getAllByRole('spinbutton').map((s) => s.textContent)).toEqual([
      '11',
      '5',
      '2021',
    ]);
    unmount();
    render(<Controlled initial="not a date" onChange={() => {}} />);
    expect(screen.getAllByRole('spinbutton').map((s) => s.getAttribute('aria-valuenow'))).toEqual([
      null,
      null,
      null,
    ]);
  });

  it('picks a date from the calendar', async () => {
    const onChange = vi.fn();
    render(<Controlled initial="2024-03-15" onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: /Choose a date/ }));
    await userEvent.click(screen.getByRole('button', { name: /March 20, 2024/ }));
    expect(onChange).toHaveBeenLastCalledWith('2024-03-20');
  });

  it('shows its error message', () => {
    render(
      <DatePicker
        label="Issue Date"
        value=""
        onChange={() => {}}
        errorMessage="Issue date is required"
      />,
    );
    expect(screen.getByText('Issue date is required')).toBeVisible();
  });
});
