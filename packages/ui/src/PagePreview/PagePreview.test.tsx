import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PagePreview, type PagePreviewProps } from './PagePreview';

const PREFIX = 'data:image/svg+xml;charset=utf-8,';

// The user's own text, as the server draws it, including characters that mean something in a URL
// and in markup.
const page =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 595 842" width="595" height="842">' +
  '<rect width="100%" height="100%" fill="#ffffff"/>' +
  '<text x="50" y="70" font-size="24">Jane Doe</text>' +
  '<text x="50" y="100" font-size="12">R&amp;D lead #1, 100% remote?</text>' +
  '</svg>';

function renderPreview(props: Partial<PagePreviewProps> = {}) {
  const onPageChange = vi.fn();
  render(
    <PagePreview
      svg={page}
      page={1}
      pages={3}
      onPageChange={onPageChange}
      aspectRatio={595.28 / 841.89}
      label="Backend CV"
      {...props}
    />,
  );
  return { onPageChange };
}

describe('PagePreview', () => {
  it('shows the page as an image of a data URL, with an exact alt text', () => {
    renderPreview();
    const image = screen.getByRole('img', { name: 'Page 1 of 3 of Backend CV' });
    expect(image.tagName).toBe('IMG');
    const src = image.getAttribute('src')!;
    expect(src.startsWith(PREFIX)).toBe(true);
    expect(decodeURIComponent(src.slice(PREFIX.length))).toBe(page);
    // Percent-encoded throughout: a bare '#' would end the URL there.
    expect(src.slice(PREFIX.length)).not.toMatch(/[<>#" ]/);
  });

  it('never puts the SVG into the document as markup', () => {
    const { container } = render(
      <PagePreview
        svg={page.replace('</svg>', '<script>window.ran = true</script></svg>')}
        page={1}
        pages={1}
        onPageChange={vi.fn()}
        aspectRatio={1}
        label="Backend CV"
      />,
    );
    expect(screen.queryByText('Jane Doe')).toBeNull();
    expect(container.querySelector('svg text, svg rect, script')).toBeNull();
    expect(container.innerHTML).not.toContain('<text');
    expect((window as { ran?: boolean }).ran).toBeUndefined();
  });

  it('names the page without a count while the count is unknown', () => {
    renderPreview({ pages: null });
    expect(screen.getByRole('img', { name: 'Page 1 of Backend CV' })).toBeInTheDocument();
    // Nothing to page back to, and no known next page: no pager yet.
    expect(screen.queryByRole('group', { name: 'Pages' })).toBeNull();
  });

  it('pages forward and back, each button disabled at its end', async () => {
    const first = renderPreview({ page: 1, pages: 3 });
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(first.onPageChange).toHaveBeenCalledWith(2);
  });

  it('disables Next on the last page and goes back with Previous', async () => {
    const { onPageChange } = renderPreview({ page: 3, pages: 3 });
    expect(screen.getByText('Page 3 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(onPageChange).toHaveBeenCalledWith(2);
    expect(onPageChange).toHaveBeenCalledTimes(1);
  });

  it('hides the pager for a one-page document', () => {
    renderPreview({ pages: 1 });
    expect(screen.getByRole('img', { name: 'Page 1 of 1 of Backend CV' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next page' })).toBeNull();
    expect(screen.queryByText(/^Page \d/)).toBeNull();
  });

  it('keeps the previous page, dimmed, under a spinner while the next one loads', () => {
    renderPreview({ isLoading: true, page: 2 });
    const image = screen.getByRole('img', { name: 'Page 2 of 3 of Backend CV' });
    expect(image).toHaveAttribute('data-stale');
    expect(screen.getByRole('progressbar', { name: 'Loading page' })).toBeInTheDocument();
  });

  it('shows a placeholder of the paper before any page has loaded', () => {
    const { container } = render(
      <PagePreview
        svg={null}
        page={1}
        pages={null}
        onPageChange={vi.fn()}
        aspectRatio={612 / 792}
        isLoading
        label="Backend CV"
      />,
    );
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.querySelector('[aria-busy="true"]')).toHaveTextContent('Loading page');
  });

  it('replaces the page with the error in an alert', () => {
    renderPreview({ error: 'The CV could not be rendered with this template.' });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The CV could not be rendered with this template.',
    );
    expect(screen.queryByRole('img')).toBeNull();
  });
});
