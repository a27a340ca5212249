import { clsx } from 'clsx';
import { FileText, X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button as RACButton } from 'react-aria-components';
import { formatKilobytes } from '../FileDropZone/FileDropZone';
import * as styles from './AttachmentList.css';

/** Texts of the attachment chips; `{name}` is replaced by the file's name. */
export const attachmentListMessages = {
  /** Accessible name of the list of chips. */
  label: 'Attached files',
  /** Accessible name of a chip's remove button. */
  remove: 'Remove {name}',
} as const;

export type AttachmentListMessages = { [K in keyof typeof attachmentListMessages]: string };

export interface AttachmentChipProps {
  /** The file's name, shown whole when it fits and cut with an ellipsis otherwise (full name as tooltip). */
  name: string;
  /** Size in bytes, shown as `12.3 KB`. @default undefined (not shown) */
  size?: number;
  /** Adds a remove button (named 'Remove {name}') that calls this. @default undefined (no button) */
  onRemove?: () => void;
  /** Disable the remove button, e.g. while the files upload. @default false */
  isDisabled?: boolean;
  /** Accessible name of the remove button; `{name}` is replaced by the file's name. @default 'Remove {name}' */
  removeLabel?: string;
  /** Extra class names. @default undefined */
  className?: string;
}

/** One attached file: an icon, its name and size, and optionally a remove button. */
export function AttachmentChip({
  name,
  size,
  onRemove,
  isDisabled = false,
  removeLabel = attachmentListMessages.remove,
  className,
}: AttachmentChipProps) {
  return (
    <span className={clsx(styles.chip, className)} data-removable={onRemove ? true : undefined}>
      <FileText size={14} aria-hidden className={styles.icon} />
      <span className={styles.name} title={name}>
        {name}
      </span>
      {size !== undefined ? <span className={styles.size}>{formatKilobytes(size)}</span> : null}
      {onRemove ? (
        <RACButton
          className={styles.remove}
          aria-label={removeLabel.replace('{name}', name)}
          isDisabled={isDisabled}
          onPress={onRemove}
        >
          <X size={14} aria-hidden />
        </RACButton>
      ) : null}
    </span>
  );
}

export interface AttachmentItem {
  /** Stable key of the item among its siblings. */
  id: string;
  /** File name. */
  name: string;
  /** Size in bytes. @default undefined */
  size?: number;
}

export interface AttachmentListProps {
  /** The files, in display order. */
  attachments: readonly AttachmentItem[];
  /** Makes each chip removable; called with the item's id. @default undefined (read-only chips) */
  onRemove?: (id: string) => void;
  /**
   * Called after the last chip was removed with its button, so the caller can move focus
   * somewhere useful (focus would otherwise fall back to the page). @default undefined
   */
  onRemovedAll?: () => void;
  /** Disable the remove buttons. @default false */
  isDisabled?: boolean;
  /** Texts of the list and its buttons. @default attachmentListMessages */
  messages?: Partial<AttachmentListMessages>;
  /** Extra class names for the `<ul>`. @default undefined */
  className?: string;
}

/**
 * A wrapping row of attachment chips (a labelled list). Removing a chip with its button moves
 * focus to the next chip's button (or the previous one at the end), never to the page.
 */
export function AttachmentList({
  attachments,
  onRemove,
  onRemovedAll,
  isDisabled = false,
  messages,
  className,
}: AttachmentListProps) {
  const texts = { ...attachmentListMessages, ...messages };
  const listRef = useRef<HTMLUListElement>(null);
  const focusAfterRemove = useRef<{ id: string; index: number } | null>(null);

  useEffect(() => {
    const removed = focusAfterRemove.current;
    // Wait until the caller has actually taken the item out (it may do so later).
    if (!removed || attachments.some((item) => item.id === removed.id)) return;
    focusAfterRemove.current = null;
    const { index } = removed;
    const buttons = listRef.current?.querySelectorAll<HTMLButtonElement>('button');
    if (!buttons || buttons.length === 0) {
      onRemovedAll?.();
      return;
    }
    buttons[Math.min(index, buttons.length - 1)]?.focus();
  }, [attachments, onRemovedAll]);

  if (attachments.length === 0) return null;
  return (
    <ul ref={listRef} className={clsx(styles.list, className)} aria-label={texts.label}>
      {attachments.map((item, index) => (
        <li key={item.id} className={styles.item}>
          <AttachmentChip
            name={item.name}
            size={item.size}
            isDisabled={isDisabled}
            removeLabel={texts.remove}
            onRemove={
              onRemove
                ? () => {
                    focusAfterRemove.current = { id: item.id, index };
                    onRemove(item.id);
                  }
                : undefined
            }
          />
        </li>
      ))}
    </ul>
  );
}
