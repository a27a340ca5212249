import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Pagination } from './Pagination';

const meta = {
  title: 'Data/Pagination',
  component: Pagination,
  args: { page: 1, pageCount: 3, onPageChange: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The element marked as the current page (its text is 'Page N', the word visually hidden). */
function currentPage(nav: HTMLElement): HTMLElement {
  const current = nav.querySelector<HTMLElement>('[aria-current="page"]');
  if (!current) throw new Error('No element with aria-current="page"');
  return current;
}

export const FirstPage: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Pagination' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await expect(currentPage(canvas.getByRole('navigation'))).toHaveTextContent('Page 1');
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
  },
};

export const MiddlePage: Story = {
  args: { page: 2 },
  play: async ({ args, canvas }) => {
    const current = currentPage(canvas.getByRole('navigation'));
    await expect(current).toHaveTextContent('Page 2');
    await userEvent.click(canvas.getByRole('button', { name: 'Previous' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(3);
  },
};

export const LastPage: Story = {
  args: { page: 3 },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Previous' })).toBeEnabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }), { pointerEventsCheck: 0 });
    await expect(args.onPageChange).not.toHaveBeenCalled();
  },
};

/** Without a total (skip/limit lists): the caller says whether a next page exists. */
export const WithoutPageCount: Story = {
  args: { page: 4, pageCount: undefined, hasNext: true },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText(/of \d/)).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Previous' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeEnabled();
  },
};

export const Disabled: Story = {
  args: { page: 2, isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled();
  },
};
