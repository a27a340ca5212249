import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { TextAreaField } from './TextAreaField';

const meta = {
  title: 'Forms/TextAreaField',
  component: TextAreaField,
  args: { label: 'Professional Bio', name: 'summary', description: 'A few sentences about you.' },
  decorators: [(Story) => <div style={{ width: 400 }}>{Story()}</div>],
} satisfies Meta<typeof TextAreaField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const textArea = canvas.getByRole('textbox', { name: 'Professional Bio' });
    await userEvent.type(textArea, 'Frontend engineer.');
    await expect(textArea).toHaveValue('Frontend engineer.');
  },
};

export const Invalid: Story = {
  args: { errorMessage: 'Bio is required' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('textbox', { name: 'Professional Bio' }),
    ).toHaveAccessibleDescription(/Bio is required/);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'Frontend engineer.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Professional Bio' })).toBeDisabled();
  },
};
