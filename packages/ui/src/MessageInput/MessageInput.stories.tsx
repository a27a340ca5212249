import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { MESSAGE_INPUT_MAX_HEIGHT, MessageInput, messageInputStatuses } from './MessageInput';

// Fixed sizes and dates: screenshots are compared against baselines.
const file = (name: string, bytes: number) =>
  new File([new Uint8Array(bytes)], name, { type: 'application/pdf', lastModified: 0 });

const meta = {
  title: 'Chat/MessageInput',
  component: MessageInput,
  args: { onSubmit: fn(), onStop: fn(), onChange: fn(), onFilesChange: fn() },
  argTypes: { status: { control: 'inline-radio', options: messageInputStatuses } },
  // The chat panel's width on a narrow screen.
  decorators: [(Story) => <div style={{ width: 500 }}>{Story()}</div>],
} satisfies Meta<typeof MessageInput>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Ready, empty: the send button waits for text. Enter sends; the text area then empties. */
export const Idle: Story = {
  play: async ({ args, canvas }) => {
    const send = canvas.getByRole('button', { name: 'Send message' });
    await expect(send).toBeDisabled();
    const textbox = canvas.getByRole('textbox', { name: 'Message' });
    await userEvent.type(textbox, 'What can you do?');
    // Each keystroke re-renders; Enter is pressed once the last one is on screen, so a slow
    // machine cannot send the text as it was one key earlier.
    await waitFor(() => expect(textbox).toHaveValue('What can you do?'));
    await waitFor(() => expect(send).toBeEnabled());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith('What can you do?', []));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(textbox).toHaveValue(''));
    // The picture shows the composer at rest.
    textbox.blur();
  },
};

/** Several lines: the text area grows with them (Shift+Enter adds a line). */
export const MultiLine: Story = {
  args: {
    defaultValue:
      'Please review my CV for a senior backend role.\nFocus on:\n- the summary\n- the last two jobs',
  },
  play: async ({ canvas }) => {
    const textbox = canvas.getByRole('textbox', { name: 'Message' });
    // Measured once the styles have loaded and the layout effect has sized it.
    await waitFor(() => expect(textbox.getBoundingClientRect().height).toBeGreaterThan(48));
  },
};

/** More text than fits: the text area stops at its maximum height and scrolls. */
export const Overflowing: Story = {
  args: {
    defaultValue: Array.from({ length: 10 }, (_, index) => `Line ${index + 1}`).join('\n'),
  },
  play: async ({ canvas }) => {
    const textbox = canvas.getByRole('textbox', { name: 'Message' });
    await waitFor(() =>
      expect(textbox.getBoundingClientRect().height).toBe(MESSAGE_INPUT_MAX_HEIGHT),
    );
  },
};

/** Two files attached, each with its size and a remove button. */
export const WithAttachments: Story = {
  args: {
    defaultValue: 'Which of these fits the job better?',
    defaultFiles: [file('jane-doe-cv-2026.pdf', 184_422), file('cover-letter.docx', 12_595)],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: 'Attached files' })).toHaveTextContent(
      'cover-letter.docx12.3 KB',
    );
    await expect(canvas.getByRole('button', { name: 'Remove cover-letter.docx' })).toBeEnabled();
  },
};

/** Sent, waiting for the reply to start. */
export const Submitted: Story = {
  args: { status: 'submitted' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Sending' })).toHaveAttribute(
      'data-pending',
      'true',
    );
  },
};

/** The reply is being written: the send button stops it. */
export const Streaming: Story = {
  args: { status: 'streaming', defaultValue: 'And my cover letter?' },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Stop reply' }));
    await waitFor(() => expect(args.onStop).toHaveBeenCalledTimes(1));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The last send failed: the button shows it, and sending again is possible. */
export const SendError: Story = {
  args: { status: 'error', defaultValue: 'Can you review my CV?' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Send message' })).toBeEnabled();
  },
};

/** Files uploading: sending, attaching and removing wait. */
export const Uploading: Story = {
  args: {
    isUploading: true,
    defaultValue: 'Please review this',
    defaultFiles: [file('jane-doe-cv-2026.pdf', 184_422)],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Send message' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Attach files' })).toBeDisabled();
    await expect(canvas.getByText('Uploading files...')).toBeVisible();
  },
};

/** The app does not allow sending now (the connection is down) and says why. */
export const DisabledWithReason: Story = {
  args: {
    canSend: false,
    defaultValue: 'Is my summary too long?',
    disabledReason: 'Disconnected. Your message can be sent once the chat reconnects.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Send message' })).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: 'Message' })).toHaveAccessibleDescription(
      'Disconnected. Your message can be sent once the chat reconnects.',
    );
  },
};
