import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import {
  TemplatePicker,
  type TemplatePickerOption,
  type TemplatePickerProps,
} from './TemplatePicker';

const W = 595.28;
const H = 841.89;

/** A stand-in for a template's first page: bars where the name, headings and text would be. */
function sampleThumbnail(kind: 'ats' | 'modern' | 'compact'): string {
  const left = kind === 'modern' ? 190 : 50;
  const step = kind === 'compact' ? 16 : 22;
  const accent = kind === 'ats' ? '#222222' : kind === 'modern' ? '#1f3a5f' : '#5b2a86';
  const parts = [`<rect width="100%" height="100%" fill="#ffffff"/>`];
  if (kind === 'modern') parts.push(`<rect width="160" height="${H}" fill="#eef3f8"/>`);
  parts.push(
    // The name as a bar: text in an SVG image is drawn with the machine's own fonts.
    `<rect x="${left}" y="60" width="116" height="20" rx="1" fill="${accent}"/>`,
  );
  let y = 130;
  // Three sections: a heading bar, then five lines of text.
  for (let section = 0; section < 3; section++) {
    parts.push(`<rect x="${left}" y="${y}" width="120" height="12" fill="${accent}"/>`);
    y += step + 6;
    for (let line = 0; line < 5; line++) {
      const width = 380 - ((line * 47) % 140) - (kind === 'modern' ? 140 : 0);
      parts.push(`<rect x="${left}" y="${y}" width="${width}" height="7" fill="#c8c8c8"/>`);
      y += step;
    }
    y += step;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}">${parts.join('')}</svg>`;
}

const templates: TemplatePickerOption[] = [
  {
    value: 'ats',
    label: 'ATS',
    description: 'One column with standard headings, read correctly by applicant tracking systems',
    thumbnail: sampleThumbnail('ats'),
  },
  {
    value: 'modern',
    label: 'Modern',
    description: 'Two columns, with contact details and skills beside the experience',
    thumbnail: sampleThumbnail('modern'),
  },
  {
    value: 'compact',
    label: 'Compact',
    description: 'One dense column that fits more on each page',
    thumbnail: sampleThumbnail('compact'),
  },
];

/** The picker with its choice kept in state, as the export page keeps it. */
function Controlled(props: TemplatePickerProps) {
  const [value, setValue] = useState(props.value);
  return (
    <TemplatePicker
      {...props}
      value={value}
      onChange={(next) => {
        props.onChange(next);
        setValue(next);
      }}
    />
  );
}

const meta = {
  title: 'Export/TemplatePicker',
  component: TemplatePicker,
  render: (args) => <Controlled {...args} />,
  // Wide enough for three cards; a story can set `parameters.width`.
  decorators: [
    (Story, { parameters }) => (
      <div style={{ width: (parameters.width as number | undefined) ?? 640, maxWidth: '100%' }}>
        {Story()}
      </div>
    ),
  ],
  args: {
    label: 'Template',
    options: templates,
    value: 'ats',
    aspectRatio: W / H,
    onChange: fn(),
  },
} satisfies Meta<typeof TemplatePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const columns = (canvasElement: HTMLElement) => {
  const tops = [...canvasElement.querySelectorAll('input[type="radio"]')].map(
    (radio) => radio.closest('label')!.getBoundingClientRect().top,
  );
  return tops.filter((top) => top === tops[0]).length;
};

/** Three across, the first chosen. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('radio', { name: 'ATS' })).toBeChecked();
    await expect(columns(canvasElement)).toBe(3);
  },
};

/** Choosing another card moves the accent border and the check mark to it. */
export const Chosen: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByText('Modern'));
    await expect(args.onChange).toHaveBeenLastCalledWith('modern');
    await expect(canvas.getByRole('radio', { name: 'Modern' })).toBeChecked();
  },
};

/** Tab focuses the chosen card (ring visible), the arrow keys move the choice. */
export const Keyboard: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'ATS' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onChange).toHaveBeenLastCalledWith('modern');
    await expect(canvas.getByRole('radio', { name: 'Modern' })).toHaveFocus();
  },
};

/** At 500px two cards fit in a row; the third wraps. */
export const Narrow: Story = {
  parameters: { width: 500 },
  args: { value: 'compact' },
  play: async ({ canvasElement }) => {
    await expect(columns(canvasElement)).toBe(2);
  },
};

/** Thumbnails still rendering: placeholders of the page's shape. */
export const LoadingThumbnails: Story = {
  args: { options: templates.map((option) => ({ ...option, thumbnail: null })) },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('img')).toHaveLength(0);
  },
};

/** Six templates wrap into rows of three. */
export const ManyOptions: Story = {
  args: {
    aspectRatio: 612 / 792,
    options: [
      ...templates,
      ...templates.map((option, index) => ({
        ...option,
        value: `${option.value}-2`,
        label: `${option.label} (letter ${index + 1})`,
        thumbnail: index === 1 ? null : option.thumbnail,
      })),
    ],
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByRole('radio')).toHaveLength(6);
    await expect(columns(canvasElement)).toBe(3);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
  },
};
