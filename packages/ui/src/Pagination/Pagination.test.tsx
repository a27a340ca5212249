import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Pagination } from './Pagination';

function current() {
  const nav = screen.getByRole('navigation', { name: 'Pagination' });
  return nav.querySelector('[aria-current="page"]');
}

describe('Pagination', () => {
  it('disables Previous on the first page and goes to page 2 with Next', async () => {
    const onPageChange = vi.fn();
    render(<Pagination page={1} pageCount={3} onPageChange={onPageChange} />);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(current()).toHaveTextContent('Page 1');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPageChange).toHaveBeenCalledExactlyOnceWith(2);
  });

  it('enables both in the middle and calls page - 1 / page + 1', async () => {
    const onPageChange = vi.fn();
    render(<Pagination page={2} pageCount={3} onPageChange={onPageChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPageChange.mock.calls).toEqual([[1], [3]]);
    expect(screen.getByText('of 3')).toBeInTheDocument();
  });

  it('disables Next on the last page', async () => {
    const onPageChange = vi.fn();
    render(<Pagination page={3} pageCount={3} onPageChange={onPageChange} />);
    const next = screen.getByRole('button', { name: 'Next' });
    expect(next).toBeDisabled();
    await userEvent.click(next);
    expect(onPageChange).not.toHaveBeenCalled();
  });

  it('follows hasPrevious / hasNext when the page count is unknown', () => {
    const { rerender } = render(<Pagination page={1} hasNext onPageChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
    rerender(<Pagination page={5} hasNext={false} onPageChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(current()).toHaveTextContent('Page 5');
  });

  it('disables both buttons with isDisabled', () => {
    render(<Pagination page={2} pageCount={3} isDisabled onPageChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });
});
