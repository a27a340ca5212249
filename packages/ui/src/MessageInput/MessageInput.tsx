import { clsx } from 'clsx';
import { ArrowUp, CircleAlert, Paperclip, Square } from 'lucide-react';
import {
  type KeyboardEvent,
  type Ref,
  useCallback,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { Button as RACButton, FileTrigger } from 'react-aria-components';
import { button } from '../Button/Button.css';
import { Spinner } from '../Spinner/Spinner';
import { AttachmentList, type AttachmentListMessages } from './AttachmentList';
import * as styles from './MessageInput.css';
import { MESSAGE_INPUT_MAX_HEIGHT_PX, MESSAGE_INPUT_MIN_HEIGHT_PX } from './sizes';

export { AttachmentChip, AttachmentList, attachmentListMessages } from './AttachmentList';
export type {
  AttachmentChipProps,
  AttachmentItem,
  AttachmentListMessages,
  AttachmentListProps,
} from './AttachmentList';

/** Height of the empty text area (px): one line. */
export const MESSAGE_INPUT_MIN_HEIGHT = MESSAGE_INPUT_MIN_HEIGHT_PX;
/** The text area grows with its text up to this height (px, about six lines), then scrolls. */
export const MESSAGE_INPUT_MAX_HEIGHT = MESSAGE_INPUT_MAX_HEIGHT_PX;

export const messageInputStatuses = ['idle', 'submitted', 'streaming', 'error'] as const;
/**
 * Where the conversation is: `idle` (ready), `submitted` (sent, waiting for the reply to start),
 * `streaming` (the reply is being written; the send button becomes a stop button), `error` (the
 * last send failed; sending again is allowed).
 */
export type MessageInputStatus = (typeof messageInputStatuses)[number];

/** The composer's texts. */
export const messageInputMessages = {
  /** Placeholder of the empty text area. */
  placeholder: 'Ask me anything...',
  /** Accessible name of the text area. */
  label: 'Message',
  /** Accessible name of the paperclip button. */
  attach: 'Attach files',
  /** Accessible name of the send button (idle and error). */
  send: 'Send message',
  /** Accessible name of the send button while the message is on its way. */
  sending: 'Sending',
  /** Accessible name of the stop button while the reply is written. */
  stop: 'Stop reply',
  /** Shown under the input while the attached files upload. */
  uploading: 'Uploading files...',
} as const;

export type MessageInputMessages = { [K in keyof typeof messageInputMessages]: string };

export interface MessageInputProps {
  /** The text (controlled). @default undefined (uncontrolled) */
  value?: string;
  /** The initial text when uncontrolled. @default '' */
  defaultValue?: string;
  /** Called with the new text on every edit. @default undefined */
  onChange?: (value: string) => void;
  /**
   * Called with the text (as typed) and the attached files when the user sends, by Enter or the
   * send button, and only while sending is allowed. Uncontrolled text and files are cleared after.
   */
  onSubmit: (text: string, files: File[]) => void;
  /** The attached files (controlled). @default undefined (uncontrolled) */
  files?: File[];
  /** The initially attached files when uncontrolled. @default [] */
  defaultFiles?: File[];
  /** Called with the new list when files are added or removed. @default undefined */
  onFilesChange?: (files: File[]) => void;
  /** The conversation's state; sets the look and action of the send button. @default 'idle' */
  status?: MessageInputStatus;
  /** Called by the stop button while `status` is 'streaming'. @default undefined */
  onStop?: () => void;
  /**
   * Whether the app allows sending now (say, the connection is up). When false the send button
   * is disabled and Enter does nothing; the stop button stays usable while streaming. A message
   * also needs text or a file. @default true
   */
  canSend?: boolean;
  /** The attached files are uploading: sending, attaching and removing wait. @default false */
  isUploading?: boolean;
  /** Disable the whole composer. @default false */
  isDisabled?: boolean;
  /** Why sending is not possible right now, shown under the input and read with it. @default undefined */
  disabledReason?: string;
  /** Placeholder of the empty text area. @default 'Ask me anything...' */
  placeholder?: string;
  /** Accessible name of the text area. @default 'Message' */
  'aria-label'?: string;
  /** File types the chooser offers, comma-separated extensions or MIME types. @default '.pdf,.doc,.docx' */
  accept?: string;
  /** Focus the text area when mounted. @default false */
  autoFocus?: boolean;
  /** The composer's texts. @default messageInputMessages */
  messages?: Partial<MessageInputMessages>;
  /** Texts of the attachment chips. @default attachmentListMessages */
  attachmentMessages?: Partial<AttachmentListMessages>;
  /** Extra class names for the wrapper. @default undefined */
  className?: string;
  /** The `<textarea>`, e.g. to focus it after choosing a conversation. @default undefined */
  textAreaRef?: Ref<HTMLTextAreaElement>;
}

/** A key for a file that stays the same across renders, so chips keep their identity. */
function fileKey(file: File): string {
  return `${file.name}:${file.size}:${file.lastModified}`;
}

/** Sets a React ref, object or callback. */
function assignRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

/**
 * The chat composer: a text area that grows from one line up to `MESSAGE_INPUT_MAX_HEIGHT`,
 * attached files as removable chips, a paperclip that opens the file chooser (several files),
 * and a send button that follows `status` (send, sending, stop, error). Enter sends, Shift+Enter
 * starts a new line, and Enter that confirms an IME composition never sends.
 */
export function MessageInput({
  value,
  defaultValue = '',
  onChange,
  onSubmit,
  files,
  defaultFiles = [],
  onFilesChange,
  status = 'idle',
  onStop,
  canSend = true,
  isUploading = false,
  isDisabled = false,
  disabledReason,
  placeholder,
  'aria-label': ariaLabel,
  accept = '.pdf,.doc,.docx',
  autoFocus = false,
  messages,
  attachmentMessages,
  className,
  textAreaRef,
}: MessageInputProps) {
  const texts = { ...messageInputMessages, ...messages };
  const [ownText, setOwnText] = useState(defaultValue);
  const [ownFiles, setOwnFiles] = useState<File[]>(defaultFiles);
  const text = value ?? ownText;
  const attached = files ?? ownFiles;
  const textArea = useRef<HTMLTextAreaElement | null>(null);
  const hintId = useId();

  const setText = (next: string) => {
    if (value === undefined) setOwnText(next);
    onChange?.(next);
  };
  const setFiles = (next: File[]) => {
    if (files === undefined) setOwnFiles(next);
    onFilesChange?.(next);
  };

  const hasContent = text.trim() !== '' || attached.length > 0;
  const isBusy = status === 'submitted' || status === 'streaming';
  const sendAllowed = !isDisabled && canSend && !isUploading && !isBusy && hasContent;

  const submit = () => {
    if (!sendAllowed) return;
    onSubmit(text, attached);
    if (value === undefined) setOwnText('');
    if (files === undefined) setOwnFiles([]);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey) return;
    // Enter that confirms a composition (Japanese, Chinese, Korean input) picks the characters;
    // Safari reports it as keyCode 229 after `compositionend`, so both are checked.
    if (event.nativeEvent.isComposing || event.keyCode === 229) return;
    event.preventDefault();
    submit();
  };

  // Grow with the text: measure the content at its natural height, then clamp.
  const resize = useCallback(() => {
    const element = textArea.current;
    if (!element) return;
    element.style.height = 'auto';
    const content = element.scrollHeight;
    const height = Math.min(Math.max(content, MESSAGE_INPUT_MIN_HEIGHT), MESSAGE_INPUT_MAX_HEIGHT);
    element.style.height = `${height}px`;
    element.style.overflowY = content > MESSAGE_INPUT_MAX_HEIGHT ? 'auto' : 'hidden';
  }, []);

  useLayoutEffect(resize, [text, resize]);

  // A narrower box wraps the text onto more lines: measure again when the width changes.
  useLayoutEffect(() => {
    const element = textArea.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    let width = element.clientWidth;
    const observer = new ResizeObserver(() => {
      if (element.clientWidth === width) return;
      width = element.clientWidth;
      resize();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [resize]);

  const setTextAreaRef = useCallback(
    (element: HTMLTextAreaElement | null) => {
      textArea.current = element;
      assignRef(textAreaRef, element);
    },
    [textAreaRef],
  );

  const chips = useMemo(
    () =>
      attached.map((file, index) => ({
        // The index only tells apart the same file chosen twice.
        id: `${fileKey(file)}:${attached.slice(0, index).filter((f) => fileKey(f) === fileKey(file)).length}`,
        name: file.name,
        size: file.size,
      })),
    [attached],
  );

  const addFiles = (chosen: FileList | null) => {
    if (!chosen || chosen.length === 0) return;
    const known = new Set(attached.map(fileKey));
    const added = Array.from(chosen).filter((file) => !known.has(fileKey(file)));
    if (added.length > 0) setFiles([...attached, ...added]);
  };

  const hint = disabledReason ?? (isUploading ? texts.uploading : undefined);
  const mode =
    status === 'streaming'
      ? 'stop'
      : status === 'submitted'
        ? 'pending'
        : status === 'error'
          ? 'error'
          : 'send';

  return (
    <div
      className={clsx(styles.root, className)}
      data-status={status}
      data-disabled={isDisabled || undefined}
    >
      <AttachmentList
        className={styles.attachments}
        attachments={chips}
        isDisabled={isDisabled || isUploading}
        messages={attachmentMessages}
        onRemove={(id) => setFiles(attached.filter((_, index) => chips[index]?.id !== id))}
        onRemovedAll={() => textArea.current?.focus()}
      />
      <div className={styles.box}>
        <FileTrigger
          acceptedFileTypes={accept
            .split(',')
            .map((type) => type.trim())
            .filter(Boolean)}
          allowsMultiple
          onSelect={addFiles}
        >
          <RACButton
            className={clsx(button({ variant: 'ghost', size: 'icon' }), styles.action)}
            aria-label={texts.attach}
            isDisabled={isDisabled || isUploading}
          >
            <Paperclip size={18} aria-hidden />
          </RACButton>
        </FileTrigger>
        <textarea
          ref={setTextAreaRef}
          className={styles.textArea}
          rows={1}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder={placeholder ?? texts.placeholder}
          aria-label={ariaLabel ?? texts.label}
          aria-describedby={hint ? hintId : undefined}
          disabled={isDisabled}
          autoFocus={autoFocus}
          enterKeyHint="send"
        />
        {/* One button for every status, so a focused button keeps its focus as the status changes. */}
        <RACButton
          className={clsx(
            button({ variant: mode === 'error' ? 'danger' : 'primary', size: 'icon' }),
            styles.action,
          )}
          aria-label={
            mode === 'stop' ? texts.stop : mode === 'pending' ? texts.sending : texts.send
          }
          isPending={mode === 'pending'}
          isDisabled={mode === 'stop' ? isDisabled || !onStop : mode !== 'pending' && !sendAllowed}
          onPress={mode === 'stop' ? onStop : submit}
          data-mode={mode}
        >
          {mode === 'stop' ? (
            <Square size={14} fill="currentColor" aria-hidden />
          ) : mode === 'pending' ? (
            <Spinner size="sm" aria-hidden />
          ) : mode === 'error' ? (
            <CircleAlert size={18} aria-hidden />
          ) : (
            <ArrowUp size={18} aria-hidden />
          )}
        </RACButton>
      </div>
      {/* Always rendered (empty when there is nothing to say): a live region must exist before
          its text changes for screen readers to announce the change. */}
      <p id={hintId} className={styles.hint} aria-live="polite">
        {hint}
      </p>
    </div>
  );
}
