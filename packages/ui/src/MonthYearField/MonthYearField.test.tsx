import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { formatDateRange, formatPartialDate, MonthYearField } from './MonthYearField';

function Controlled({
  initial = '',
  onChange,
  errorMessage,
}: {
  initial?: string;
  onChange: (v: string) => void;
  errorMessage?: string;
}) {
  const [value, setValue] = useState(initial);
  return (
    <MonthYearField
      label="Start Date"
      value={value}
      errorMessage={errorMessage}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

const group = () => screen.getByRole('group', { name: 'Start Date' });
const year = () => within(group()).getByRole('textbox', { name: 'Year' });
const yearOnly = () => within(group()).getByRole('checkbox', { name: 'Year only' });

async function pickMonth(name: string) {
  await userEvent.click(within(group()).getByRole('button', { name: /Month/ }));
  await userEvent.click(await screen.findByRole('option', { name }));
}

describe('MonthYearField', () => {
  it('answers a year alone as the year: no month or day is invented', async () => {
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    await userEvent.type(year(), '2019');
    expect(onChange).toHaveBeenLastCalledWith('2019');
    expect(yearOnly()).toBeChecked();
  });

  it('answers a month and a year as YYYY-MM', async () => {
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    await userEvent.type(year(), '2019');
    await pickMonth('March');
    expect(onChange).toHaveBeenLastCalledWith('2019-03');
    expect(yearOnly()).not.toBeChecked();
  });

  it('shows a stored date in its parts, keeps its day while the month stays, and drops the month for "Year only"', async () => {
    const onChange = vi.fn();
    render(<Controlled initial="2019-03-14" onChange={onChange} />);
    expect(year()).toHaveValue('2019');
    expect(within(group()).getByRole('button', { name: /March/ })).toBeInTheDocument();
    expect(yearOnly()).not.toBeChecked();
    await userEvent.clear(year());
    await userEvent.type(year(), '2020');
    expect(onChange).toHaveBeenLastCalledWith('2020-03-14');
    await userEvent.click(yearOnly());
    expect(onChange).toHaveBeenLastCalledWith('2020');
    expect(within(group()).getByRole('button', { name: /Month/ })).toBeEnabled();
    expect(yearOnly()).toBeChecked();
  });

  it('takes digits only in the year, and says what is wrong', async () => {
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} errorMessage="Enter a valid date" />);
    await userEvent.type(year(), '2a0');
    expect(onChange).toHaveBeenLastCalledWith('20');
    expect(year()).toHaveAttribute('aria-invalid', 'true');
    expect(group()).toHaveTextContent('Enter a valid date');
  });
});

describe('formatPartialDate and formatDateRange', () => {
  it('show a date as precise as given, never a made-up month', () => {
    expect(formatPartialDate('2019')).toBe('2019');
    expect(formatPartialDate('2019-03')).toBe('Mar 2019');
    expect(formatPartialDate('2019-03-14')).toBe('Mar 2019');
    expect(formatDateRange('2019', '2021')).toBe('2019 – 2021');
    expect(formatDateRange('2019-03', '', true)).toBe('Mar 2019 – Present');
    expect(formatDateRange('', '2021-11')).toBe('Nov 2021');
    expect(formatDateRange('', '')).toBe('');
  });
});
