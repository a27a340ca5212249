import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Radio, RadioGroup } from './RadioGroup';

const meta = {
  title: 'Forms/RadioGroup',
  component: RadioGroup,
  args: {
    label: 'Theme',
    defaultValue: 'system',
    onChange: fn(),
    children: (
      <>
        <Radio value="system">System</Radio>
        <Radio value="light">Light</Radio>
        <Radio value="dark">Dark</Radio>
      </>
    ),
  },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Vertical: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Dark' }));
    await expect(args.onChange).toHaveBeenCalledWith('dark');
    await expect(canvas.getByRole('radio', { name: 'Dark' })).toBeChecked();
  },
};

export const Horizontal: Story = {
  args: { orientation: 'horizontal', description: 'Follows your device by default.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Theme' })).toHaveAttribute(
      'aria-orientation',
      'horizontal',
    );
  },
};

export const Invalid: Story = {
  args: { defaultValue: undefined, errorMessage: 'Choose a theme' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Theme' })).toHaveAccessibleDescription(
      'Choose a theme',
    );
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Light' })).toBeDisabled();
  },
};
