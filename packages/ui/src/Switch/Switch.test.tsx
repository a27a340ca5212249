import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Switch } from './Switch';

describe('Switch', () => {
  it('turns on and off with clicks and reports the new state', async () => {
    const onChange = vi.fn();
    render(<Switch onChange={onChange}>Email notifications</Switch>);
    const control = screen.getByRole('switch', { name: 'Email notifications' });
    expect(control).not.toBeChecked();
    await userEvent.click(control);
    expect(control).toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(control);
    expect(control).not.toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith(false);
  });

  it('toggles with Space when focused', async () => {
    render(<Switch>Dark mode</Switch>);
    await userEvent.tab();
    const control = screen.getByRole('switch', { name: 'Dark mode' });
    expect(control).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(control).toBeChecked();
  });

  it('ignores clicks while disabled', async () => {
    const onChange = vi.fn();
    render(
      <Switch isDisabled onChange={onChange}>
        Email notifications
      </Switch>,
    );
    const control = screen.getByRole('switch', { name: 'Email notifications' });
    expect(control).toBeDisabled();
    await userEvent.click(control);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('forwards ref to its <label> and passes render props to a className function', () => {
    const ref = createRef<HTMLLabelElement>();
    render(
      <Switch ref={ref} defaultSelected className={({ isSelected }) => (isSelected ? 'on' : 'off')}>
        Email notifications
      </Switch>,
    );
    expect(ref.current?.tagName).toBe('LABEL');
    expect(ref.current).toHaveClass('on');
    expect(ref.current).toContainElement(
      screen.getByRole('switch', { name: 'Email notifications' }),
    );
  });
});
