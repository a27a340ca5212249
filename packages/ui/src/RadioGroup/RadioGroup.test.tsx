import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Radio, RadioGroup } from './RadioGroup';

function Degrees(props: { onChange?: (value: string) => void; isDisabled?: boolean }) {
  return (
    <RadioGroup label="Degree" description="Your highest degree." {...props}>
      <Radio value="bsc">Bachelor</Radio>
      <Radio value="msc">Master</Radio>
      <Radio value="phd">Doctorate</Radio>
    </RadioGroup>
  );
}

describe('RadioGroup', () => {
  it('names the group by its label and describes it', () => {
    render(<Degrees />);
    const group = screen.getByRole('radiogroup', { name: 'Degree' });
    expect(group).toHaveAccessibleDescription('Your highest degree.');
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([
      'bsc',
      'msc',
      'phd',
    ]);
  });

  it('selects by click and moves the selection with the arrow keys', async () => {
    const onChange = vi.fn();
    render(<Degrees onChange={onChange} />);
    await userEvent.click(screen.getByRole('radio', { name: 'Bachelor' }));
    expect(onChange).toHaveBeenLastCalledWith('bsc');
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Master' })).toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith('msc');
  });

  it('disables every option with the group', () => {
    render(<Degrees isDisabled />);
    for (const radio of screen.getAllByRole('radio')) expect(radio).toBeDisabled();
  });

  it('forwards refs to the group and to each option label', () => {
    const groupRef = createRef<HTMLDivElement>();
    const radioRef = createRef<HTMLLabelElement>();
    render(
      <RadioGroup ref={groupRef} label="Degree">
        <Radio ref={radioRef} value="bsc">
          Bachelor
        </Radio>
      </RadioGroup>,
    );
    expect(groupRef.current).toBe(screen.getByRole('radiogroup', { name: 'Degree' }));
    expect(radioRef.current?.tagName).toBe('LABEL');
    expect(radioRef.current).toHaveTextContent('Bachelor');
  });
});
