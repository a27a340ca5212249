import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import {
  AttachmentChip,
  MESSAGE_INPUT_MAX_HEIGHT,
  MESSAGE_INPUT_MIN_HEIGHT,
  MessageInput,
  type MessageInputProps,
  messageInputMessages,
} from './MessageInput';

const pdf = (name: string, bytes: number) =>
  new File([new Uint8Array(bytes)], name, { type: 'application/pdf', lastModified: 1 });

/** What a browser's file chooser does: set `files` on RAC FileTrigger's hidden input, then `change`. */
function choose(files: File[]) {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('No file input');
  Object.defineProperty(input, 'files', { configurable: true, value: files });
  fireEvent.change(input);
}

function Controlled(props: Partial<MessageInputProps>) {
  const [value, setValue] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  return (
    <MessageInput
      value={value}
      onChange={setValue}
      files={files}
      onFilesChange={setFiles}
      onSubmit={vi.fn()}
      {...props}
    />
  );
}

const textbox = () => screen.getByRole('textbox', { name: 'Message' });

describe('MessageInput', () => {
  it('has a labelled text area with the default placeholder', () => {
    render(<MessageInput onSubmit={vi.fn()} />);
    expect(textbox()).toHaveAttribute('placeholder', 'Ask me anything...');
    expect(MESSAGE_INPUT_MIN_HEIGHT).toBe(48);
    expect(MESSAGE_INPUT_MAX_HEIGHT).toBe(164);
  });

  it('sends with Enter and clears uncontrolled text; Shift+Enter adds a line', async () => {
    const onSubmit = vi.fn();
    render(<MessageInput onSubmit={onSubmit} />);
    await userEvent.type(textbox(), 'Hello{Shift>}{Enter}{/Shift}there');
    expect(textbox()).toHaveValue('Hello\nthere');
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith('Hello\nthere', []);
    expect(textbox()).toHaveValue('');
  });

  it('does not send while an IME composition is confirmed with Enter', () => {
    const onSubmit = vi.fn();
    render(<MessageInput onSubmit={onSubmit} defaultValue="にほん" />);
    fireEvent.keyDown(textbox(), { key: 'Enter', isComposing: true });
    fireEvent.keyDown(textbox(), { key: 'Enter', keyCode: 229 });
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.keyDown(textbox(), { key: 'Enter' });
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('cannot send blank text', async () => {
    const onSubmit = vi.fn();
    render(<MessageInput onSubmit={onSubmit} />);
    const send = screen.getByRole('button', { name: 'Send message' });
    expect(send).toBeDisabled();
    await userEvent.type(textbox(), '   {Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(send).toBeDisabled();
  });

  it('sends with the button, with the attached files', async () => {
    const onSubmit = vi.fn();
    render(<Controlled onSubmit={onSubmit} />);
    const file = pdf('cv.pdf', 2048);
    choose([file]);
    await userEvent.type(textbox(), 'Review it');
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith('Review it', [file]);
  });

  it('does nothing on Enter when canSend is false, and says why', async () => {
    const onSubmit = vi.fn();
    render(
      <MessageInput
        onSubmit={onSubmit}
        defaultValue="Hi"
        canSend={false}
        disabledReason="Reconnecting to the assistant"
      />,
    );
    fireEvent.keyDown(textbox(), { key: 'Enter' });
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Send message' })).toBeDisabled();
    expect(textbox()).toHaveAccessibleDescription('Reconnecting to the assistant');
  });

  it('offers the accepted types, several files at a time, and lists them with their sizes', () => {
    render(<Controlled />);
    expect(screen.getByRole('button', { name: 'Attach files' })).toBeInTheDocument();
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    expect(input).toHaveAttribute('accept', '.pdf,.doc,.docx');
    expect(input).toHaveAttribute('multiple');
    choose([pdf('report.pdf', 12595), pdf('letter.pdf', 512)]);
    const list = screen.getByRole('list', { name: 'Attached files' });
    const items = within(list).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('report.pdf12.3 KB');
    expect(items[1]).toHaveTextContent('letter.pdf0.5 KB');
    // Choosing the same file again does not list it twice.
    choose([pdf('report.pdf', 12595)]);
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
  });

  it('removes a chip and moves focus to the next one, then to the text area', async () => {
    const onFilesChange = vi.fn();
    function Harness() {
      const [files, setFiles] = useState([pdf('a.pdf', 1024), pdf('b.pdf', 2048)]);
      return (
        <MessageInput
          onSubmit={vi.fn()}
          files={files}
          onFilesChange={(next) => {
            onFilesChange(next);
            setFiles(next);
          }}
        />
      );
    }
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Remove a.pdf' }));
    expect(onFilesChange).toHaveBeenLastCalledWith([expect.objectContaining({ name: 'b.pdf' })]);
    expect(screen.queryByText('a.pdf')).toBeNull();
    expect(screen.getByRole('button', { name: 'Remove b.pdf' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.queryByRole('list', { name: 'Attached files' })).toBeNull();
    expect(textbox()).toHaveFocus();
  });

  it('shows a spinner named Sending while submitted, and keeps the button focusable', () => {
    render(<MessageInput onSubmit={vi.fn()} status="submitted" defaultValue="Hi" />);
    const button = screen.getByRole('button', { name: 'Sending' });
    expect(button).toHaveAttribute('data-pending', 'true');
    expect(button).not.toBeDisabled();
  });

  it('turns the send button into Stop reply while streaming, even when canSend is false', async () => {
    const onStop = vi.fn();
    const onSubmit = vi.fn();
    render(
      <MessageInput
        onSubmit={onSubmit}
        onStop={onStop}
        status="streaming"
        canSend={false}
        defaultValue="Next question"
      />,
    );
    expect(screen.queryByRole('button', { name: 'Send message' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Stop reply' }));
    expect(onStop).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(textbox(), { key: 'Enter' });
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('keeps Send message usable after an error', async () => {
    const onSubmit = vi.fn();
    render(<MessageInput onSubmit={onSubmit} status="error" defaultValue="Again" />);
    const send = screen.getByRole('button', { name: 'Send message' });
    expect(send).toHaveAttribute('data-mode', 'error');
    await userEvent.click(send);
    expect(onSubmit).toHaveBeenCalledWith('Again', []);
  });

  it('waits for an upload: no sending, attaching or removing', () => {
    render(
      <MessageInput
        onSubmit={vi.fn()}
        defaultValue="Hi"
        defaultFiles={[pdf('cv.pdf', 1024)]}
        isUploading
      />,
    );
    expect(screen.getByRole('button', { name: 'Send message' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Attach files' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Remove cv.pdf' })).toBeDisabled();
    expect(screen.getByText(messageInputMessages.uploading)).toBeInTheDocument();
  });
});

describe('AttachmentChip', () => {
  it('is read-only without onRemove', () => {
    render(<AttachmentChip name="cv.pdf" size={1024} />);
    expect(screen.getByText('cv.pdf')).toBeInTheDocument();
    expect(screen.getByText('1.0 KB')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
