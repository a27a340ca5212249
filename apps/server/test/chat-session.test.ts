import { chatServerTexts } from '@vita/api/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Assistant } from '../src/infra/assistant';
import { connectChat, listenForSockets, newConversation, ofType } from './chat-client';
import { API, bearer, build, detail, signupAndLogin, type TestApp, type TestUser } from './helper';

/**
 * The chat's one session, over its two paths: a conversation deleted while its reply is written
 * leaves the reply nowhere to go, and both the socket and an ai-request say so the same way.
 */
let t: TestApp;
let user: TestUser;
let base: string;
/** The conversation the assistant deletes while it answers. */
let doomed = '';

const deleteDoomed = async () => {
  const res = await t.app.inject({
    method: 'DELETE',
    url: `${API}/chat/conversations/${doomed}`,
    headers: bearer(user.token),
  });
  expect(res.statusCode).toBe(200);
};

const deletingAssistant: Assistant = {
  info: { name: 'Deleting', offline: true, model: null },
  async *stream() {
    yield 'A first piece';
    await deleteDoomed();
    yield ' and the rest.';
  },
  async reply() {
    await deleteDoomed();
    return 'A reply with nowhere to go.';
  },
};

beforeAll(async () => {
  t = await build({}, { assistant: deletingAssistant });
  user = await signupAndLogin(t.app);
  base = await listenForSockets(t);
});
afterAll(() => t.close());

describe('a conversation deleted while it is answered', () => {
  it('answers an ai-request with 404 and the conversation gone', async () => {
    doomed = (await newConversation(t, user)).id;
    const res = await t.app.inject({
      method: 'POST',
      url: `${API}/chat/conversations/${doomed}/ai-request`,
      headers: bearer(user.token),
      payload: { content: 'Hello?' },
    });
    expect(res.statusCode).toBe(404);
    expect(detail(res)).toBe(chatServerTexts.conversationNotFound);
  });

  it('tells the socket the conversation is gone, after the pieces it streamed', async () => {
    doomed = (await newConversation(t, user)).id;
    const chat = connectChat(base, doomed, user.token);
    chat.send({ message: 'Hello?' });
    const error = await chat.next(ofType('error'));
    expect(error.content).toBe(chatServerTexts.conversationNotFound);
    expect(chat.events.filter(ofType('stream_chunk')).map((e) => e.content)).toEqual([
      'A first piece',
      ' and the rest.',
    ]);
    expect(chat.events.some(ofType('stream_complete'))).toBe(false);
    chat.socket.close();
    await chat.closed;
  });
});
