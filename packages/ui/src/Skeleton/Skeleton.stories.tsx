import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Skeleton } from './Skeleton';

const meta = {
  title: 'Feedback/Skeleton',
  component: Skeleton,
  args: { width: 240, height: 16 },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Line: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-hidden="true"]')).not.toBeNull();
  },
};

/** Five placeholder rows while a table loads. */
export const TableRows: Story = {
  render: () => (
    <div
      aria-busy="true"
      aria-label="Loading items"
      role="status"
      style={{ display: 'grid', gap: 12, width: 480 }}
    >
      {[0, 1, 2, 3, 4].map((row) => (
        <div
          key={row}
          style={{ display: 'grid', gridTemplateColumns: '80px 1fr 1.5fr 40px', gap: 16 }}
        >
          <Skeleton height={20} />
          <Skeleton height={20} />
          <Skeleton height={20} />
          <Skeleton height={20} />
        </div>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading items' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const Circle: Story = {
  args: { width: 40, height: 40, radius: '9999px' },
};
