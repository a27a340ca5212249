import { clsx } from 'clsx';
import { ArrowDown, CircleStop } from 'lucide-react';
import {
  type CSSProperties,
  memo,
  type ReactNode,
  type Ref,
  type UIEvent,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { Button as RACButton } from 'react-aria-components';
import { button } from '../Button/Button.css';
import { Markdown } from '../Markdown/Markdown';
import { AttachmentList } from '../MessageInput/AttachmentList';
import { srOnly } from '../theme/shared.css';
import * as styles from './ChatLog.css';
import { nextScrollLock, SCROLL_LOCK_THRESHOLD_PX } from './scrollLock';

export {
  distanceFromBottom,
  isNearBottom,
  nextScrollLock,
  SCROLL_LOCK_THRESHOLD_PX,
} from './scrollLock';
export type { ScrollMetrics } from './scrollLock';

/** The log's texts. */
export const chatLogMessages = {
  /** Accessible name of the log when neither `aria-label` nor `aria-labelledby` is given. */
  label: 'Conversation',
  /** Shown in a reply that is being written and has no text yet. */
  typing: 'Typing...',
  /** Under a reply that was cut short (stopped, or the connection dropped). */
  incomplete: 'Stopped before the end',
  /** Accessible name of the button that appears when the reader has scrolled up. */
  scrollToBottom: 'Scroll to bottom',
  /** Read before each of the user's messages (not shown: the side says it). */
  you: 'You',
  /** Read before each reply (not shown). */
  assistant: 'Assistant',
} as const;

export type ChatLogMessages = { [K in keyof typeof chatLogMessages]: string };

/** A file a message refers to. */
export interface ChatMessageAttachment {
  id: string;
  filename: string;
  /** Size in bytes. */
  size?: number;
}

export interface ChatMessage {
  /** Stable id: a message keeps its element (no remount, no flicker) while its text streams in. */
  id: string;
  /** The user's plain text, or the assistant's Markdown. */
  content: string;
  /** The user's message (right, accent bubble) or the assistant's (left, surface bubble). */
  isUser: boolean;
  /** When it was sent: a Date or an ISO string. */
  timestamp: Date | string;
  /** The reply is being written: 'Typing...' while empty, then a caret after the text. */
  isStreaming?: boolean;
  /** The reply was cut short: a note says so under it. */
  incomplete?: boolean;
  /** Files sent with the message, shown as chips under it. */
  attachments?: readonly ChatMessageAttachment[];
}

export interface ChatLogProps {
  /** The messages, oldest first. */
  messages: readonly ChatMessage[];
  /** Formats a message's time; keep it stable (module-level) so unchanged messages skip rendering. @default the locale's hours and minutes (Intl) */
  formatTime?: (timestamp: Date | string) => string;
  /** Shown inside the log while it has no messages, e.g. a greeting. @default undefined */
  emptyState?: ReactNode;
  /** Accessible name of the log. @default 'Conversation' (unless `aria-labelledby` is given) */
  'aria-label'?: string;
  /** Id of the element that names the log. @default undefined */
  'aria-labelledby'?: string;
  /** The outline level a Markdown `#` heading in a reply gets. @default 3 */
  headingLevel?: 1 | 2 | 3 | 4 | 5 | 6;
  /** The log's texts. @default chatLogMessages */
  texts?: Partial<ChatLogMessages>;
  /** Extra class names for the wrapper; give it a height (or a flex size) so the log can scroll. @default undefined */
  className?: string;
  /** Inline styles for the wrapper. @default undefined */
  style?: CSSProperties;
  /** The scrolling `role="log"` element. @default undefined */
  ref?: Ref<HTMLDivElement>;
}

const defaultTimeFormat = new Intl.DateTimeFormat(undefined, {
  hour: '2-digit',
  minute: '2-digit',
});

/** Hours and minutes in the user's locale ('14:05', '2:05 PM'). */
export function formatChatTime(timestamp: Date | string): string {
  const date = new Date(timestamp);
  return Number.isNaN(date.getTime()) ? '' : defaultTimeFormat.format(date);
}

function isoTime(timestamp: Date | string): string | undefined {
  const date = new Date(timestamp);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-reduced-motion: reduce)').matches
    : false;
}

interface MessageViewProps {
  content: string;
  isUser: boolean;
  timestamp: Date | string;
  isStreaming: boolean;
  incomplete: boolean;
  attachments: readonly ChatMessageAttachment[] | undefined;
  formatTime: (timestamp: Date | string) => string;
  headingLevel: 1 | 2 | 3 | 4 | 5 | 6;
  texts: ChatLogMessages;
}

/** One message; memoised, so a streaming reply re-renders alone. */
const MessageView = memo(function MessageView({
  content,
  isUser,
  timestamp,
  isStreaming,
  incomplete,
  attachments,
  formatTime,
  headingLevel,
  texts,
}: MessageViewProps) {
  const isTyping = isStreaming && content === '';
  const dateTime = isoTime(timestamp);
  const chips = useMemo(
    () => attachments?.map((file) => ({ id: file.id, name: file.filename, size: file.size })) ?? [],
    [attachments],
  );
  return (
    <div
      className={styles.message}
      data-role={isUser ? 'user' : 'assistant'}
      // A reply being written is announced once it is complete, not word by word.
      aria-busy={isStreaming || undefined}
    >
      <span className={srOnly}>{`${isUser ? texts.you : texts.assistant}: `}</span>
      <div
        className={styles.bubble}
        data-streaming={isStreaming || undefined}
        data-typing={isTyping || undefined}
      >
        {isTyping ? (
          <span className={styles.typing}>{texts.typing}</span>
        ) : isUser ? (
          <p className={styles.userText}>{content}</p>
        ) : (
          <Markdown className={styles.markdown} headingLevel={headingLevel}>
            {content}
          </Markdown>
        )}
      </div>
      {chips.length > 0 ? (
        <AttachmentList className={styles.attachments} attachments={chips} />
      ) : null}
      <div className={styles.meta}>
        {incomplete ? (
          <span className={styles.incomplete}>
            <CircleStop size={12} aria-hidden />
            {texts.incomplete}
          </span>
        ) : null}
        {dateTime ? (
          <time className={styles.time} dateTime={dateTime}>
            {formatTime(timestamp)}
          </time>
        ) : null}
      </div>
    </div>
  );
});

