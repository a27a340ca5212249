import {
  chatServerTexts,
  CHAT_CLOSE,
  CHAT_FLOOD_MAX_FRAMES,
  CHAT_FRAME_MAX_BYTES,
  serverMessages,
  type ChatMessagesPublic,
  type ConversationPublic,
} from '@vita/api/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AssistantGrounding } from '../src/infra/assistant/grounding';
import { API, bearer, build, signupAndLogin, type TestApp } from './helper';
import {
  connectChat,
  listenForSockets,
  messagesOf,
  newConversation,
  ofType,
  scriptedAssistant,
} from './chat-client';

const seen: AssistantGrounding[] = [];
const scripted = scriptedAssistant(seen);

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await build({}, { assistant: scripted });
  base = await listenForSockets(t);
});
afterAll(() => t.close());

const connect = (conversationId: string, token: string | null) =>
  connectChat(base, conversationId, token);

describe('chat socket: who may connect', () => {
  it('refuses a missing token with an error event and a 4401 close', async () => {
    const user = await signupAndLogin(t.app);
    const conversation = await newConversation(t, user);
    const client = connect(conversation.id, null);
    const closed = await client.closed;
    expect(closed).toEqual({
      code: CHAT_CLOSE.unauthenticated,
      reason: serverMessages.notAuthenticated,
    });
    expect(client.events).toEqual([{ type: 'error', content: serverMessages.notAuthenticated }]);
  });

  it('refuses a forged token', async () => {
    const user = await signupAndLogin(t.app);
    const conversation = await newConversation(t, user);
    const client = connect(conversation.id, `${user.token}x`);
    expect(await client.closed).toEqual({
      code: CHAT_CLOSE.unauthenticated,
      reason: serverMessages.invalidCredentials,
    });
  });

  it("refuses another user's conversation as if it did not exist, and a malformed id", async () => {
    const owner = await signupAndLogin(t.app);
    const other = await signupAndLogin(t.app);
    const conversation = await newConversation(t, owner);
    const client = connect(conversation.id, other.token);
    client.send({ message: 'sneaky' });
    expect(await client.closed).toEqual({
      code: CHAT_CLOSE.notFound,
      reason: chatServerTexts.conversationNotFound,
    });
    expect(client.events).toEqual([
      { type: 'error', content: chatServerTexts.conversationNotFound },
    ]);
    expect((await messagesOf(t, owner, conversation.id)).count).toBe(0);

    const bad = connect('not-a-uuid', owner.token);
    expect((await bad.closed).code).toBe(CHAT_CLOSE.notFound);
  });
});

