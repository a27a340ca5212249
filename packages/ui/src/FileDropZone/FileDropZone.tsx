import { clsx } from 'clsx';
import { CircleAlert, FileText, Upload, X } from 'lucide-react';
import { type MouseEvent, useRef, useState } from 'react';
import {
  Button as RACButton,
  DropZone,
  type DropZoneProps,
  FileTrigger,
  Text,
} from 'react-aria-components';
import { button } from '../Button/Button.css';
import { ProgressBar } from '../ProgressBar/ProgressBar';
import * as styles from './FileDropZone.css';

/**
 * The component's texts, in English and free of any product's rules; the defaults of `messages`.
 * A product passes its own (its exact refusal texts, a translation) through `messages`.
 */
export const fileDropZoneMessages = {
  /** Refusal: the file is bigger than `maxSize`. */
  tooLarge: 'File is too large.',
  /** Refusal: the name's extension is not in `accept`. */
  invalidType: 'This type of file is not accepted.',
  /** Refusal: an empty file, several files, or something that is not a file. */
  invalid: 'Invalid file. Please try again.',
  /** The line above the Choose file button. */
  instructions: 'Drag and drop a file here, or',
  /** The button that opens the file chooser. */
  choose: 'Choose file',
  /** Accessible name of the button that removes the chosen file. */
  remove: 'Remove file',
  /** Label of the progress bar during an upload. */
  uploading: 'Uploading...',
} as const;

export type FileDropZoneMessages = { [K in keyof typeof fileDropZoneMessages]: string };

type DropEvent = Parameters<NonNullable<DropZoneProps['onDrop']>>[0];

