import { clsx } from 'clsx';
import { ChevronRight, RotateCw, TriangleAlert } from 'lucide-react';
import type { Ref } from 'react';
import { Button as RACButton, Disclosure, DisclosurePanel } from 'react-aria-components';
import { Button } from '../Button/Button';
import { Heading } from '../Heading/Heading';
import * as styles from './ChatErrorCard.css';

/** The card's texts. */
export const chatErrorCardMessages = {
  title: 'Chat Error',
  description: 'Something went wrong with the chat interface.',
  /** The trigger of the collapsible technical details. */
  details: 'Details',
  retry: 'Try Again',
} as const;

export type ChatErrorCardMessages = { [K in keyof typeof chatErrorCardMessages]: string };

export interface ChatErrorCardProps {
  /** What was thrown: its message and stack go in the collapsed details. @default undefined (no details) */
  error?: unknown;
  /** Called by 'Try Again', e.g. to reset the error boundary and mount the chat again. */
  onRetry: () => void;
  /** Open the details at first. @default false */
  defaultExpanded?: boolean;
  /** Outline level of the title. @default 2 */
  headingLevel?: 2 | 3 | 4;
  /** The card's texts. @default chatErrorCardMessages */
  messages?: Partial<ChatErrorCardMessages>;
  /** Extra class names. @default undefined */
  className?: string;
  /** The card's `<div>`. @default undefined */
  ref?: Ref<HTMLDivElement>;
}

/** The technical text of a thrown value: the stack (which starts with the message) or the message. */
export function describeError(error: unknown): string {
  if (error instanceof Error) {
    const stack = error.stack ?? '';
    if (stack.includes(error.message)) return stack;
    return [`${error.name}: ${error.message}`, stack].filter(Boolean).join('\n');
  }
  if (typeof error === 'string') return error;
  if (error === undefined || error === null) return '';
  try {
    return JSON.stringify(error, null, 2) ?? String(error);
  } catch {
    return String(error);
  }
}

/**
 * The chat's crash fallback (for an error boundary): 'Chat Error', a sentence for people, the
 * error's message and stack in a collapsed 'Details' section (RAC Disclosure) for a bug report,
 * and 'Try Again'. It is an alert, so screen readers announce it when it replaces the chat.
 */
export function ChatErrorCard({
  error,
  onRetry,
  defaultExpanded = false,
  headingLevel = 2,
  messages,
  className,
  ref,
}: ChatErrorCardProps) {
  const texts = { ...chatErrorCardMessages, ...messages };
  const details = describeError(error);
  return (
    <div ref={ref} role="alert" className={clsx(styles.card, className)}>
      <div className={styles.header}>
        <span className={styles.icon} aria-hidden>
          <TriangleAlert size={20} />
        </span>
        <div className={styles.headerText}>
          <Heading level={headingLevel} size="md">
            {texts.title}
          </Heading>
          <p className={styles.description}>{texts.description}</p>
        </div>
      </div>
      {details ? (
        <Disclosure className={styles.disclosure} defaultExpanded={defaultExpanded}>
          <RACButton slot="trigger" className={styles.trigger}>
            <ChevronRight size={16} aria-hidden className={styles.chevron} />
            {texts.details}
          </RACButton>
          <DisclosurePanel className={styles.panel}>
            {/* Focusable: a long stack scrolls, and keyboard users must be able to scroll it. */}
            <pre className={styles.details} tabIndex={0}>
              {details}
            </pre>
          </DisclosurePanel>
        </Disclosure>
      ) : null}
      <div className={styles.footer}>
        <Button variant="outline" onPress={onRetry}>
          <RotateCw size={16} aria-hidden />
          {texts.retry}
        </Button>
      </div>
    </div>
  );
}
