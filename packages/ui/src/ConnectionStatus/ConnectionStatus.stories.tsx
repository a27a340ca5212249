import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ConnectionStatus } from './ConnectionStatus';

const meta = {
  title: 'Chat/ConnectionStatus',
  component: ConnectionStatus,
} satisfies Meta<typeof ConnectionStatus>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Connecting: Story = {
  args: { state: 'connecting' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Connecting...');
  },
};

export const Connected: Story = {
  args: { state: 'connected' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Connected');
  },
};

/** Lost, with when the next attempt happens. */
export const Disconnected: Story = {
  args: { state: 'disconnected', detail: 'Reconnecting in 6 s' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Disconnected');
    await expect(canvas.getByText('Reconnecting in 6 s')).toBeVisible();
  },
};
