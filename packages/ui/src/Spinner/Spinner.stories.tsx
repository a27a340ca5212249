import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Spinner } from './Spinner';

const meta = {
  title: 'Feedback/Spinner',
  component: Spinner,
  decorators: [
    (Story) => <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>{Story()}</div>,
  ],
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Sizes: Story = {
  render: () => (
    <>
      <Spinner size="sm" />
      <Spinner size="md" aria-label="Connecting..." />
      <Spinner size="lg" />
    </>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Connecting...' })).toBeVisible();
  },
};
