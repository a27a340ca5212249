import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FileButton } from './FileButton';

/** What a browser's file chooser does: set `files` on RAC FileTrigger's hidden input, then `change`. */
function choose(files: File[]) {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('No file input');
  Object.defineProperty(input, 'files', { configurable: true, value: files });
  fireEvent.change(input);
}

describe('FileButton', () => {
  it('offers the accepted types and one file at a time, and hands over the file chosen', () => {
    const onSelect = vi.fn();
    render(
      <FileButton acceptedFileTypes={['.json']} onSelect={onSelect}>
        Import JSON Resume
      </FileButton>,
    );
    expect(screen.getByRole('button', { name: 'Import JSON Resume' })).toBeInTheDocument();
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    expect(input).toHaveAttribute('accept', '.json');
    expect(input).not.toHaveAttribute('multiple');
    const file = new File(['{}'], 'resume.json', { type: 'application/json' });
    choose([file]);
    expect(onSelect).toHaveBeenCalledExactlyOnceWith(file);
  });

  it('does nothing when the chooser is cancelled', () => {
    const onSelect = vi.fn();
    render(<FileButton onSelect={onSelect}>Import</FileButton>);
    choose([]);
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('shows its pending label while busy', () => {
    render(
      <FileButton onSelect={vi.fn()} isPending pendingLabel="Reading...">
        Import
      </FileButton>,
    );
    expect(screen.getByRole('button', { name: /Reading\.\.\./ })).toHaveAttribute(
      'data-pending',
      'true',
    );
  });
});
