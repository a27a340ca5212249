import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { FileDropZone, type FileDropZoneProps } from './FileDropZone';

const MB = 1024 * 1024;

/** A File with a faked size, so a 12 MB fixture costs nothing and is identical on every run. */
function makeFile(name: string, size: number, type = 'application/pdf') {
  const file = new File(['x'], name, { type, lastModified: 0 });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

/** What a browser's file chooser does: set `files` on RAC FileTrigger's hidden input, then `change`. */
async function choose(canvasElement: HTMLElement, files: File[]) {
  const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('No file input');
  Object.defineProperty(input, 'files', { configurable: true, value: files });
  await fireEvent.change(input);
}

/** The drop zone element (the parent of its instructions). */
function zoneOf(canvasElement: HTMLElement): HTMLElement {
  const zone = within(canvasElement).getByText('Drag and drop a file here, or').parentElement;
  if (!zone) throw new Error('No drop zone');
  return zone;
}

/**
 * Dispatches a native drag event carrying these files, shaped as react-aria reads a DataTransfer.
 * A real DataTransfer cannot hold files made in a script (its items come back without entries),
 * so the event gets a plain object instead; `fireEvent` cannot do this, since the DragEvent
 * constructor refuses anything but a real DataTransfer.
 */
function dispatchDrag(target: HTMLElement, type: 'dragenter' | 'drop', files: File[]) {
  const event = new DragEvent(type, { bubbles: true, cancelable: true });
  Object.defineProperty(event, 'dataTransfer', {
    value: {
      types: files.map(() => 'Files'),
      items: files.map((file) => ({ kind: 'file', type: file.type, getAsFile: () => file })),
      getData: () => '',
      effectAllowed: 'all',
      dropEffect: 'none',
    },
  });
  target.dispatchEvent(event);
}

function Controlled(
  props: Omit<FileDropZoneProps, 'file' | 'onFileChange'> & {
    initialFile?: File | null;
    onFileChange: FileDropZoneProps['onFileChange'];
  },
) {
  const { initialFile = null, onFileChange, ...rest } = props;
  const [file, setFile] = useState<File | null>(initialFile);
  return (
    <FileDropZone
      {...rest}
      file={file}
      onFileChange={(next) => {
        setFile(next);
        onFileChange(next);
      }}
    />
  );
}

/**
 * A product's configuration (Vita's CV upload: the app passes the same from @vita/api). The
 * component itself knows no product's limits or texts.
 */
const resumeUpload = {
  label: 'Upload Your Resume/CV',
  hint: 'Supports PDF, DOC, DOCX (max 10MB)',
  accept: ['.pdf', '.doc', '.docx'],
  maxSize: 10 * MB,
  messages: {
    tooLarge: 'File is too large. Maximum size is 10MB.',
    invalidType: 'Invalid file type. Please upload a PDF, DOC, or DOCX file.',
  },
} satisfies Partial<FileDropZoneProps>;

const meta = {
  title: 'Forms/FileDropZone',
  component: FileDropZone,
  args: { file: null, onFileChange: fn(), ...resumeUpload },
  render: ({ file, ...args }) => <Controlled {...args} initialFile={file} />,
  decorators: [(Story) => <div style={{ width: 'min(480px, 100%)' }}>{Story()}</div>],
  parameters: { layout: 'padded' },
} satisfies Meta<typeof FileDropZone>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Upload Your Resume/CV')).toBeVisible();
    await expect(canvas.getByText('Supports PDF, DOC, DOCX (max 10MB)')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Choose file' })).toBeEnabled();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const FileChosen: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const file = makeFile('Ada Lovelace - Resume 2024.pdf', 2.4 * MB);
    await choose(canvasElement, [file]);
    await expect(args.onFileChange).toHaveBeenCalledWith(file);
    await expect(canvas.getByText('Ada Lovelace - Resume 2024.pdf')).toBeVisible();
    await expect(canvas.getByText('2.4 MB')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Remove file' })).toBeEnabled();
  },
};

export const RemovesFile: Story = {
  args: { file: makeFile('cv.docx', 180 * 1024) },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('180.0 KB')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove file' }));
    await expect(args.onFileChange).toHaveBeenCalledWith(null);
    await expect(canvas.queryByText('cv.docx')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Choose file' })).toHaveFocus();
  },
};

export const TooLarge: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await choose(canvasElement, [makeFile('portfolio.pdf', 12 * MB)]);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'File is too large. Maximum size is 10MB.',
    );
    await expect(args.onFileChange).toHaveBeenCalledWith(null);
  },
};

export const WrongType: Story = {
  play: async ({ canvas, canvasElement }) => {
    await choose(canvasElement, [makeFile('photo.png', 200 * 1024, 'image/png')]);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Invalid file type. Please upload a PDF, DOC, or DOCX file.',
    );
  },
};

/** Several files dropped at once: one file at a time only. */
export const SeveralFilesDropped: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    dispatchDrag(zoneOf(canvasElement), 'drop', [makeFile('a.pdf', 1000), makeFile('b.pdf', 1000)]);
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent('Invalid file. Please try again.'),
    );
    await expect(args.onFileChange).toHaveBeenCalledWith(null);
  },
};

export const DroppedFile: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const file = makeFile('cv.pdf', 640 * 1024);
    dispatchDrag(zoneOf(canvasElement), 'drop', [file]);
    await waitFor(() => expect(args.onFileChange).toHaveBeenCalledWith(file));
    await expect(canvas.getByText('640.0 KB')).toBeVisible();
  },
};

/** A file dragged over the zone: RAC sets `data-drop-target`, styled as the active target. */
export const DragOver: Story = {
  play: async ({ canvasElement }) => {
    const zone = zoneOf(canvasElement);
    dispatchDrag(zone, 'dragenter', [makeFile('cv.pdf', 1000)]);
    await waitFor(() => expect(zone).toHaveAttribute('data-drop-target', 'true'));
  },
};

export const Uploading: Story = {
  args: { file: makeFile('Ada Lovelace - Resume 2024.pdf', 2.4 * MB), progress: 0.4 },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Uploading...' });
    await expect(bar).toHaveAttribute('aria-valuenow', '40');
    await expect(canvas.getByText('40%')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Remove file' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Choose file' })).toBeDisabled();
  },
};

/** An error from outside, e.g. the upload request failed. */
export const UploadError: Story = {
  args: { file: makeFile('cv.pdf', 2.4 * MB), error: 'Failed to upload file: Unknown error' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Failed to upload file: Unknown error',
    );
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Choose file' })).toBeDisabled();
  },
};
