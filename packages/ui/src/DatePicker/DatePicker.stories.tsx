import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { DatePicker, type DatePickerProps } from './DatePicker';

function Controlled(props: Omit<DatePickerProps, 'value' | 'onChange'> & { initial?: string }) {
  const [value, setValue] = useState(props.initial ?? '');
  return (
    <div>
      <DatePicker {...props} value={value} onChange={setValue} />
      <output data-testid="value">{value || '(none)'}</output>
    </div>
  );
}

const meta = {
  title: 'Components/DatePicker',
  component: Controlled,
  args: { label: 'Start Date' },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
} satisfies Meta<typeof Controlled>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const WithValue: Story = { args: { initial: '2021-03-15' } };

export const Invalid: Story = {
  args: { label: 'Issue Date', errorMessage: 'Issue date is required' },
};

export const Disabled: Story = { args: { label: 'End Date', isDisabled: true } };

export const Typed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [month] = canvas.getAllByRole('spinbutton');
    await userEvent.click(month!);
    await userEvent.keyboard('07042023');
    await expect(canvas.getByTestId('value')).toHaveTextContent('2023-07-04');
  },
};
