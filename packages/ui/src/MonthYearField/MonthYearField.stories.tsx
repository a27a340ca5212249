import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { MonthYearField, type MonthYearFieldProps } from './MonthYearField';

function Controlled(props: Omit<MonthYearFieldProps, 'value' | 'onChange'> & { initial?: string }) {
  const [value, setValue] = useState(props.initial ?? '');
  return (
    <div>
      <MonthYearField {...props} value={value} onChange={setValue} />
      <output data-testid="value">{value || '(none)'}</output>
    </div>
  );
}

const meta = {
  title: 'Components/MonthYearField',
  component: Controlled,
  args: { label: 'Start Date' },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
} satisfies Meta<typeof Controlled>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const MonthAndYear: Story = { args: { initial: '2021-03' } };

export const YearOnly: Story = { args: { initial: '2019' } };

export const Invalid: Story = {
  args: { label: 'Issue Date', initial: '20', errorMessage: 'Enter a valid date' },
};

export const Disabled: Story = { args: { label: 'End Date', isDisabled: true } };

export const Typed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Year' }), '2023');
    await expect(canvas.getByTestId('value')).toHaveTextContent('2023');
    await expect(canvas.getByRole('checkbox', { name: 'Year only' })).toBeChecked();
  },
};
