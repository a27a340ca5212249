import {
  chatServerTexts,
  type ChatExchange,
  type ChatMessagePublic,
  type ChatMessagesPublic,
  type ConversationPublic,
  type ConversationsPublic,
  type CvFilePublic,
  type CvFilesPublic,
  type OnboardingConversationStart,
  type OnboardingState,
} from '@vita/api/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Assistant } from '../src/infra/assistant';
import type { AssistantGrounding } from '../src/infra/assistant/grounding';
import { fileUpload, pdfBytes } from './fixtures';
import { API, bearer, build, detail, signupAndLogin, type TestApp, type TestUser } from './helper';
import { newConversation, uploadCvFile } from './chat-client';
import { eq } from 'drizzle-orm';
import { cvFiles } from '../src/infra/db/schema';
import { insertMessage } from '../src/domains/chat/repository';
import { mockAnalysis } from '@vita/api/mocks';
import { FileMissingError } from '../src/infra/files/storage';

/** Answers with what it was given, so the tests can see the grounding. */
const seen: AssistantGrounding[] = [];
const echo: Assistant = {
  info: { name: 'Echo', offline: true, model: null },
  async *stream({ message }) {
    yield `Echo: ${message}`;
  },
  async reply({ grounding, message }) {
    seen.push(grounding);
    return `Echo: ${message}`;
  },
};

let t: TestApp;
beforeAll(async () => {
  t = await build({}, { assistant: echo, today: () => '2026-11-25' });
});
afterAll(() => t.close());

const call = (
  user: TestUser,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) =>
  t.app.inject({
    method,
    url: `${API}${url}`,
    headers: bearer(user.token),
    ...(payload ? { payload } : {}),
  });

const uploadPdf = (user: TestUser, text: string, filename = 'cv.pdf') =>
  uploadCvFile(t, user, pdfBytes(text), filename, 'application/pdf');

