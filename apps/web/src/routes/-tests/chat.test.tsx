import {
  analysisServerTexts,
  analysisTexts,
  builtCvPath,
  chatServerTexts,
  cvPdfFilename,
  chatSuggestionTexts,
  chatTexts,
} from '@vita/api';
import {
  chatSocket,
  mockAnalysis,
  mockAnalysisReport,
  mockCredentials,
  mockDb,
  mockHandlers,
  mockId,
} from '@vita/api/mocks';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pasteInto, renderApp } from '../../testing/render-app';
import { server } from '../../testing/setup';

const { member } = mockCredentials;
const origin = () => window.location.origin;
const chatLog = () => screen.findByRole('log', { name: 'Conversation' });
const input = () => screen.getByPlaceholderText(chatTexts.chatPlaceholder);

describe('Chat', () => {
  it('opens the latest conversation with its history and the side panel', async () => {
    server.use(chatSocket(origin()));
    await renderApp('/chat', { token: member.token });
    expect(
      await screen.findByRole('heading', { level: 1, name: chatTexts.chatTitle }),
    ).toBeVisible();
    const log = await chatLog();
    expect(
      await within(log).findByText('How do I tailor my CV for the Acme frontend role?'),
    ).toBeVisible();
    expect(await screen.findByText('Connected')).toBeVisible();
    const list = screen.getByRole('list', { name: 'Your conversations' });
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Tailor my CV for Acme', 'Interview questions']);
    expect(within(list).getByRole('link', { name: 'Tailor my CV for Acme' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('heading', { name: 'Chat Features' })).toBeVisible();
  });

  it('sends with Enter and streams the reply into the log', async () => {
    server.use(chatSocket(origin(), { pieceDelayMs: 5 }));
    const { user } = await renderApp(`/conversations/${mockId(402)}`, { token: member.token });
    // An empty conversation greets the user.
    expect(await screen.findByText('Hi, Bob Member 👋🏼')).toBeVisible();
    expect(screen.getByText(chatTexts.chatWelcomeBack)).toBeVisible();
    await screen.findByText('Connected');
    await user.type(input(), 'What should I learn next?{Enter}');
    const log = await chatLog();
    expect(await within(log).findByText('What should I learn next?')).toBeVisible();
    expect(
      await within(log).findByRole('heading', { name: 'About “What should I learn next?”' }),
    ).toBeVisible();
    await waitFor(() => expect(input()).toHaveValue(''));
    await waitFor(() =>
      expect(mockDb.chatMessages.filter((m) => m.conversation_id === mockId(402))).toHaveLength(2),
    );
  });

  it('offers first questions drawn from the profile in an empty conversation, and sends one', async () => {
    server.use(chatSocket(origin(), { pieceDelayMs: 5 }));
    const { user } = await renderApp(`/conversations/${mockId(402)}`, { token: member.token });
    const list = await screen.findByRole('list', { name: chatSuggestionTexts.suggestionsLabel });
    const offered = within(list)
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(offered.length).toBeGreaterThanOrEqual(4);
    expect(offered.length).toBeLessThanOrEqual(6);
    expect(offered.some((text) => /^Review my job at (?:Acme|Globex)$/.test(text ?? ''))).toBe(
      true,
    );
    await screen.findByText('Connected');
    await user.click(within(list).getByRole('button', { name: 'Is my CV too long?' }));
    const log = await chatLog();
    expect(await within(log).findByText('Is my CV too long?')).toBeVisible();
  });

  it('shows the stream error in a banner and drops the partial reply', async () => {
    server.use(chatSocket(origin(), { errorText: 'The assistant did not answer in time.' }));
    const { user } = await renderApp(`/conversations/${mockId(402)}`, { token: member.token });
    await screen.findByText('Connected');
    await user.type(input(), 'Hello{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The assistant did not answer in time.',
    );
    const log = await chatLog();
    expect(within(log).queryByText('Typing...')).toBeNull();
  });

  it("says so when the conversation is not the user's", async () => {
    server.use(chatSocket(origin()));
    await renderApp(`/conversations/${mockId(999)}`, { token: member.token });
    expect(
      (await screen.findAllByText(chatServerTexts.conversationNotFound)).length,
    ).toBeGreaterThan(0);
  });

  it('shows an upload failure in its own box and sends nothing', async () => {
    server.use(
      chatSocket(origin()),
      mockHandlers.error(
        'post',
        `/chat/conversations/${mockId(402)}/attachments`,
        413,
        'File is too large. Maximum size is 10MB.',
      ),
    );
    const { user } = await renderApp(`/conversations/${mockId(402)}`, { token: member.token });
    await screen.findByText('Connected');
    const file = new File(['%PDF-1.4'], 'big.pdf', { type: 'application/pdf' });
    // The paperclip opens the browser's file chooser: its input takes the file.
    const chooser = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (!chooser) throw new Error('no file input');
    await user.upload(chooser, file);
    expect(await screen.findByText('big.pdf')).toBeVisible();
    await user.type(input(), 'Review this{Enter}');
    expect(
      await screen.findByText('Failed to upload big.pdf: File is too large. Maximum size is 10MB.'),
    ).toBeVisible();
    expect(mockDb.chatMessages.filter((m) => m.conversation_id === mockId(402))).toHaveLength(0);
  });

  it('switches to Resume Analysis, checks the form, and shows the streamed result', async () => {
    server.use(chatSocket(origin(), { pieceDelayMs: 5 }));
    const { user } = await renderApp(`/conversations/${mockId(402)}`, { token: member.token });
    await screen.findByText('Connected');
    await user.click(screen.getByRole('radio', { name: chatTexts.chatModeAnalysis }));
    expect(screen.getByRole('heading', { name: 'Analysis Features' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: analysisTexts.jobUrlLabel })).toHaveAttribute(
      'placeholder',
      analysisTexts.jobUrlPlaceholder,
    );

    // Nothing filled in: the form says what is missing and nothing is sent.
    await user.click(screen.getByRole('button', { name: analysisTexts.start }));
    expect(await screen.findByText(analysisTexts.jobUrlRequired)).toBeVisible();
    expect(screen.getAllByText(analysisTexts.cvPathRequired).length).toBeGreaterThan(0);
    await user.type(
      screen.getByRole('textbox', { name: analysisTexts.jobUrlLabel }),
      'jobs.example.com',
    );
    await user.click(screen.getByRole('button', { name: analysisTexts.start }));
    expect(await screen.findByText(analysisTexts.jobUrlInvalid)).toBeVisible();
    expect(mockDb.chatMessages.filter((m) => m.conversation_id === mockId(402))).toHaveLength(0);

    // A URL and a file chosen from the user's CV files: the result streams in.
    const url = screen.getByRole('textbox', { name: analysisTexts.jobUrlLabel });
    await user.clear(url);
    await pasteInto(user, url, 'https://jobs.example.com/postings/42');
    await user.click(screen.getByRole('button', { name: /Your CV files/ }));
    await user.click(await screen.findByRole('option', { name: 'bob-member-resume.pdf' }));
    expect(screen.getByRole('textbox', { name: analysisTexts.cvPathLabel })).toHaveValue(
      `cv-files/${mockId(301)}`,
    );
    await user.click(screen.getByRole('button', { name: analysisTexts.start }));
    const block = await screen.findByRole('region', { name: analysisTexts.blockTitle });
    expect(await within(block).findByText(/Designed the PostgreSQL schema/)).toBeVisible();
    expect(within(block).getByRole('link', { name: /Senior Backend Engineer/ })).toHaveAttribute(
      'href',
      'https://jobs.example.com/postings/42',
    );
    const stored = mockDb.chatMessages.filter((m) => m.conversation_id === mockId(402));
    expect(stored.map((m) => m.content)[0]).toBe(
      analysisServerTexts.request
        .replace('{filename}', 'bob-member-resume.pdf')
        .replace('{url}', 'https://jobs.example.com/postings/42'),
    );
    expect(stored[1]?.analysis?.score).toBe(73);
  });

  it('analyses one of the CVs built in Vita, chosen by its title', async () => {
    server.use(chatSocket(origin()));
    const { user } = await renderApp(`/conversations/${mockId(402)}`, { token: member.token });
    await screen.findByText('Connected');
    await user.click(screen.getByRole('radio', { name: chatTexts.chatModeAnalysis }));
    await pasteInto(
      user,
      screen.getByRole('textbox', { name: analysisTexts.jobUrlLabel }),
      'https://jobs.example.com/postings/42',
    );
    await user.click(screen.getByRole('button', { name: /Your CVs/ }));
    await user.click(await screen.findByRole('option', { name: 'Frontend Engineer CV' }));
    expect(screen.getByRole('textbox', { name: analysisTexts.cvPathLabel })).toHaveValue(
      builtCvPath(mockId(201)),
    );
    await user.click(screen.getByRole('button', { name: analysisTexts.start }));
    const block = await screen.findByRole('region', { name: analysisTexts.blockTitle });
    const filename = cvPdfFilename('Bob Member', 'Frontend Engineer CV');
    expect(await within(block).findByText(filename)).toBeVisible();
    const stored = mockDb.chatMessages.filter((m) => m.conversation_id === mockId(402));
    expect(stored[0]?.content).toBe(
      analysisServerTexts.request
        .replace('{filename}', filename)
        .replace('{url}', 'https://jobs.example.com/postings/42'),
    );
  });

  it("fills a reopened conversation's form from its latest analysis", async () => {
    const cv = { filename: 'bob-member-resume.pdf', path: `cv-files/${mockId(301)}` };
    const url = 'https://jobs.example.com/postings/7';
    const result = mockAnalysis(cv, url);
    mockDb.chatMessages.push({
      id: mockId(950),
      conversation_id: mockId(402),
      role: 'assistant',
      content: mockAnalysisReport(result),
      created_at: '2026-11-20T10:00:00Z',
      incomplete: false,
      attachments: [],
      analysis: result,
    });
    server.use(chatSocket(origin()));
    const { user } = await renderApp(`/conversations/${mockId(402)}`, { token: member.token });
    await screen.findByText('Connected');
    await user.click(screen.getByRole('radio', { name: chatTexts.chatModeAnalysis }));
    const jobUrl = screen.getByRole('textbox', { name: analysisTexts.jobUrlLabel });
    const cvPath = screen.getByRole('textbox', { name: analysisTexts.cvPathLabel });
    expect(jobUrl).toHaveValue(url);
    expect(cvPath).toHaveValue(cv.path);
    expect(screen.getByRole('region', { name: analysisTexts.blockTitle })).toBeVisible();
    // An edit changes only what was edited.
    await user.clear(jobUrl);
    await user.type(jobUrl, 'https://jobs.example.com/postings/8');
    expect(jobUrl).toHaveValue('https://jobs.example.com/postings/8');
    expect(cvPath).toHaveValue(cv.path);
  });

  it("refuses a path that is not one of the user's files, in the banner", async () => {
    server.use(chatSocket(origin()));
    const { user } = await renderApp(`/conversations/${mockId(402)}`, { token: member.token });
    await screen.findByText('Connected');
    await user.click(screen.getByRole('radio', { name: chatTexts.chatModeAnalysis }));
    await pasteInto(
      user,
      screen.getByRole('textbox', { name: analysisTexts.jobUrlLabel }),
      'https://jobs.example.com/postings/42',
    );
    await user.type(
      screen.getByRole('textbox', { name: analysisTexts.cvPathLabel }),
      '/etc/passwd',
    );
    await user.click(screen.getByRole('button', { name: analysisTexts.start }));
    expect(await screen.findByRole('alert')).toHaveTextContent(analysisServerTexts.cvNotFound);
    expect(screen.queryByRole('region', { name: analysisTexts.blockTitle })).toBeNull();
  });
});
