import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { PagePreview, type PagePreviewProps } from './PagePreview';

const A4 = { width: 595.28, height: 841.89 };
const LETTER = { width: 612, height: 792 };

/**
 * A stand-in for a page the server renders: a name, a heading and a few lines, drawn as bars as
 * long as their text. Text in an SVG image is drawn with the machine's own fonts, so a stand-in
 * with real text would look different on a machine with other fonts installed.
 */
function samplePage(page: number, size = A4): string {
  const lines = [
    'Senior Backend Engineer, Acme (2021 to now)',
    'Built the billing service in Python; invoice errors down 30%.',
    'Moved 12 services to Docker; deploys from 40 to 8 minutes.',
    'Backend Engineer, Globex (2017 to 2021)',
    'Designed the PostgreSQL schema for 2 million customers.',
  ];
  const bar = (x: number, baseline: number, text: string, fontSize: number, fill: string) =>
    `<rect x="${x}" y="${baseline - fontSize * 0.72}" width="${Math.round(text.length * fontSize * 0.52)}" height="${Math.round(fontSize * 0.72)}" rx="1" fill="${fill}"/>`;
  const top = page === 1 ? 150 : 70;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size.width} ${size.height}" width="${size.width}" height="${size.height}">` +
    `<rect width="100%" height="100%" fill="#ffffff"/>` +
    (page === 1
      ? bar(50, 80, 'Jane Doe', 26, '#1f3a5f') +
        bar(50, 106, 'jane.doe@example.com · Lisbon', 13, '#444444')
      : '') +
    bar(50, top, page === 1 ? 'Experience' : 'Education', 15, '#1f3a5f') +
    lines.map((line, index) => bar(50, top + 28 + index * 22, line, 12, '#9a9a9a')).join('') +
    // The page number as that many dots in the corner: a number in text would need a font.
    Array.from(
      { length: page },
      (_, index) =>
        `<circle cx="${size.width - 50 - index * 8}" cy="${size.height - 34}" r="2.5" fill="#888888"/>`,
    ).join('') +
    `</svg>`
  );
}

/** The preview with its page kept in state, as the export page keeps it. */
function Controlled(props: PagePreviewProps) {
  const [page, setPage] = useState(props.page);
  return (
    <PagePreview
      {...props}
      page={page}
      svg={props.svg === null ? null : samplePage(page)}
      onPageChange={(next) => {
        props.onPageChange(next);
        setPage(next);
      }}
    />
  );
}

const meta = {
  title: 'Export/PagePreview',
  component: PagePreview,
  render: (args) => <Controlled {...args} />,
  // About the width of the preview column beside the export settings; a story can set `parameters.width`.
  decorators: [
    (Story, { parameters }) => (
      <div style={{ width: (parameters.width as number | undefined) ?? 420, maxWidth: '100%' }}>
        {Story()}
      </div>
    ),
  ],
  args: {
    svg: samplePage(1),
    page: 1,
    pages: 3,
    aspectRatio: A4.width / A4.height,
    label: 'Backend Engineer CV',
    onPageChange: fn(),
  },
} satisfies Meta<typeof PagePreview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('img', { name: 'Page 1 of 3 of Backend Engineer CV' }),
    ).toHaveAttribute('src', expect.stringMatching(/^data:image\/svg\+xml;charset=utf-8,/));
    await expect(canvas.getByText('Page 1 of 3')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toBeDisabled();
  },
};

/** Next, then Next again: the last page disables Next. */
export const Paged: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(3);
    await expect(canvas.getByText('Page 3 of 3')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await expect(
      canvas.getByRole('img', { name: 'Page 3 of 3 of Backend Engineer CV' }),
    ).toBeVisible();
  },
};

/** A new render on its way: the previous page stays, dimmed, under a spinner. */
export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Loading page' })).toBeVisible();
    await expect(
      canvas.getByRole('img', { name: 'Page 1 of 3 of Backend Engineer CV' }),
    ).toBeVisible();
  },
};

/** Nothing rendered yet: a placeholder of the paper's shape, so the layout does not jump. */
export const FirstLoad: Story = {
  args: { svg: null, pages: null, isLoading: true },
  play: async ({ canvasElement }) => {
    const sheet = canvasElement.querySelector<HTMLElement>('[aria-busy="true"]')!;
    const { width, height } = sheet.getBoundingClientRect();
    await expect(Math.abs(width / height - A4.width / A4.height)).toBeLessThan(0.01);
  },
};

/** The page could not be rendered: the message takes its place, in an alert. */
export const RenderError: Story = {
  args: { error: 'The CV could not be rendered with this template.', pages: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'The CV could not be rendered with this template.',
    );
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

/** One page: no pager. */
export const SinglePage: Story = {
  args: { pages: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Next page' })).toBeNull();
    await expect(
      canvas.getByRole('img', { name: 'Page 1 of 1 of Backend Engineer CV' }),
    ).toBeVisible();
  },
};

/** US Letter at 500px: the box keeps the letter's shape and fills the width. */
export const USLetterNarrow: Story = {
  parameters: { width: 500 },
  args: { aspectRatio: LETTER.width / LETTER.height, svg: samplePage(1, LETTER), page: 2 },
  render: (args) => <PagePreview {...args} svg={samplePage(2, LETTER)} />,
  play: async ({ canvas }) => {
    const image = canvas.getByRole('img', { name: 'Page 2 of 3 of Backend Engineer CV' });
    const { width, height } = image.getBoundingClientRect();
    await expect(Math.round(width)).toBe(498);
    await expect(Math.abs(width / height - LETTER.width / LETTER.height)).toBeLessThan(0.01);
  },
};
