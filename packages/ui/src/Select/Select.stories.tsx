import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Select, type SelectProps } from './Select';

const levels = [
  { id: 'beginner', label: 'Beginner' },
  { id: 'intermediate', label: 'Intermediate' },
  { id: 'advanced', label: 'Advanced' },
  { id: 'expert', label: 'Expert' },
];

function Controlled(props: Omit<SelectProps, 'value' | 'onChange'> & { initial?: string }) {
  const [value, setValue] = useState(props.initial ?? '');
  return <Select {...props} value={value} onChange={setValue} />;
}

const meta = {
  title: 'Components/Select',
  component: Controlled,
  args: { label: 'Proficiency Level', options: levels },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
} satisfies Meta<typeof Controlled>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Chosen: Story = {
  args: { initial: 'advanced' },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: /Proficiency Level/ });
    await expect(button).toHaveTextContent('Advanced');
  },
};

export const Invalid: Story = {
  args: { label: 'Degree', errorMessage: 'Degree is required' },
};

export const PickOne: Story = {
  parameters: { screenshot: { disable: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Proficiency Level/ }));
    const listbox = within(document.body).getByRole('listbox');
    await userEvent.click(within(listbox).getByRole('option', { name: 'Expert' }));
    await expect(canvas.getByRole('button', { name: /Proficiency Level/ })).toHaveTextContent(
      'Expert',
    );
  },
};
