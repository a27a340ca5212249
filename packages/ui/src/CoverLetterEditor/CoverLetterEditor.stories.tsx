import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { CoverLetterEditor, type CoverLetterEditorProps } from './CoverLetterEditor';

const letter = `Dear hiring team,

I am applying for the Senior Backend Engineer role at Northwind Logistics. Your posting asks for
experience running PostgreSQL at scale and designing public APIs; for six years I have done both.

I build reliable services and like to leave them easier to change than I found them.

Kind regards,
Alex Example`;

/** The editor with its text kept in state, dirty once it differs from the saved text. */
function Controlled(props: CoverLetterEditorProps) {
  const [saved, setSaved] = useState(props.value);
  const [value, setValue] = useState(props.value);
  return (
    <CoverLetterEditor
      {...props}
      value={value}
      isDirty={props.isDirty ?? value !== saved}
      onChange={(next) => {
        props.onChange(next);
        setValue(next);
      }}
      onSave={() => {
        props.onSave?.();
        setSaved(value);
      }}
    />
  );
}

const meta = {
  title: 'Applications/CoverLetterEditor',
  component: CoverLetterEditor,
  render: (args) => <Controlled {...args} />,
  decorators: [
    (Story, { parameters }) => (
      <div style={{ width: (parameters.width as number | undefined) ?? 640, maxWidth: '100%' }}>
        {Story()}
      </div>
    ),
  ],
  args: {
    title: 'Cover letter',
    value: letter,
    maxLength: 5000,
    rows: 12,
    onChange: fn(),
    onSave: fn(),
    onExport: fn(),
    onDraft: fn(),
  },
} satisfies Meta<typeof CoverLetterEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A saved letter: it can be exported; Save waits for a change. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Cover letter' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeDisabled();
    await expect(canvas.getByText(`${letter.length} / 5,000 characters`)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Export PDF' }));
    await expect(args.onExport).toHaveBeenCalledOnce();
  },
};

/** Typing counts the characters and offers Save; unsaved text cannot be exported. */
export const Edited: Story = {
  play: async ({ args, canvas }) => {
    const text = canvas.getByRole('textbox', { name: 'Letter' });
    await userEvent.type(text, ' PS');
    await expect(canvas.getByText(`${letter.length + 3} / 5,000 characters`)).toBeVisible();
    await expect(canvas.getByText('Unsaved changes')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Export PDF' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledOnce();
    await expect(canvas.queryByText('Unsaved changes')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Export PDF' })).toBeEnabled();
  },
};

/** No letter yet: Draft writes one; there is nothing to export. */
export const Empty: Story = {
  args: { value: '' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('0 / 5,000 characters')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Export PDF' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Draft' }));
    await expect(args.onDraft).toHaveBeenCalledOnce();
  },
};

/** While saving, the text is read-only and the other actions wait. */
export const Saving: Story = {
  args: { isDirty: true, isSaving: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Saving/ })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Letter' })).toHaveAttribute('readonly');
    await expect(canvas.getByRole('button', { name: 'Draft' })).toBeDisabled();
  },
};

/** A refused save shows its reason under the text. */
export const SaveFailed: Story = {
  args: { isDirty: true, errorMessage: 'The letter could not be saved. Try again.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('The letter could not be saved. Try again.')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Letter' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Export PDF' })).toBeDisabled();
  },
};

/** In a narrow column the actions wrap under the title. */
export const Narrow: Story = {
  parameters: { width: 360 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Draft' })).toBeVisible();
  },
};
