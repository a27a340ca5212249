import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Meter } from './Meter';

const meta = {
  title: 'Feedback/Meter',
  component: Meter,
  args: { label: 'Required skills', value: 41, maxValue: 55 },
  decorators: [(Story) => <div style={{ width: 320 }}>{Story()}</div>],
} satisfies Meta<typeof Meter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const meter = canvas.getByRole('meter', { name: 'Required skills' });
    await expect(meter).toHaveAttribute('aria-valuenow', '41');
    await expect(canvas.getByText('75%')).toBeVisible();
  },
};

/** A score shown as "41/55" and read as "41 out of 55". */
export const ShownValue: Story = {
  args: { shownValue: '41/55', valueLabel: '41 out of 55' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('meter')).toHaveAttribute('aria-valuetext', '41 out of 55');
    await expect(canvas.getByText('41/55')).toBeVisible();
  },
};
