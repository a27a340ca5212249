import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { TemplatePicker, type TemplatePickerOption } from './TemplatePicker';

const thumbnail = (title: string) =>
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 595 842" width="595" height="842">' +
  `<rect width="100%" height="100%" fill="#ffffff"/><text x="50" y="70">${title}</text></svg>`;

const options: TemplatePickerOption[] = [
  {
    value: 'ats',
    label: 'ATS',
    description: 'One column with standard headings',
    thumbnail: thumbnail('Jane Doe (ATS)'),
  },
  {
    value: 'modern',
    label: 'Modern',
    description: 'Two columns, with contact details and skills beside the experience',
    thumbnail: thumbnail('Jane Doe (Modern)'),
  },
  {
    value: 'compact',
    label: 'Compact',
    description: 'One dense column that fits more on each page',
    thumbnail: null,
  },
];

function renderPicker(props: { value?: string; isDisabled?: boolean } = {}) {
  const onChange = vi.fn();
  const result = render(
    <TemplatePicker
      label="Template"
      options={options}
      value={props.value ?? 'ats'}
      onChange={onChange}
      aspectRatio={595.28 / 841.89}
      isDisabled={props.isDisabled}
    />,
  );
  return { ...result, onChange };
}

describe('TemplatePicker', () => {
  it('is a labelled radio group of cards, each named by its label and described', () => {
    renderPicker();
    const group = screen.getByRole('radiogroup', { name: 'Template' });
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((radio) => radio.getAttribute('value'))).toEqual([
      'ats',
      'modern',
      'compact',
    ]);
    const modern = screen.getByRole('radio', { name: 'Modern' });
    expect(modern).toHaveAccessibleDescription(
      'Two columns, with contact details and skills beside the experience',
    );
    expect(screen.getByRole('radio', { name: 'ATS' })).toBeChecked();
    expect(modern).not.toBeChecked();
  });

  it('calls onChange with the value of the card chosen', async () => {
    const { onChange } = renderPicker();
    await userEvent.click(screen.getByText('Modern'));
    expect(onChange).toHaveBeenCalledWith('modern');
  });

  it('moves the choice with the arrow keys', async () => {
    const onChange = vi.fn();
    function Picker() {
      const [value, setValue] = useState('modern');
      return (
        <TemplatePicker
          label="Template"
          options={options}
          value={value}
          onChange={(next) => {
            onChange(next);
            setValue(next);
          }}
          aspectRatio={1}
        />
      );
    }
    render(<Picker />);
    await userEvent.tab();
    expect(screen.getByRole('radio', { name: 'Modern' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(onChange).toHaveBeenLastCalledWith('compact');
    expect(screen.getByRole('radio', { name: 'Compact' })).toBeChecked();
    await userEvent.keyboard('{ArrowLeft}');
    await userEvent.keyboard('{ArrowLeft}');
    expect(onChange).toHaveBeenLastCalledWith('ats');
    expect(screen.getByRole('radio', { name: 'ATS' })).toHaveFocus();
  });

  it('shows each thumbnail as a decorative image of a data URL, and a placeholder while null', () => {
    const { container } = renderPicker();
    const images = [...container.querySelectorAll('img')];
    expect(images).toHaveLength(2);
    for (const image of images) {
      expect(image).toHaveAttribute('alt', '');
      expect(image.getAttribute('src')).toMatch(/^data:image\/svg\+xml;charset=utf-8,%3Csvg/);
    }
    expect(decodeURIComponent(images[1]!.getAttribute('src')!.split(',').slice(1).join(','))).toBe(
      options[1]!.thumbnail,
    );
    // The SVG stays inside the image: its text is nowhere in the document.
    expect(screen.queryByText('Jane Doe (ATS)')).toBeNull();
    expect(container.querySelector('svg text')).toBeNull();
    // No accessible image at all: the thumbnails are decoration.
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('disables every card with the group', () => {
    renderPicker({ isDisabled: true });
    for (const radio of screen.getAllByRole('radio')) expect(radio).toBeDisabled();
  });
});
