import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  ChatLog,
  chatLogMessages,
  type ChatMessage,
  distanceFromBottom,
  isNearBottom,
  nextScrollLock,
  SCROLL_LOCK_THRESHOLD_PX,
} from './ChatLog';

const formatTime = () => '14:05';
const at = '2026-03-02T14:05:00.000Z';

const conversation: ChatMessage[] = [
  { id: 'u1', content: 'What can you do?\nBe brief.', isUser: true, timestamp: at },
  { id: 'a1', content: '# What I can do\n\n- Review your CV', isUser: false, timestamp: at },
];

/** jsdom has no layout: give the log the scroll numbers a browser would. */
function setScroll(
  element: HTMLElement,
  metrics: { scrollTop: number; scrollHeight: number; clientHeight: number },
) {
  Object.defineProperty(element, 'scrollHeight', {
    configurable: true,
    value: metrics.scrollHeight,
  });
  Object.defineProperty(element, 'clientHeight', {
    configurable: true,
    value: metrics.clientHeight,
  });
  element.scrollTop = metrics.scrollTop;
  fireEvent.scroll(element);
}

describe('scroll lock rule', () => {
  it('measures the distance from the bottom', () => {
    expect(distanceFromBottom({ scrollTop: 100, scrollHeight: 1000, clientHeight: 400 })).toBe(500);
    expect(distanceFromBottom({ scrollTop: 700, scrollHeight: 1000, clientHeight: 400 })).toBe(0);
  });

  it('is near the bottom within 70 px, inclusive', () => {
    expect(SCROLL_LOCK_THRESHOLD_PX).toBe(70);
    const metrics = (distance: number) => ({
      scrollTop: 600 - distance,
      scrollHeight: 1000,
      clientHeight: 400,
    });
    expect(isNearBottom(metrics(0))).toBe(true);
    expect(isNearBottom(metrics(70))).toBe(true);
    expect(isNearBottom(metrics(71))).toBe(false);
    expect(isNearBottom(metrics(71), 100)).toBe(true);
  });

  it('unlocks only when the reader scrolls up past the threshold, and re-locks near the bottom', () => {
    const view = { scrollHeight: 1000, clientHeight: 400 };
    // Scrolled up from the bottom to 200 px away: unlocked.
    expect(nextScrollLock({ isLocked: true, scrollTop: 600 }, { ...view, scrollTop: 400 })).toBe(
      false,
    );
    // Up by less than the threshold: still locked.
    expect(nextScrollLock({ isLocked: true, scrollTop: 600 }, { ...view, scrollTop: 540 })).toBe(
      true,
    );
    // Moving down but still far (a smooth scroll on its way): unchanged either way.
    expect(nextScrollLock({ isLocked: true, scrollTop: 100 }, { ...view, scrollTop: 300 })).toBe(
      true,
    );
    expect(nextScrollLock({ isLocked: false, scrollTop: 100 }, { ...view, scrollTop: 300 })).toBe(
      false,
    );
    // Back within 70 px: locked again.
    expect(nextScrollLock({ isLocked: false, scrollTop: 300 }, { ...view, scrollTop: 540 })).toBe(
      true,
    );
  });
});

