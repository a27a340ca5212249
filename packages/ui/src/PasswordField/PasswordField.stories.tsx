import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { PasswordField } from './PasswordField';

const meta = {
  title: 'Forms/PasswordField',
  component: PasswordField,
  args: { label: 'Password', name: 'password', defaultValue: 'correct horse' },
  decorators: [(Story) => <div style={{ width: 320 }}>{Story()}</div>],
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Hidden: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Password', { selector: 'input' })).toHaveAttribute(
      'type',
      'password',
    );
  },
};

export const Revealed: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(canvas.getByLabelText('Password', { selector: 'input' })).toHaveAttribute(
      'type',
      'text',
    );
    await expect(canvas.getByRole('button', { name: 'Hide password' })).toBeVisible();
  },
};

export const Invalid: Story = {
  args: {
    label: 'New Password',
    autoComplete: 'new-password',
    defaultValue: 'short',
    errorMessage: 'Password must be at least 8 characters',
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByLabelText('New Password', { selector: 'input' }),
    ).toHaveAccessibleDescription('Password must be at least 8 characters');
  },
};
