import type { Meta, StoryObj } from '@storybook/react-vite';
import { analysisTexts, chatTexts } from '@vita/api';
import { chatSocket, mockId, type ChatSocketMockOptions } from '@vita/api/mocks';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { resetMockApi, withApp } from '../../testing/story-app';

/** The chat screen over the mocked API and a mocked socket, through the real routes. */
const meta = {
  title: 'Screens/Chat',
  decorators: [withApp],
  beforeEach: resetMockApi,
  parameters: { layout: 'fullscreen' },
  tags: ['!autodocs'],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The mocked chat socket of the story's page, before the story renders. */
const socket =
  (options: ChatSocketMockOptions = {}): Story['beforeEach'] =>
  ({ msw }) => {
    msw.use(chatSocket(window.location.origin, options));
  };

export const LatestConversation: Story = {
  parameters: { app: { path: '/chat', as: 'member' } },
  beforeEach: socket(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: chatTexts.chatTitle });
    await expect(await canvas.findByText('Connected')).toBeVisible();
    const log = await canvas.findByRole('log', { name: 'Conversation' });
    await expect(
      await within(log).findByText('How do I tailor my CV for the Acme frontend role?'),
    ).toBeVisible();
  },
};

export const EmptyConversation: Story = {
  parameters: { app: { path: `/conversations/${mockId(402)}`, as: 'member' } },
  beforeEach: socket(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Hi, Bob Member 👋🏼')).toBeVisible();
    await expect(await canvas.findByText('Connected')).toBeVisible();
  },
};

export const ReplyBeingWritten: Story = {
  parameters: { app: { path: `/conversations/${mockId(402)}`, as: 'member' } },
  beforeEach: socket({ stallAfterPieces: 3 }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Connected');
    const input = canvas.getByPlaceholderText(chatTexts.chatPlaceholder);
    await userEvent.type(input, 'What should I learn next?{Enter}');
    await expect(await canvas.findByRole('button', { name: 'Stop reply' })).toBeVisible();
    await expect(
      await canvas.findByRole('heading', { name: 'About “What should I learn next?”' }),
    ).toBeVisible();
  },
};

export const StreamError: Story = {
  parameters: {
    app: { path: `/conversations/${mockId(402)}`, as: 'member' },
    // No pictures: the kept question moves its conversation to the top, and whether the list's
    // refetch has landed when the theme switches for the pictures is a matter of timing (one
    // clean run pictured the old order). The play checks the move itself.
    screenshot: { disable: true },
  },
  beforeEach: socket({ errorText: 'The assistant did not answer in time. Please try again.' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Connected');
    await userEvent.type(canvas.getByPlaceholderText(chatTexts.chatPlaceholder), 'Hello{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The assistant did not answer in time. Please try again.',
    );
    // The question was kept: its conversation moves to the top of the list.
    const list = canvas.getByRole('list', { name: 'Your conversations' });
    await waitFor(() =>
      expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('Interview questions'),
    );
  },
};

/** Resume Analysis mode: a posting URL and one of the user's files in, the result out. */
export const AnalysisResult: Story = {
  parameters: { app: { path: `/conversations/${mockId(402)}`, as: 'member' } },
  beforeEach: socket(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Connected');
    await userEvent.click(canvas.getByRole('radio', { name: chatTexts.chatModeAnalysis }));
    await userEvent.type(
      canvas.getByRole('textbox', { name: analysisTexts.jobUrlLabel }),
      'https://jobs.example.com/postings/42',
    );
    await userEvent.type(
      canvas.getByRole('textbox', { name: analysisTexts.cvPathLabel }),
      `cv-files/${mockId(301)}`,
    );
    await userEvent.click(canvas.getByRole('button', { name: analysisTexts.start }));
    const block = await canvas.findByRole('region', { name: analysisTexts.blockTitle });
    await expect(
      await within(block).findByRole('img', { name: 'Score 73 out of 100' }),
    ).toBeVisible();
  },
};

/** The form's own checks, before anything is sent. */
export const AnalysisFormErrors: Story = {
  parameters: { app: { path: `/conversations/${mockId(402)}`, as: 'member' } },
  beforeEach: socket(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Connected');
    await userEvent.click(canvas.getByRole('radio', { name: chatTexts.chatModeAnalysis }));
    await userEvent.type(
      canvas.getByRole('textbox', { name: analysisTexts.jobUrlLabel }),
      'jobs.example.com',
    );
    await userEvent.click(canvas.getByRole('button', { name: analysisTexts.start }));
    await expect(await canvas.findByText(analysisTexts.jobUrlInvalid)).toBeVisible();
  },
};
