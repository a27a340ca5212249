import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import {
  FileDropZone,
  type FileDropZoneProps,
  formatFileSize,
  formatKilobytes,
} from './FileDropZone';

const MB = 1024 * 1024;

/** A File whose size is faked, so a 12 MB file costs nothing to create. */
function makeFile(name: string, size: number, type = 'application/pdf') {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

/** A product's configuration (Vita's CV upload): its limits and its own refusal texts. */
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

function Harness(props: Partial<FileDropZoneProps> & { onChange?: (file: File | null) => void }) {
  const { onChange, ...rest } = props;
  const [file, setFile] = useState<File | null>(rest.file ?? null);
  return (
    <FileDropZone
      {...resumeUpload}
      {...rest}
      file={file}
      onFileChange={(next) => {
        setFile(next);
        onChange?.(next);
      }}
    />
  );
}

/** What a browser's file chooser does: set `files` on RAC FileTrigger's hidden input, then `change`. */
function choose(files: File[]) {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('No file input');
  Object.defineProperty(input, 'files', { configurable: true, value: files });
  fireEvent.change(input);
}

/** A native drop of these items on the zone (the shape react-aria reads from a DataTransfer). */
function drop(items: { kind: 'file' | 'string'; file?: File }[]) {
  const zone = screen.getByText('Drag and drop a file here, or').parentElement;
  if (!zone) throw new Error('No drop zone');
  fireEvent.drop(zone, {
    dataTransfer: {
      types: items.map((item) => (item.kind === 'file' ? 'Files' : 'text/plain')),
      items: items.map((item) => ({
        kind: item.kind,
        type: item.file?.type ?? 'text/plain',
        getAsFile: () => item.file ?? null,
      })),
      getData: () => 'some text',
      dropEffect: 'copy',
      effectAllowed: 'all',
    },
  });
}

describe('FileDropZone', () => {
  it('shows the label, the hint and a Choose file button with the accept filter', () => {
    render(<Harness />);
    expect(screen.getByText('Upload Your Resume/CV')).toBeInTheDocument();
    expect(screen.getByText('Supports PDF, DOC, DOCX (max 10MB)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose file' })).toBeEnabled();
    const input = document.querySelector('input[type="file"]');
    expect(input).toHaveAttribute('accept', '.pdf,.doc,.docx');
    expect(input).not.toHaveAttribute('multiple');
  });

  it('accepts a valid chosen file and shows its name and size', () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const file = makeFile('Ada Lovelace CV.pdf', 2.4 * MB);
    choose([file]);
    expect(onChange).toHaveBeenCalledWith(file);
    expect(screen.getByText('Ada Lovelace CV.pdf')).toBeInTheDocument();
    expect(screen.getByText('2.4 MB')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('rejects a file over 10 MB with the exact message', () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    choose([makeFile('cv.pdf', 10 * MB + 1)]);
    expect(screen.getByRole('alert')).toHaveTextContent('File is too large. Maximum size is 10MB.');
    expect(onChange).toHaveBeenCalledWith(null);
  });

  it('rejects a wrong type before looking at the size', () => {
    render(<Harness />);
    choose([makeFile('photo.png', 20 * MB, 'image/png')]);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Invalid file type. Please upload a PDF, DOC, or DOCX file.',
    );
  });

  it('accepts upper-case extensions such as CV.DOCX', () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const file = makeFile('CV.DOCX', 300 * 1024, '');
    choose([file]);
    expect(onChange).toHaveBeenCalledWith(file);
    expect(screen.getByText('300.0 KB')).toBeInTheDocument();
  });

  it('rejects several chosen files and an empty file as an invalid file', () => {
    render(<Harness />);
    choose([makeFile('a.pdf', 1000), makeFile('b.pdf', 1000)]);
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid file. Please try again.');
    choose([makeFile('empty.pdf', 0)]);
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid file. Please try again.');
  });

  it('validates drops the same way: one valid file, several files, or text', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const file = makeFile('cv.pdf', 1024);
    drop([{ kind: 'file', file }]);
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(file));
    expect(screen.getByText('cv.pdf')).toBeInTheDocument();

    drop([
      { kind: 'file', file: makeFile('a.pdf', 1000) },
      { kind: 'file', file: makeFile('b.pdf', 1000) },
    ]);
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Invalid file. Please try again.'),
    );
    expect(onChange).toHaveBeenLastCalledWith(null);

    drop([{ kind: 'file', file: makeFile('huge.docx', 11 * MB) }]);
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'File is too large. Maximum size is 10MB.',
      ),
    );

    drop([{ kind: 'string' }]);
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Invalid file. Please try again.'),
    );
  });

  it('Remove file clears the file and the message and moves focus to Choose file', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} file={makeFile('cv.pdf', 2048)} />);
    await userEvent.click(screen.getByRole('button', { name: 'Remove file' }));
    expect(onChange).toHaveBeenCalledWith(null);
    expect(screen.queryByText('cv.pdf')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose file' })).toHaveFocus();
  });

  it('uses a custom validate and shows an external error', () => {
    const { rerender } = render(
      <FileDropZone
        file={null}
        onFileChange={() => {}}
        validate={(file) => (file.name.startsWith('draft') ? 'No drafts, please.' : null)}
      />,
    );
    choose([makeFile('draft.pdf', 10)]);
    expect(screen.getByRole('alert')).toHaveTextContent('No drafts, please.');

    rerender(<FileDropZone file={null} onFileChange={() => {}} error="Upload failed." />);
    // The last choice's message still wins until a valid file or Remove clears it.
    expect(screen.getByRole('alert')).toHaveTextContent('No drafts, please.');
  });

  it('shows upload progress and locks choosing and removing while uploading', () => {
    render(<Harness file={makeFile('cv.pdf', 2048)} progress={0.4} />);
    const bar = screen.getByRole('progressbar', { name: 'Uploading...' });
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    expect(screen.getByText('40%')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose file' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Remove file' })).toBeDisabled();
  });

  it('ignores choices when disabled', () => {
    render(<Harness isDisabled />);
    expect(screen.getByRole('button', { name: 'Choose file' })).toBeDisabled();
  });
});

