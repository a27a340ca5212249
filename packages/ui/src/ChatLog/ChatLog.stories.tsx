import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { Heading } from '../Heading/Heading';
import { Text } from '../Text/Text';
import { ChatLog, type ChatMessage, isNearBottom } from './ChatLog';

// Fixed dates, and times read in UTC: screenshots are compared against baselines.
const at = (minute: number) => new Date(Date.UTC(2026, 2, 2, 14, minute));
const formatTime = (timestamp: Date | string) => new Date(timestamp).toISOString().slice(11, 16);

const reply = `## Your CV at a glance

Your profile is **strong on backend work**. Three things would make it stronger:

1. Lead with outcomes: *"cut p95 latency by 40%"* beats *"worked on performance"*.
2. Move \`Kubernetes\` and \`Terraform\` into the skills summary.
3. Add a link to your [portfolio](https://example.com/portfolio).

| Section | Status |
| --- | --- |
| Work experience | Complete |
| Projects | Needs dates |

> Recruiters skim: keep each bullet to one line.`;

const conversation: ChatMessage[] = [
  {
    id: 'u1',
    content: 'Can you review my CV?\nI am applying for senior backend roles.',
    isUser: true,
    timestamp: at(2),
    attachments: [{ id: 'f1', filename: 'jane-doe-cv.pdf', size: 184_422 }],
  },
  { id: 'a1', content: reply, isUser: false, timestamp: at(3) },
];

const meta = {
  title: 'Chat/ChatLog',
  component: ChatLog,
  args: { messages: conversation, formatTime, 'aria-label': 'Conversation' },
  // The log scrolls inside a box of the chat panel's proportions, at a narrow 500px.
  decorators: [
    (Story) => (
      <div
        style={{
          display: 'flex',
          flexDirection: 'column',
          width: 500,
          height: 560,
          border: '1px solid var(--vita-color-border)',
          borderRadius: 12,
        }}
      >
        {Story()}
      </div>
    ),
  ],
  render: (args) => <ChatLog {...args} style={{ flex: 1 }} />,
} satisfies Meta<typeof ChatLog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A question with an attached CV, and a Markdown reply: a heading, a list, a link, code, a table. */
export const Conversation: Story = {
  play: async ({ canvas }) => {
    const log = canvas.getByRole('log', { name: 'Conversation' });
    await expect(log).toHaveAttribute('aria-live', 'polite');
    await expect(canvas.getByRole('heading', { name: 'Your CV at a glance' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'portfolio' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
    await expect(canvas.getByRole('table')).toBeVisible();
    await expect(canvas.getByText('jane-doe-cv.pdf')).toBeVisible();
  },
};

/** Nothing said yet: the empty state (here, the greeting) fills the log. */
export const Empty: Story = {
  args: {
    messages: [],
    emptyState: (
      <div style={{ display: 'grid', gap: 4, padding: 16 }}>
        <Heading level={2} size="lg">
          Hi, Jane 👋
        </Heading>
        <Text tone="muted">Ask about your CV, a job posting, or your next step.</Text>
      </div>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: /Hi, Jane/ })).toBeVisible();
  },
};

/** The reply has started but has no text yet. */
export const Typing: Story = {
  args: {
    messages: [
      conversation[0]!,
      { id: 'a1', content: '', isUser: false, timestamp: at(3), isStreaming: true },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Typing...')).toBeVisible();
  },
};

/** Halfway through a reply: a caret follows the last word. */
export const Streaming: Story = {
  args: {
    messages: [
      conversation[0]!,
      {
        id: 'a1',
        content: reply.slice(0, reply.indexOf('2. Move')).trimEnd(),
        isUser: false,
        timestamp: at(3),
        isStreaming: true,
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const reply = canvasElement.querySelector('[data-role="assistant"]');
    await expect(reply).toHaveAttribute('aria-busy', 'true');
  },
};

/** A reply that was stopped: what arrived stays, with a note. */
export const Incomplete: Story = {
  args: {
    messages: [
      conversation[0]!,
      {
        id: 'a1',
        content: 'Your profile is **strong on backend work**. Three things would',
        isUser: false,
        timestamp: at(3),
        incomplete: true,
      },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Stopped before the end')).toBeVisible();
  },
};

const longConversation: ChatMessage[] = Array.from({ length: 8 }, (_, index) => [
  {
    id: `u${index}`,
    content: `Question ${index + 1}: what should I change in section ${index + 1}?`,
    isUser: true,
    timestamp: at(index * 2),
  },
  {
    id: `a${index}`,
    content: `For section ${index + 1}:\n\n- Start each bullet with a verb.\n- Quantify one result.\n- Cut anything older than ten years.`,
    isUser: false,
    timestamp: at(index * 2 + 1),
  },
]).flat();

/** Scrolled back to the start of a long conversation: the log stops following and offers a way back. */
export const ScrolledUp: Story = {
  args: { messages: longConversation },
  play: async ({ canvas }) => {
    const log = canvas.getByRole('log');
    await waitFor(() => expect(log.scrollTop).toBeGreaterThan(0));
    log.scrollTop = 0;
    await expect(await canvas.findByRole('button', { name: 'Scroll to bottom' })).toBeVisible();
  },
};

/** 'Scroll to bottom' goes back to the end and follows new content again. */
export const BackToBottom: Story = {
  args: { messages: longConversation },
  play: async ({ canvas }) => {
    const log = canvas.getByRole('log');
    await waitFor(() => expect(log.scrollTop).toBeGreaterThan(0));
    log.scrollTop = 0;
    await userEvent.click(await canvas.findByRole('button', { name: 'Scroll to bottom' }));
    await waitFor(() => expect(isNearBottom(log)).toBe(true));
    await waitFor(() =>
      expect(canvas.queryByRole('button', { name: 'Scroll to bottom' })).toBeNull(),
    );
  },
};
