import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Radio, RadioGroup } from '../RadioGroup/RadioGroup';
import { Switch } from '../Switch/Switch';
import { Checkbox } from './Checkbox';
import { createRef } from 'react';

describe('Checkbox', () => {
  it('toggles and reports the new state', async () => {
    const onChange = vi.fn();
    render(<Checkbox onChange={onChange}>I currently work here</Checkbox>);
    const checkbox = screen.getByRole('checkbox', { name: 'I currently work here' });
    await userEvent.click(checkbox);
    expect(onChange).toHaveBeenLastCalledWith(true);
    expect(checkbox).toBeChecked();
  });
});

describe('RadioGroup', () => {
  it('selects with arrow keys and reports the value', async () => {
    const onChange = vi.fn();
    render(
      <RadioGroup label="Theme" defaultValue="system" onChange={onChange}>
        <Radio value="system">System</Radio>
        <Radio value="light">Light</Radio>
        <Radio value="dark">Dark</Radio>
      </RadioGroup>,
    );
    expect(screen.getByRole('radiogroup', { name: 'Theme' })).toBeInTheDocument();
    await userEvent.tab();
    expect(screen.getByRole('radio', { name: 'System' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(onChange).toHaveBeenLastCalledWith('light');
    expect(screen.getByRole('radio', { name: 'Light' })).toBeChecked();
  });

  it('shows its error message', () => {
    render(
      <RadioGroup label="Degree" errorMessage="Choose a degree">
        <Radio value="bsc">Bachelor</Radio>
      </RadioGroup>,
    );
    expect(screen.getByRole('radiogroup', { name: 'Degree' })).toHaveAccessibleDescription(
      'Choose a degree',
    );
  });
});

describe('Switch', () => {
  it('toggles', async () => {
    const onChange = vi.fn();
    render(<Switch onChange={onChange}>Email notifications</Switch>);
    await userEvent.click(screen.getByRole('switch', { name: 'Email notifications' }));
    expect(onChange).toHaveBeenLastCalledWith(true);
  });
});

describe('Checkbox refs', () => {
  it('forwards ref to the <label> that holds the checkbox', () => {
    const ref = createRef<HTMLLabelElement>();
    render(<Checkbox ref={ref}>I currently work here</Checkbox>);
    expect(ref.current?.tagName).toBe('LABEL');
    expect(ref.current).toContainElement(
      screen.getByRole('checkbox', { name: 'I currently work here' }),
    );
  });
});