describe('FileDropZone without a product configuration', () => {
  function Bare(props: Partial<FileDropZoneProps>) {
    return <FileDropZone file={null} onFileChange={() => {}} {...props} />;
  }

  it('has neutral texts, no hint and no chooser filter', () => {
    render(<Bare />);
    expect(screen.getByText('Upload a file')).toBeInTheDocument();
    expect(screen.getByText('Drag and drop a file here, or')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose file' })).toBeEnabled();
    expect(document.querySelector('input[type="file"]')).not.toHaveAttribute('accept');
    expect(screen.queryByText(/max/i)).not.toBeInTheDocument();
  });

  it('accepts any type and any size, but refuses an empty file', () => {
    const onFileChange = vi.fn();
    render(<Bare onFileChange={onFileChange} />);
    const big = makeFile('photo.png', 500 * MB, 'image/png');
    choose([big]);
    expect(onFileChange).toHaveBeenLastCalledWith(big);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    choose([makeFile('empty.txt', 0, 'text/plain')]);
    expect(onFileChange).toHaveBeenLastCalledWith(null);
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid file. Please try again.');
  });

  it('uses the given limits with its own default messages', () => {
    render(<Bare accept={['.csv']} maxSize={1024} />);
    expect(document.querySelector('input[type="file"]')).toHaveAttribute('accept', '.csv');
    choose([makeFile('data.xlsx', 10)]);
    expect(screen.getByRole('alert')).toHaveTextContent('This type of file is not accepted.');
    choose([makeFile('data.csv', 2048)]);
    expect(screen.getByRole('alert')).toHaveTextContent('File is too large.');
  });

  it('takes every text from messages (e.g. a translation)', () => {
    render(
      <Bare
        file={makeFile('cv.pdf', 2048)}
        progress={0.5}
        label="Datei hochladen"
        messages={{
          instructions: 'Datei hierher ziehen, oder',
          choose: 'Datei wählen',
          remove: 'Datei entfernen',
          uploading: 'Wird hochgeladen...',
        }}
      />,
    );
    expect(screen.getByText('Datei hochladen')).toBeInTheDocument();
    expect(screen.getByText('Datei hierher ziehen, oder')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Datei wählen' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Datei entfernen' })).toBeDisabled();
    expect(screen.getByRole('progressbar', { name: 'Wird hochgeladen...' })).toHaveAttribute(
      'aria-valuenow',
      '50',
    );
  });
});

describe('formatFileSize', () => {
  it('uses KB below 1 MB and MB above, with one decimal', () => {
    expect(formatFileSize(512)).toBe('0.5 KB');
    expect(formatFileSize(300 * 1024)).toBe('300.0 KB');
    expect(formatFileSize(2.45 * 1024 * 1024)).toBe('2.5 MB');
  });
});

describe('formatKilobytes', () => {
  it('shows kilobytes with one decimal, however large', () => {
    expect(formatKilobytes(0)).toBe('0.0 KB');
    expect(formatKilobytes(512)).toBe('0.5 KB');
    expect(formatKilobytes(12595)).toBe('12.3 KB');
    expect(formatKilobytes(3 * 1024 * 1024)).toBe('3072.0 KB');
  });
});