describe('ChatLog', () => {
  it('is a polite, labelled log of user and assistant messages with their times', () => {
    render(<ChatLog messages={conversation} formatTime={formatTime} />);
    const log = screen.getByRole('log', { name: 'Conversation' });
    expect(log).toHaveAttribute('aria-live', 'polite');
    const user = log.querySelector('[data-role="user"]');
    const assistant = log.querySelector('[data-role="assistant"]');
    expect(user).toHaveTextContent('What can you do?');
    // The user's line breaks are kept as typed (plain text, shown with pre-wrap).
    expect(user?.querySelector('p')?.textContent).toBe('What can you do?\nBe brief.');
    expect(
      within(assistant as HTMLElement).getByRole('heading', { level: 3, name: 'What I can do' }),
    ).toBeInTheDocument();
    const times = log.querySelectorAll('time');
    expect(times).toHaveLength(2);
    expect(times[0]).toHaveAttribute('dateTime', at);
    expect(times[0]).toHaveTextContent('14:05');
  });

  it('formats times as hours and minutes by default', () => {
    render(<ChatLog messages={[conversation[0]!]} />);
    expect(
      screen.getByRole('log', { name: 'Conversation' }).querySelector('time')?.textContent,
    ).toMatch(/\d{1,2}:\d{2}/);
  });

  it('renders user text as plain text, never as Markdown or HTML', () => {
    render(
      <ChatLog
        messages={[
          { id: 'u', content: '# not a heading <b>bold</b>', isUser: true, timestamp: at },
        ]}
        formatTime={formatTime}
      />,
    );
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.getByText('# not a heading <b>bold</b>')).toBeInTheDocument();
  });

  it("shows 'Typing...' for an empty streaming reply, then its text", () => {
    const streaming = { id: 'a2', content: '', isUser: false, timestamp: at, isStreaming: true };
    const { rerender } = render(<ChatLog messages={[streaming]} formatTime={formatTime} />);
    expect(screen.getByText(chatLogMessages.typing)).toBeInTheDocument();
    expect(chatLogMessages.typing).toBe('Typing...');
    const bubble = screen
      .getByRole('log', { name: 'Conversation' })
      .querySelector('[data-role="assistant"]');
    expect(bubble).toHaveAttribute('aria-busy', 'true');

    rerender(<ChatLog messages={[{ ...streaming, content: 'Hello' }]} formatTime={formatTime} />);
    expect(screen.queryByText('Typing...')).toBeNull();
    expect(screen.getByText('Hello')).toBeInTheDocument();
    // Same element: the bubble is updated in place, not remounted.
    expect(
      screen.getByRole('log', { name: 'Conversation' }).querySelector('[data-role="assistant"]'),
    ).toBe(bubble);

    rerender(
      <ChatLog
        messages={[{ ...streaming, content: 'Hello', isStreaming: false }]}
        formatTime={formatTime}
      />,
    );
    expect(bubble).not.toHaveAttribute('aria-busy');
  });

  it('notes a reply that was cut short', () => {
    render(
      <ChatLog
        messages={[{ id: 'a', content: 'Half', isUser: false, timestamp: at, incomplete: true }]}
        formatTime={formatTime}
      />,
    );
    expect(screen.getByText('Stopped before the end')).toBeInTheDocument();
    expect(chatLogMessages.incomplete).toBe('Stopped before the end');
  });

  it('shows the empty state only without messages', () => {
    const { rerender } = render(
      <ChatLog messages={[]} emptyState={<p>Hi there</p>} formatTime={formatTime} />,
    );
    expect(
      within(screen.getByRole('log', { name: 'Conversation' })).getByText('Hi there'),
    ).toBeInTheDocument();
    rerender(
      <ChatLog messages={conversation} emptyState={<p>Hi there</p>} formatTime={formatTime} />,
    );
    expect(screen.queryByText('Hi there')).toBeNull();
  });

  it('lists the files sent with a message', () => {
    render(
      <ChatLog
        messages={[
          {
            id: 'u',
            content: 'Review this',
            isUser: true,
            timestamp: at,
            attachments: [{ id: 'f', filename: 'my-cv.pdf', size: 12595 }],
          },
        ]}
        formatTime={formatTime}
      />,
    );
    const files = screen.getByRole('list', { name: 'Attached files' });
    expect(files).toHaveTextContent('my-cv.pdf12.3 KB');
    expect(within(files).queryByRole('button')).toBeNull();
  });

  it('offers Scroll to bottom once scrolled up past the threshold, and follows again after it', async () => {
    render(<ChatLog messages={conversation} formatTime={formatTime} />);
    const log = screen.getByRole('log', { name: 'Conversation' });
    expect(screen.queryByRole('button', { name: 'Scroll to bottom' })).toBeNull();

    setScroll(log, { scrollTop: 600, scrollHeight: 1000, clientHeight: 400 });
    setScroll(log, { scrollTop: 560, scrollHeight: 1000, clientHeight: 400 });
    expect(screen.queryByRole('button', { name: 'Scroll to bottom' })).toBeNull();

    setScroll(log, { scrollTop: 100, scrollHeight: 1000, clientHeight: 400 });
    const button = screen.getByRole('button', { name: 'Scroll to bottom' });

    await userEvent.click(button);
    expect(log.scrollTop).toBe(1000);
    expect(screen.queryByRole('button', { name: 'Scroll to bottom' })).toBeNull();
  });

  it('hides the button when the reader scrolls back near the bottom', () => {
    render(<ChatLog messages={conversation} formatTime={formatTime} />);
    const log = screen.getByRole('log', { name: 'Conversation' });
    setScroll(log, { scrollTop: 600, scrollHeight: 1000, clientHeight: 400 });
    setScroll(log, { scrollTop: 200, scrollHeight: 1000, clientHeight: 400 });
    expect(screen.getByRole('button', { name: 'Scroll to bottom' })).toBeInTheDocument();
    setScroll(log, { scrollTop: 540, scrollHeight: 1000, clientHeight: 400 });
    expect(screen.queryByRole('button', { name: 'Scroll to bottom' })).toBeNull();
  });

  it('follows new content while locked, and stays put while unlocked', () => {
    const { rerender } = render(<ChatLog messages={conversation} formatTime={formatTime} />);
    const log = screen.getByRole('log', { name: 'Conversation' });
    setScroll(log, { scrollTop: 600, scrollHeight: 1000, clientHeight: 400 });

    Object.defineProperty(log, 'scrollHeight', { configurable: true, value: 1200 });
    rerender(
      <ChatLog
        messages={[...conversation, { id: 'a2', content: 'More', isUser: false, timestamp: at }]}
        formatTime={formatTime}
      />,
    );
    expect(log.scrollTop).toBe(1200);

    setScroll(log, { scrollTop: 300, scrollHeight: 1200, clientHeight: 400 });
    Object.defineProperty(log, 'scrollHeight', { configurable: true, value: 1400 });
    rerender(
      <ChatLog
        messages={[
          ...conversation,
          { id: 'a2', content: 'More and more', isUser: false, timestamp: at },
        ]}
        formatTime={formatTime}
      />,
    );
    expect(log.scrollTop).toBe(300);
  });

  it("jumps to the user's own new message even when scrolled up", () => {
    const { rerender } = render(<ChatLog messages={conversation} formatTime={formatTime} />);
    const log = screen.getByRole('log', { name: 'Conversation' });
    setScroll(log, { scrollTop: 600, scrollHeight: 1000, clientHeight: 400 });
    setScroll(log, { scrollTop: 100, scrollHeight: 1000, clientHeight: 400 });
    expect(screen.getByRole('button', { name: 'Scroll to bottom' })).toBeInTheDocument();

    Object.defineProperty(log, 'scrollHeight', { configurable: true, value: 1100 });
    act(() => {
      rerender(
        <ChatLog
          messages={[...conversation, { id: 'u2', content: 'Thanks', isUser: true, timestamp: at }]}
          formatTime={formatTime}
        />,
      );
    });
    expect(log.scrollTop).toBe(1100);
    expect(screen.queryByRole('button', { name: 'Scroll to bottom' })).toBeNull();
  });
});