describe('chat socket: a reply', () => {
  it('stores the message, streams the reply in chunks, and stores the reply', async () => {
    const user = await signupAndLogin(t.app);
    const conversation = await newConversation(t, user);
    const client = connect(conversation.id, user.token);
    // Sent before the socket is checked: it waits, it is not lost.
    client.send({ message: 'Hello there' });
    const received = await client.next(ofType('message_received'));
    const complete = await client.next(ofType('stream_complete'));
    const chunks = client.events.filter(ofType('stream_chunk'));
    expect(received).toMatchObject({ content: 'Hello there', message: { role: 'user' } });
    expect(chunks.map((chunk) => chunk.content)).toEqual(['You ', 'said: ', 'Hello there']);
    // Each chunk carries only its new text.
    expect(Object.keys(chunks[1]!).sort()).toEqual(['content', 'type']);
    expect(complete).toMatchObject({
      content: 'You said: Hello there',
      message: { role: 'assistant', incomplete: false, content: 'You said: Hello there' },
    });
    const stored = await messagesOf(t, user, conversation.id);
    expect(stored.data.map((m) => [m.role, m.content])).toEqual([
      ['assistant', 'You said: Hello there'],
      ['user', 'Hello there'],
    ]);
    // The first message names the conversation.
    const named = await t.app.inject({
      method: 'GET',
      url: `${API}/chat/conversations/${conversation.id}`,
      headers: bearer(user.token),
    });
    expect(named.json<ConversationPublic>().title).toBe('Hello there');
    client.socket.close();
  });

  it('gives the assistant the conversation so far, without the question itself', async () => {
    const user = await signupAndLogin(t.app, { full_name: 'Ada Lovelace' });
    const conversation = await newConversation(t, user);
    const client = connect(conversation.id, user.token);
    client.send({ message: 'first' });
    await client.next(ofType('stream_complete'));
    seen.length = 0;
    client.send({ message: 'second' });
    await client.next(ofType('stream_complete'));
    expect(seen[0]?.history).toEqual([
      { role: 'user', content: 'first' },
      { role: 'assistant', content: 'You said: first' },
    ]);
    expect(seen[0]?.user).toEqual({ full_name: 'Ada Lovelace', email: user.email });
    client.socket.close();
  });

  it('stops a reply on cancel and keeps what was written, marked incomplete', async () => {
    const user = await signupAndLogin(t.app);
    const conversation = await newConversation(t, user);
    const client = connect(conversation.id, user.token);
    client.send({ message: 'slow' });
    await client.next(ofType('stream_chunk'));
    client.send({ type: 'cancel' });
    const complete = await client.next(ofType('stream_complete'));
    if (complete.type !== 'stream_complete') throw new Error('unreachable');
    expect(complete.message.incomplete).toBe(true);
    expect(complete.content.startsWith('p0 ')).toBe(true);
    expect(complete.content.length).toBeLessThan(200 * 4);
    const stored = await messagesOf(t, user, conversation.id);
    expect(stored.data[0]).toMatchObject({
      role: 'assistant',
      incomplete: true,
      content: complete.content,
    });
    // Nothing left to stop.
    client.send({ type: 'cancel' });
    expect(await client.next(ofType('error'))).toEqual({
      type: 'error',
      content: chatServerTexts.chatNothingToCancel,
    });
    client.socket.close();
  });

  it('refuses a second message while a reply is running', async () => {
    const user = await signupAndLogin(t.app);
    const conversation = await newConversation(t, user);
    const client = connect(conversation.id, user.token);
    client.send({ message: 'slow' });
    client.send({ message: 'impatient' });
    expect(await client.next(ofType('error'))).toEqual({
      type: 'error',
      content: chatServerTexts.chatBusy,
    });
    client.send({ type: 'cancel' });
    await client.next(ofType('stream_complete'));
    client.socket.close();
  });

  it('keeps a reply cut off by a dropped socket, marked incomplete', async () => {
    const user = await signupAndLogin(t.app);
    const conversation = await newConversation(t, user);
    const client = connect(conversation.id, user.token);
    client.send({ message: 'slow' });
    await client.next(ofType('stream_chunk'));
    client.socket.terminate();
    let stored: ChatMessagesPublic = { data: [], count: 0 };
    // The page and its count are two reads: on PostgreSQL either can see the reply a moment
    // before the other, so the wait is for both. A loaded machine can take seconds to store it.
    for (let i = 0; i < 500 && (stored.data.length < 2 || stored.count < 2); i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      stored = await messagesOf(t, user, conversation.id);
    }
    expect(stored.count).toBe(2);
    expect(stored.data[0]).toMatchObject({ role: 'assistant', incomplete: true });
    expect(stored.data[0]?.content.startsWith('p0 ')).toBe(true);
  });

  it('answers a failing assistant with an error event and stores no reply', async () => {
    const user = await signupAndLogin(t.app);
    const conversation = await newConversation(t, user);
    const client = connect(conversation.id, user.token);
    client.send({ message: 'fail' });
    expect(await client.next(ofType('error'))).toEqual({
      type: 'error',
      content: 'The provider fell over.',
    });
    const stored = await messagesOf(t, user, conversation.id);
    expect(stored.data.map((m) => m.role)).toEqual(['user']);
    client.socket.close();
  });

  it('streams two conversations at once without mixing them', async () => {
    const a = await signupAndLogin(t.app);
    const b = await signupAndLogin(t.app);
    const [ca, cb] = await Promise.all([newConversation(t, a), newConversation(t, b)]);
    const clientA = connect(ca.id, a.token);
    const clientB = connect(cb.id, b.token);
    clientA.send({ message: 'from A' });
    clientB.send({ message: 'from B' });
    const [doneA, doneB] = await Promise.all([
      clientA.next(ofType('stream_complete')),
      clientB.next(ofType('stream_complete')),
    ]);
    expect(doneA).toMatchObject({ content: 'You said: from A' });
    expect(doneB).toMatchObject({ content: 'You said: from B' });
    expect(clientA.events.some((e) => JSON.stringify(e).includes('from B'))).toBe(false);
    clientA.socket.close();
    clientB.socket.close();
  });
});

