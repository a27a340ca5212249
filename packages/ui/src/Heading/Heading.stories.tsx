import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Text } from '../Text/Text';
import { Heading } from './Heading';

const meta = {
  title: 'Typography/Heading',
  component: Heading,
  args: { children: 'User Settings', level: 1 },
} satisfies Meta<typeof Heading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'User Settings' })).toBeVisible();
  },
};

export const Scale: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      <Heading level={1} size="3xl">
        404
      </Heading>
      <Heading level={2}>Oops!</Heading>
      <Heading level={3}>Experience 1</Heading>
      <Heading level={4}>Chat Features</Heading>
      <Text tone="muted">The page you are looking for was not found.</Text>
      <Text size="sm">Welcome back, nice to see you again!!!</Text>
      <Text size="sm" tone="danger">
        Error loading onboarding status: Network error
      </Text>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading')).toHaveLength(4);
  },
};
