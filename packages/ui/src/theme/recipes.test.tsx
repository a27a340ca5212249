import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Checkbox } from '../Checkbox/Checkbox';
import { Radio, RadioGroup } from '../RadioGroup/RadioGroup';
import { Switch } from '../Switch/Switch';
import { vars } from './contract.css';
import { flexColumn, flexRow, mutedText, quietButton } from './recipes';
import { choiceControl } from './shared.css';

describe('style recipes', () => {
  it('give the properties the components used to write out, with values from the tokens', () => {
    expect(flexColumn('2')).toEqual({
      display: 'flex',
      flexDirection: 'column',
      gap: vars.space['2'],
    });
    expect(flexRow('1', 'inline-flex')).toEqual({
      display: 'inline-flex',
      alignItems: 'center',
      gap: vars.space['1'],
    });
    expect(mutedText('sm')).toEqual({
      fontSize: vars.fontSize.sm,
      color: vars.color.mutedForeground,
    });
    expect(mutedText('xs', 'tight')).toMatchObject({ lineHeight: vars.lineHeight.tight });
    expect(quietButton('inherit', 'full')).toMatchObject({
      color: 'inherit',
      borderRadius: vars.radius.full,
    });
  });

  it('style the label rows of a checkbox, a switch and a radio with one class', () => {
    render(
      <>
        <Checkbox>Remote only</Checkbox>
        <Switch>Email alerts</Switch>
        <RadioGroup label="Contract">
          <Radio value="permanent">Permanent</Radio>
        </RadioGroup>
      </>,
    );
    for (const name of ['Remote only', 'Email alerts', 'Permanent']) {
      expect(screen.getByText(name).closest('label')).toHaveClass(choiceControl);
    }
  });
});