/** A file size for people: '512.0 KB', '2.4 MB' (one decimal, 1 KB = 1024 bytes). */
export function formatFileSize(bytes: number): string {
  return bytes < 1024 * 1024 ? formatKilobytes(bytes) : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** A size in kilobytes with one decimal, however large (1 KB = 1024 bytes): `12.3 KB`, `2048.0 KB`. */
export function formatKilobytes(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

export interface FileDropZoneProps {
  /** Accepted file extensions with the dot (e.g. `['.pdf']`), compared case-insensitively; also the chooser's filter. Empty accepts any file. @default [] */
  accept?: string[];
  /** MIME types added to the file chooser's filter (the check itself goes by extension). @default [] */
  acceptedMimeTypes?: string[];
  /** Largest allowed size in bytes. @default no limit */
  maxSize?: number;
  /** The chosen file (controlled). */
  file: File | null;
  /** Called with a valid chosen or dropped file, or with null when it is removed or a new choice is invalid. */
  onFileChange: (file: File | null) => void;
  /** Replaces the default check (extension, then size, then empty file); return a message or null. @default type → size → empty check */
  validate?: (file: File) => string | null;
  /** An error from outside, e.g. a failed upload; a validation message from the last choice wins over it. @default null */
  error?: string | null;
  /** Upload progress from 0 to 1; shows an 'Uploading...' bar and locks choosing and removing. null hides it. @default null */
  progress?: number | null;
  /** Disable choosing, dropping and removing. @default false */
  isDisabled?: boolean;
  /** Title inside the zone; also the drop target's accessible name. @default 'Upload a file' */
  label?: string;
  /** Small print under the button, e.g. the accepted types and the size limit. @default undefined (none) */
  hint?: string;
  /** Refusal messages of the default check and of bad drops, and the zone's other texts. @default fileDropZoneMessages */
  messages?: Partial<FileDropZoneMessages>;
  /** Extra class names. @default undefined */
  className?: string;
}

/**
 * Choose or drop one file (RAC DropZone + FileTrigger). Dropping, clicking the zone and the
 * 'Choose file' button all go through the same check; several files or a non-file drop give
 * the 'Invalid file' message. Keyboard users use the button (or paste onto the focused zone).
 */
export function FileDropZone({
  accept = [],
  acceptedMimeTypes = [],
  maxSize = Number.POSITIVE_INFINITY,
  file,
  onFileChange,
  validate,
  error = null,
  progress = null,
  isDisabled = false,
  label = 'Upload a file',
  hint,
  messages: messageOverrides,
  className,
}: FileDropZoneProps) {
  const messages = { ...fileDropZoneMessages, ...messageOverrides };
  const [problem, setProblem] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const chooseRef = useRef<HTMLButtonElement>(null);
  const isUploading = progress !== null;
  const isLocked = isDisabled || isUploading;
  const shownError = problem ?? error;

  const check =
    validate ??
    ((candidate: File) => {
      const name = candidate.name.toLowerCase();
      if (
        accept.length > 0 &&
        !accept.some((extension) => name.endsWith(extension.toLowerCase()))
      ) {
        return messages.invalidType;
      }
      if (candidate.size > maxSize) return messages.tooLarge;
      // An empty file is never what someone meant to upload.
      if (candidate.size === 0) return messages.invalid;
      return null;
    });

  const take = (candidates: File[]) => {
    const [candidate] = candidates;
    const message = candidates.length === 1 && candidate ? check(candidate) : messages.invalid;
    setProblem(message);
    onFileChange(message === null && candidate ? candidate : null);
  };

  const onDrop = async (event: DropEvent) => {
    const [item] = event.items;
    // Text, links or folders, or more than one file: not something we can upload.
    if (event.items.length !== 1 || item?.kind !== 'file') {
      take([]);
      return;
    }
    try {
      take([await item.getFile()]);
    } catch {
      // The browser could not read the dropped entry (e.g. a file from a remote share).
      take([]);
    }
  };

  const onZoneClick = (event: MouseEvent<HTMLDivElement>) => {
    // Clicks on the zone's own buttons are theirs; a click anywhere else opens the chooser too.
    if (isLocked || (event.target as Element).closest('button')) return;
    inputRef.current?.click();
  };

  const remove = () => {
    setProblem(null);
    onFileChange(null);
    // The remove button disappears; keep keyboard focus in the component.
    chooseRef.current?.focus();
  };

  return (
    <div className={clsx(styles.root, className)}>
      <DropZone
        isDisabled={isLocked}
        getDropOperation={() => 'copy'}
        onDrop={(event) => void onDrop(event)}
        onClick={onZoneClick}
        data-invalid={shownError ? true : undefined}
        className={styles.zone}
      >
        <span className={styles.icon} aria-hidden>
          <Upload size={20} />
        </span>
        <Text slot="label" className={styles.label}>
          {label}
        </Text>
        <p className={styles.instructions}>{messages.instructions}</p>
        <FileTrigger
          ref={inputRef}
          acceptedFileTypes={
            accept.length + acceptedMimeTypes.length > 0
              ? [...accept, ...acceptedMimeTypes]
              : undefined
          }
          allowsMultiple={false}
          onSelect={(files) => {
            // null or empty: the chooser was cancelled, which changes nothing.
            if (files && files.length > 0) take(Array.from(files));
          }}
        >
          <RACButton
            ref={chooseRef}
            isDisabled={isLocked}
            className={clsx(button({ variant: 'outline', size: 'sm' }), styles.chooseButton)}
          >
            {messages.choose}
          </RACButton>
        </FileTrigger>
        {hint ? <p className={styles.hint}>{hint}</p> : null}
      </DropZone>

      {file ? (
        <div className={styles.file}>
          <span className={styles.fileIcon} aria-hidden>
            <FileText size={20} />
          </span>
          <span className={styles.fileText}>
            <span className={styles.fileName} title={file.name}>
              {file.name}
            </span>
            <span className={styles.fileSize}>{formatFileSize(file.size)}</span>
          </span>
          <RACButton
            aria-label={messages.remove}
            isDisabled={isLocked}
            onPress={remove}
            className={button({ variant: 'ghost', size: 'icon' })}
          >
            <X size={16} aria-hidden />
          </RACButton>
        </div>
      ) : null}

      {isUploading ? (
        <ProgressBar label={messages.uploading} value={Math.round(progress * 100)} />
      ) : null}

      {shownError ? (
        <p role="alert" className={styles.error}>
          <CircleAlert size={16} aria-hidden className={styles.errorIcon} />
          {shownError}
        </p>
      ) : null}
    </div>
  );
}
