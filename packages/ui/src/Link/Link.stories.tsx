import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Text } from '../Text/Text';
import { Link } from './Link';

const meta = {
  title: 'Components/Link',
  component: Link,
  args: { href: '#recover-password', children: 'Forgot your password?' },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '#recover-password',
    );
  },
};

export const InText: Story = {
  render: (args) => (
    <Text size="sm" tone="muted">
      Don&apos;t have an account? <Link {...args}>Sign up</Link>
    </Text>
  ),
  args: { href: '#signup' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Sign up' })).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};