describe('chat socket: bad frames', () => {
  it('answers frames that are not JSON, not the contract or empty with an error, and stays open', async () => {
    const user = await signupAndLogin(t.app);
    const conversation = await newConversation(t, user);
    const client = connect(conversation.id, user.token);
    client.send('{not json');
    expect(await client.next(ofType('error'))).toEqual({
      type: 'error',
      content: chatServerTexts.chatFrameInvalid,
    });
    client.send({ type: 'teleport', message: 'x' });
    expect(await client.next(ofType('error'))).toEqual({
      type: 'error',
      content: chatServerTexts.chatFrameInvalid,
    });
    client.send({ message: '   ' });
    expect(await client.next(ofType('error'))).toEqual({
      type: 'error',
      content: 'Write a message or attach a file.',
    });
    client.send({ message: 'x'.repeat(8001) });
    expect(await client.next(ofType('error'))).toEqual({
      type: 'error',
      content: 'A message must be at most 8000 characters',
    });
    client.send({
      message: 'still here',
      attachment_ids: ['00000000-0000-4000-8000-000000000000'],
    });
    expect(await client.next(ofType('error'))).toEqual({
      type: 'error',
      content: chatServerTexts.attachmentNotFound,
    });
    client.send({ message: 'still here' });
    expect(await client.next(ofType('stream_complete'))).toMatchObject({
      content: 'You said: still here',
    });
    expect((await messagesOf(t, user, conversation.id)).count).toBe(2);
    client.socket.close();
  });

  it('closes an oversized frame with 1009 and a flood with 4429, leaving others alone', async () => {
    const user = await signupAndLogin(t.app);
    const conversation = await newConversation(t, user);
    const big = connect(conversation.id, user.token);
    big.send({ message: 'x'.repeat(CHAT_FRAME_MAX_BYTES + 10) });
    expect((await big.closed).code).toBe(CHAT_CLOSE.tooLarge);

    const flood = connect(conversation.id, user.token);
    for (let i = 0; i <= CHAT_FLOOD_MAX_FRAMES + 1; i++) flood.send('{}');
    expect(await flood.closed).toEqual({
      code: CHAT_CLOSE.flood,
      reason: chatServerTexts.chatFlood,
    });

    const calm = connect(conversation.id, user.token);
    calm.send({ message: 'all good' });
    expect(await calm.next(ofType('stream_complete'))).toMatchObject({
      content: 'You said: all good',
    });
    calm.socket.close();
  });

  it('ends the socket when the session ends meanwhile', async () => {
    const user = await signupAndLogin(t.app);
    const conversation = await newConversation(t, user);
    const client = connect(conversation.id, user.token);
    client.send({ message: 'one' });
    await client.next(ofType('stream_complete'));
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `${API}/users/me`,
      headers: bearer(user.token),
    });
    expect(deleted.statusCode).toBe(200);
    client.send({ message: 'two' });
    expect((await client.closed).code).toBe(CHAT_CLOSE.unauthenticated);
  });
});