describe('conversations', () => {
  it('creates, lists by latest activity, renames and deletes own conversations', async () => {
    const user = await signupAndLogin(t.app);
    const first = await newConversation(t, user);
    expect(first).toMatchObject({ title: 'New conversation', owner_id: user.id });
    const second = await newConversation(t, user, 'Interview prep');

    let list = (await call(user, 'GET', '/chat/conversations')).json<ConversationsPublic>();
    expect(list.count).toBe(2);
    expect(list.data.map((c) => c.id)).toEqual([second.id, first.id]);

    // A message moves its conversation to the top.
    expect(
      (await call(user, 'POST', `/chat/conversations/${first.id}/messages`, { content: 'Hi' }))
        .statusCode,
    ).toBe(200);
    list = (await call(user, 'GET', '/chat/conversations')).json<ConversationsPublic>();
    expect(list.data.map((c) => c.id)).toEqual([first.id, second.id]);
    expect(list.data[0]?.title).toBe('Hi');

    const renamed = await call(user, 'PUT', `/chat/conversations/${first.id}`, {
      title: '  Job search  ',
    });
    expect(renamed.json<ConversationPublic>().title).toBe('Job search');
    // A renamed conversation keeps its name when more is said.
    await call(user, 'POST', `/chat/conversations/${first.id}/messages`, {
      content: 'Another one',
    });
    expect(
      (await call(user, 'GET', `/chat/conversations/${first.id}`)).json<ConversationPublic>().title,
    ).toBe('Job search');

    const blank = await call(user, 'PUT', `/chat/conversations/${first.id}`, { title: '   ' });
    expect(blank.statusCode).toBe(422);
    expect(detail(blank)).toEqual([
      { loc: ['body', 'title'], msg: 'Title is required', type: 'too_small' },
    ]);

    const deleted = await call(user, 'DELETE', `/chat/conversations/${first.id}`);
    expect(deleted.json()).toEqual({ message: chatServerTexts.conversationDeleted });
    expect((await call(user, 'GET', `/chat/conversations/${first.id}`)).statusCode).toBe(404);
    expect((await call(user, 'GET', `/chat/conversations/${first.id}/messages`)).statusCode).toBe(
      404,
    );
  });

  it("answers 404 for another user's conversation, on every call", async () => {
    const owner = await signupAndLogin(t.app);
    const other = await signupAndLogin(t.app);
    const conversation = await newConversation(t, owner);
    const base = `/chat/conversations/${conversation.id}`;
    for (const [method, url, payload] of [
      ['GET', base],
      ['PUT', base, { title: 'Mine now' }],
      ['DELETE', base],
      ['GET', `${base}/messages`],
      ['POST', `${base}/messages`, { content: 'hello' }],
      ['POST', `${base}/ai-request`, { content: 'hello' }],
    ] as const) {
      const res = await call(other, method, url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(detail(res)).toBe(chatServerTexts.conversationNotFound);
    }
    expect(
      (await call(other, 'GET', '/chat/conversations')).json<ConversationsPublic>().count,
    ).toBe(0);
    expect((await call(owner, 'GET', `${base}/messages`)).json<ChatMessagesPublic>().count).toBe(0);
  });
});

describe('messages', () => {
  it('stores user messages only, refuses empty ones and a mismatched conversation id', async () => {
    const user = await signupAndLogin(t.app);
    const conversation = await newConversation(t, user);
    const url = `/chat/conversations/${conversation.id}/messages`;
    const stored = await call(user, 'POST', url, {
      conversation_id: conversation.id,
      content: 'Hello',
      role: 'user',
    });
    expect(stored.json<ChatMessagePublic>()).toMatchObject({
      conversation_id: conversation.id,
      content: 'Hello',
      role: 'user',
      incomplete: false,
      attachments: [],
    });
    const asAssistant = await call(user, 'POST', url, {
      content: 'I am the assistant',
      role: 'assistant',
    });
    expect(asAssistant.statusCode).toBe(422);
    const empty = await call(user, 'POST', url, { content: '  ' });
    expect(empty.statusCode).toBe(422);
    expect(detail(empty)).toEqual([
      { loc: ['body', 'content'], msg: 'Write a message or attach a file.', type: 'custom' },
    ]);
    const other = await newConversation(t, user);
    const mismatch = await call(user, 'POST', url, { conversation_id: other.id, content: 'x' });
    expect(mismatch.statusCode).toBe(400);
    expect(detail(mismatch)).toBe(chatServerTexts.conversationMismatch);
  });

  it('answers an ai-request in one piece, grounded in the profile, the history and attached files', async () => {
    const user = await signupAndLogin(t.app, { full_name: 'Grace Hopper' });
    await call(user, 'POST', '/onboarding/profile', {
      professional_title: 'Compiler Engineer',
      location: 'Arlington, VA',
    });
    const file = await uploadPdf(user, 'Grace Hopper, COBOL pioneer', 'hopper.pdf');
    const conversation = await newConversation(t, user);
    const url = `/chat/conversations/${conversation.id}/ai-request`;
    const first = await call(user, 'POST', url, { content: 'Hello' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<ChatExchange>()).toMatchObject({
      user_message: { role: 'user', content: 'Hello' },
      reply: { role: 'assistant', content: 'Echo: Hello', incomplete: false },
    });
    seen.length = 0;
    const second = await call(user, 'POST', url, { content: '', attachment_ids: [file.id] });
    expect(second.statusCode, second.body).toBe(200);
    const exchange = second.json<ChatExchange>();
    expect(exchange.user_message.attachments).toEqual([
      { id: file.id, filename: 'hopper.pdf', content_type: 'application/pdf', size: file.size },
    ]);
    // A message with only a file asks for a review of it.
    expect(exchange.reply.content).toBe('Echo: Review this CV (hopper.pdf).');
    const grounding = seen[0]!;
    expect(grounding.profile.basic_info?.professional_title).toBe('Compiler Engineer');
    expect(grounding.history).toEqual([
      { role: 'user', content: 'Hello' },
      { role: 'assistant', content: 'Echo: Hello' },
    ]);
    expect(grounding.attachments).toEqual([
      { filename: 'hopper.pdf', text: 'Grace Hopper, COBOL pioneer' },
    ]);
    expect(grounding.today).toBe('2026-11-25');
  });

  it("refuses another user's file as an attachment and stores nothing", async () => {
    const user = await signupAndLogin(t.app);
    const other = await signupAndLogin(t.app);
    const theirs = await uploadPdf(other, 'Not yours');
    const conversation = await newConversation(t, user);
    const res = await call(user, 'POST', `/chat/conversations/${conversation.id}/messages`, {
      content: 'Look',
      attachment_ids: [theirs.id],
    });
    expect(res.statusCode).toBe(404);
    expect(detail(res)).toBe(chatServerTexts.attachmentNotFound);
    const list = await call(user, 'GET', `/chat/conversations/${conversation.id}/messages`);
    expect(list.json<ChatMessagesPublic>().count).toBe(0);
  });

  it('keeps the name of an attached file after the file is deleted', async () => {
    const user = await signupAndLogin(t.app);
    const file = await uploadPdf(user, 'Short CV', 'gone.pdf');
    const conversation = await newConversation(t, user);
    await call(user, 'POST', `/chat/conversations/${conversation.id}/messages`, {
      content: 'Here it is',
      attachment_ids: [file.id],
    });
    expect((await call(user, 'DELETE', `/cv/files/${file.id}`)).statusCode).toBe(200);
    const list = (
      await call(user, 'GET', `/chat/conversations/${conversation.id}/messages`)
    ).json<ChatMessagesPublic>();
    expect(list.data[0]?.attachments.map((a) => a.filename)).toEqual(['gone.pdf']);
  });

  it('keeps a file attached in the chat with its conversation, not among the CV files, and removes it with the conversation', async () => {
    const user = await signupAndLogin(t.app);
    const conversation = await newConversation(t, user);
    const body = fileUpload(pdfBytes('Ada Lovelace, analyst'), 'ada.pdf', 'application/pdf');
    const upload = (id: string, who: TestUser = user) =>
      t.app.inject({
        method: 'POST',
        url: `${API}/chat/conversations/${id}/attachments`,
        headers: { ...bearer(who.token), 'content-type': body.contentType },
        payload: body.payload,
      });
    const res = await upload(conversation.id);
    expect(res.statusCode, res.body).toBe(200);
    const file = res.json<CvFilePublic>();
    expect(file).toMatchObject({ filename: 'ada.pdf', content_type: 'application/pdf' });

    // Not one of the CV files, but the person's file for the chat and counted in their storage.
    const files = (await call(user, 'GET', '/cv/files/')).json<CvFilesPublic>();
    expect(files).toEqual({ data: [], count: 0 });
    const sent = await call(user, 'POST', `/chat/conversations/${conversation.id}/ai-request`, {
      conversation_id: conversation.id,
      content: 'What does it say?',
      attachment_ids: [file.id],
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(seen.at(-1)?.attachments.map((a) => a.text)).toEqual([
      expect.stringContaining('Ada Lovelace'),
    ]);
    const [row] = await t.app.db.select().from(cvFiles).where(eq(cvFiles.id, file.id));
    expect(row?.conversation_id).toBe(conversation.id);
    await expect(t.app.files.get(row!.storage_key)).resolves.toMatchObject({ size: file.size });

    // Another person's conversation cannot take a file.
    const other = await signupAndLogin(t.app);
    expect((await upload(conversation.id, other)).statusCode).toBe(404);

    // Deleting the conversation removes the file, its row and its bytes.
    expect((await call(user, 'DELETE', `/chat/conversations/${conversation.id}`)).statusCode).toBe(
      200,
    );
    expect(await t.app.db.select().from(cvFiles).where(eq(cvFiles.id, file.id))).toEqual([]);
    await expect(t.app.files.get(row!.storage_key)).rejects.toBeInstanceOf(FileMissingError);
    expect((await upload(conversation.id)).statusCode).toBe(404);
  });

  it('grounds an answer in the latest analysis run in the conversation', async () => {
    const user = await signupAndLogin(t.app);
    const conversation = await newConversation(t, user);
    const analysis = mockAnalysis(
      { filename: 'cv.pdf', path: 'cv-files/1' },
      'https://jobs.example.com/lakeside/platform',
    );
    await insertMessage(t.app.db, {
      conversationId: conversation.id,
      role: 'assistant',
      content: 'The analysis',
      analysis,
    });
    const res = await call(user, 'POST', `/chat/conversations/${conversation.id}/ai-request`, {
      conversation_id: conversation.id,
      content: 'Write a cover letter for it',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(seen.at(-1)?.analysis?.posting).toEqual(analysis.posting);
  });

  it('lists messages newest first and pages them', async () => {
    const user = await signupAndLogin(t.app);
    const conversation = await newConversation(t, user);
    for (const content of ['one', 'two', 'three']) {
      await call(user, 'POST', `/chat/conversations/${conversation.id}/messages`, { content });
    }
    const page = (
      await call(user, 'GET', `/chat/conversations/${conversation.id}/messages?skip=1&limit=1`)
    ).json<ChatMessagesPublic>();
    expect(page.count).toBe(3);
    expect(page.data.map((m) => m.content)).toEqual(['two']);
  });
});

describe('the onboarding conversation', () => {
  it('is created once, named in the onboarding state, and greets by first name', async () => {
    const user = await signupAndLogin(t.app, { full_name: 'Marie Curie' });
    const [a, b] = await Promise.all([
      call(user, 'GET', '/onboarding/conversation'),
      call(user, 'GET', '/onboarding/conversation'),
    ]);
    const conversation = a.json<ConversationPublic>();
    expect(b.json<ConversationPublic>().id).toBe(conversation.id);
    expect(conversation.title).toBe(chatServerTexts.onboardingTitle);
    const state = (await call(user, 'GET', '/onboarding/state')).json<OnboardingState>();
    expect(state.conversation_id).toBe(conversation.id);

    const start = (
      await call(user, 'GET', '/onboarding/start')
    ).json<OnboardingConversationStart>();
    expect(start.conversation.id).toBe(conversation.id);
    expect(start.messages).toHaveLength(1);
    expect(start.messages[0]).toMatchObject({
      role: 'assistant',
      content: chatServerTexts.onboardingGreeting.replace('{name}', 'Marie'),
    });
    // Starting again does not greet twice.
    const again = (
      await call(user, 'GET', '/onboarding/start')
    ).json<OnboardingConversationStart>();
    expect(again.messages).toHaveLength(1);

    const sent = await call(user, 'POST', '/onboarding/messages', { content: 'What now?' });
    expect(sent.json<ChatExchange>().reply.content).toBe('Echo: What now?');
    const messages = (await call(user, 'GET', '/onboarding/messages')).json<ChatMessagesPublic>();
    expect(messages.data.map((m) => m.content)).toEqual([
      'Echo: What now?',
      'What now?',
      chatServerTexts.onboardingGreeting.replace('{name}', 'Marie'),
    ]);
  });

  it('is made anew when the named one was deleted', async () => {
    const user = await signupAndLogin(t.app);
    const first = (await call(user, 'GET', '/onboarding/conversation')).json<ConversationPublic>();
    await call(user, 'DELETE', `/chat/conversations/${first.id}`);
    const state = (await call(user, 'GET', '/onboarding/state')).json<OnboardingState>();
    expect(state.conversation_id).toBeNull();
    const second = (await call(user, 'GET', '/onboarding/conversation')).json<ConversationPublic>();
    expect(second.id).not.toBe(first.id);
  });
});

describe('the assistant in use', () => {
  it('is named for the web app', async () => {
    const user = await signupAndLogin(t.app);
    const res = await call(user, 'GET', '/utils/assistant');
    expect(res.json()).toEqual({ name: 'Echo', offline: true, model: null });
  });
});
