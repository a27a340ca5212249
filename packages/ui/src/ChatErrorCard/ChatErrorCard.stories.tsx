import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ChatErrorCard } from './ChatErrorCard';

/** A fixed stack: a real one names build files and lines, which would change the screenshot. */
function crash() {
  const error = new TypeError("Cannot read properties of undefined (reading 'content')");
  error.stack = [
    "TypeError: Cannot read properties of undefined (reading 'content')",
    '    at MessageView (ChatLog.tsx:142:18)',
    '    at renderWithHooks (react-dom.development.js:15486:18)',
    '    at ChatPanel (chat-page.tsx:87:7)',
  ].join('\n');
  return error;
}

const meta = {
  title: 'Chat/ChatErrorCard',
  component: ChatErrorCard,
  args: { error: crash(), onRetry: fn() },
  decorators: [(Story) => <div style={{ width: 500 }}>{Story()}</div>],
} satisfies Meta<typeof ChatErrorCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What replaces the chat when it crashes; the technical details stay folded. */
export const Collapsed: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Chat Error');
    await expect(canvas.getByRole('button', { name: 'Details' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Details open: the message and stack, for a bug report. */
export const Expanded: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Details' }));
    await expect(canvas.getByText(/at MessageView/)).toBeVisible();
  },
};
