import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { VisuallyHidden } from './VisuallyHidden';

const meta = {
  title: 'Components/VisuallyHidden',
  component: VisuallyHidden,
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 'Page' is read before the number but not shown: sighted users see just '2'. */
export const InPagination: Story = {
  render: () => (
    <nav aria-label="Pagination">
      <span aria-current="page" data-testid="current">
        <VisuallyHidden>Page</VisuallyHidden> 2
      </span>
    </nav>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('current')).toHaveTextContent('Page 2');
    const hidden = canvas.getByText('Page');
    const box = hidden.getBoundingClientRect();
    await expect(box.width).toBeLessThanOrEqual(1);
    await expect(box.height).toBeLessThanOrEqual(1);
    await expect(getComputedStyle(hidden).position).toBe('absolute');
  },
};
