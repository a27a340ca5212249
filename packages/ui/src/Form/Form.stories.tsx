import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../Button/Button';
import { Link } from '../Link/Link';
import { PasswordField } from '../PasswordField/PasswordField';
import { TextField } from '../TextField/TextField';
import { Form } from './Form';

const meta = {
  title: 'Forms/Form',
  component: Form,
  args: { onSubmit: fn((event: React.FormEvent) => event.preventDefault()) },
} satisfies Meta<typeof Form>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignIn: Story = {
  render: (args) => (
    <Form {...args} style={{ width: 340 }}>
      <TextField label="Email" name="email" type="email" autoComplete="email" isRequired />
      <PasswordField label="Password" name="password" isRequired />
      <Link href="#recover-password">Forgot your password?</Link>
      <Button type="submit" fullWidth>
        Sign In
      </Button>
    </Form>
  ),
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

export const ServerErrors: Story = {
  args: { validationErrors: { email: 'Invalid credentials' } },
  render: (args) => (
    <Form {...args} style={{ width: 340 }}>
      <TextField label="Email" name="email" type="email" defaultValue="ada@example.com" />
      <PasswordField label="Password" name="password" />
      <Button type="submit" isPending pendingLabel="Signing in..." fullWidth>
        Sign In
      </Button>
    </Form>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'Invalid credentials',
    );
  },
};
