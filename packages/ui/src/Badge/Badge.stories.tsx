import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Badge, badgeVariants } from './Badge';

const meta = {
  title: 'Components/Badge',
  component: Badge,
  args: { children: 'Active' },
  argTypes: { variant: { control: 'inline-radio', options: badgeVariants } },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Variants: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8 }}>
      <Badge variant="neutral">Inactive</Badge>
      <Badge variant="success">Active</Badge>
      <Badge variant="warning">Draft</Badge>
      <Badge variant="danger">Failed</Badge>
      <Badge variant="info">You</Badge>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('You')).toBeVisible();
  },
};