/**
 * The conversation: a scrolling `role="log"` (announced politely) of message bubbles, the user's
 * on the right, the assistant's (Markdown) on the left, each with its time.
 *
 * It follows new content while the reader is within `SCROLL_LOCK_THRESHOLD_PX` of the bottom.
 * Scrolling up further stops that and shows a 'Scroll to bottom' button; coming back near the
 * bottom, or pressing the button, follows again. Sending a message (a new message of the user's
 * at the end) always jumps to it.
 */
export function ChatLog({
  messages,
  formatTime = formatChatTime,
  emptyState,
  'aria-label': ariaLabel,
  'aria-labelledby': ariaLabelledBy,
  headingLevel = 3,
  texts: textOverrides,
  className,
  style,
  ref,
}: ChatLogProps) {
  const texts = useMemo(() => ({ ...chatLogMessages, ...textOverrides }), [textOverrides]);
  const scroller = useRef<HTMLDivElement | null>(null);
  const content = useRef<HTMLDivElement | null>(null);
  const [isLocked, setIsLocked] = useState(true);
  // The same, for the observers; written only in effects and event handlers.
  const lockedRef = useRef(true);
  const lastScrollTop = useRef(0);

  // The user's own new message at the end: follow again, whatever the scroll position.
  const last = messages.at(-1);
  const [seenLastId, setSeenLastId] = useState(last?.id);
  if (last?.id !== seenLastId) {
    setSeenLastId(last?.id);
    if (last?.isUser && !isLocked) setIsLocked(true);
  }

  const pin = useCallback(() => {
    const element = scroller.current;
    if (!element) return;
    element.scrollTop = element.scrollHeight;
    lastScrollTop.current = element.scrollTop;
  }, []);

  useLayoutEffect(() => {
    lockedRef.current = isLocked;
  }, [isLocked]);

  // Before paint, so a new or longer message never shows for a frame above the fold.
  useLayoutEffect(() => {
    if (lockedRef.current) pin();
  }, [messages, pin]);

  // Growth the messages array does not show (Markdown laid out, fonts loaded, the box resized
  // by the composer growing): follow it too.
  useEffect(() => {
    const element = scroller.current;
    const inner = content.current;
    if (!element || !inner || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (lockedRef.current) pin();
    });
    observer.observe(element);
    observer.observe(inner);
    return () => observer.disconnect();
  }, [pin]);

  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    const element = event.currentTarget;
    const next = nextScrollLock(
      { isLocked: lockedRef.current, scrollTop: lastScrollTop.current },
      element,
      SCROLL_LOCK_THRESHOLD_PX,
    );
    lastScrollTop.current = element.scrollTop;
    if (next !== lockedRef.current) {
      lockedRef.current = next;
      setIsLocked(next);
    }
  };

  const scrollToBottom = () => {
    const element = scroller.current;
    if (!element) return;
    lockedRef.current = true;
    setIsLocked(true);
    // The button goes away: keep keyboard focus in the conversation rather than on the page.
    if (element.parentElement?.contains(document.activeElement)) {
      element.focus({ preventScroll: true });
    }
    const top = element.scrollHeight;
    if (typeof element.scrollTo === 'function') {
      element.scrollTo({ top, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
    } else {
      element.scrollTop = top;
    }
  };

  const setScrollerRef = useCallback(
    (element: HTMLDivElement | null) => {
      scroller.current = element;
      if (typeof ref === 'function') ref(element);
      else if (ref) ref.current = element;
    },
    [ref],
  );

  return (
    <div className={clsx(styles.root, className)} style={style}>
      <div
        ref={setScrollerRef}
        role="log"
        aria-live="polite"
        aria-label={ariaLabelledBy ? ariaLabel : (ariaLabel ?? texts.label)}
        aria-labelledby={ariaLabelledBy}
        // Focusable, so keyboard users can scroll it.
        tabIndex={0}
        className={styles.scroller}
        onScroll={onScroll}
      >
        <div ref={content} className={styles.list}>
          {messages.length === 0 && emptyState ? (
            <div className={styles.empty}>{emptyState}</div>
          ) : (
            messages.map((message) => (
              <MessageView
                key={message.id}
                content={message.content}
                isUser={message.isUser}
                timestamp={message.timestamp}
                isStreaming={message.isStreaming ?? false}
                incomplete={message.incomplete ?? false}
                attachments={message.attachments}
                formatTime={formatTime}
                headingLevel={headingLevel}
                texts={texts}
              />
            ))
          )}
        </div>
      </div>
      {isLocked ? null : (
        <RACButton
          className={clsx(button({ variant: 'outline', size: 'icon' }), styles.scrollButton)}
          aria-label={texts.scrollToBottom}
          onPress={scrollToBottom}
        >
          <ArrowDown size={18} aria-hidden />
        </RACButton>
      )}
    </div>
  );
}
