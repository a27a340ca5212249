import {
  chatServerTexts,
  CHAT_CLOSE,
  CHAT_FRAME_MAX_BYTES,
  CHAT_SOCKETS_PER_USER,
  serverMessages,
} from '@vita/api/schemas';
import { decodeJwt, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { API, bearer, build, signupAndLogin, type TestApp, type TestUser } from './helper';
import {
  connectChat,
  listenForSockets,
  messagesOf,
  newConversation,
  ofType,
  scriptedAssistant,
  type ChatClient,
} from './chat-client';

const scripted = scriptedAssistant();

const WRITES = 4;
let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await build({ WRITES_PER_MINUTE: String(WRITES) }, { assistant: scripted });
  base = await listenForSockets(t);
});
afterAll(() => t.close());

/** A socket the server has checked: a frame sent now is answered, so it is counted as open. */
async function checkedSocket(conversationId: string, token: string): Promise<ChatClient> {
  const client = connectChat(base, conversationId, token);
  client.send({ type: 'cancel' });
  expect(await client.next(ofType('error'))).toEqual({
    type: 'error',
    content: chatServerTexts.chatNothingToCancel,
  });
  return client;
}

describe('chat sockets per member', () => {
  it(`keeps at most ${CHAT_SOCKETS_PER_USER} open: one more closes the oldest, for good`, async () => {
    const user = await signupAndLogin(t.app);
    const other = await signupAndLogin(t.app);
    const conversation = await newConversation(t, user);
    const elsewhere = await checkedSocket((await newConversation(t, other)).id, other.token);
    const open: ChatClient[] = [];
    for (let i = 0; i < CHAT_SOCKETS_PER_USER; i++) {
      open.push(await checkedSocket(conversation.id, user.token));
    }
    const newest = await checkedSocket(conversation.id, user.token);
    const oldest = open[0]!;
    expect(await oldest.closed).toEqual({
      code: CHAT_CLOSE.tooManySockets,
      reason: chatServerTexts.chatTooManySockets,
    });
    expect(oldest.events.at(-1)).toEqual({
      type: 'error',
      content: chatServerTexts.chatTooManySockets,
    });
    // The others, the newest and another member's socket are left alone.
    for (const client of [...open.slice(1), newest, elsewhere]) {
      expect(client.socket.readyState).toBe(WebSocket.OPEN);
    }
    newest.send({ type: 'cancel' });
    expect(await newest.next(ofType('error'))).toMatchObject({
      content: chatServerTexts.chatNothingToCancel,
    });
    // A closed socket frees its place: closing one lets one more open without closing another.
    open[1]!.socket.close();
    await open[1]!.closed;
    const again = await checkedSocket(conversation.id, user.token);
    for (const client of [...open.slice(2), newest, again]) {
      expect(client.socket.readyState).toBe(WebSocket.OPEN);
    }
    for (const client of [...open.slice(2), newest, again, elsewhere]) client.socket.close();
  });

  it('closes a socket when its token expires, saying why', async () => {
    const user = await signupAndLogin(t.app);
    const conversation = await newConversation(t, user);
    const claims = decodeJwt(user.token);
    const short = await new SignJWT({ scope: claims.scope as string, ver: claims.ver as number })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(claims.sub!)
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + 2)
      .sign(new TextEncoder().encode(t.settings.secretKey));
    const client = await checkedSocket(conversation.id, short);
    expect(await client.closed).toEqual({
      code: CHAT_CLOSE.unauthenticated,
      reason: chatServerTexts.chatSessionExpired,
    });
    expect(client.events.at(-1)).toEqual({
      type: 'error',
      content: chatServerTexts.chatSessionExpired,
    });
  });
});

describe('chat socket questions count as writes', () => {
  it('shares WRITES_PER_MINUTE with REST and refuses with its text, keeping the socket', async () => {
    const user: TestUser = await signupAndLogin(t.app);
    // One REST write...
    const conversation = await newConversation(t, user);
    const client = connectChat(base, conversation.id, user.token);
    // ...and socket questions up to the limit.
    for (let i = 1; i < WRITES; i++) {
      client.send({ message: `question ${i}` });
      expect(await client.next(ofType('stream_complete'))).toMatchObject({
        content: `You said: question ${i}`,
      });
    }
    client.send({ message: 'one too many' });
    expect(await client.next(ofType('error'))).toEqual({
      type: 'error',
      content: serverMessages.tooManyRequests,
    });
    expect((await messagesOf(t, user, conversation.id)).count).toBe(2 * (WRITES - 1));
    // REST sees the same count.
    const rest = await t.app.inject({
      method: 'POST',
      url: `${API}/chat/conversations`,
      headers: bearer(user.token),
      payload: {},
    });
    expect([rest.statusCode, rest.json<{ detail: string }>().detail]).toEqual([
      429,
      serverMessages.tooManyRequests,
    ]);
    // Refused, not dropped: the socket still answers, and stopping costs no write.
    client.send({ type: 'cancel' });
    expect(await client.next(ofType('error'))).toMatchObject({
      content: chatServerTexts.chatNothingToCancel,
    });
    client.socket.close();
  });
});

describe('chat socket: text the database cannot store', () => {
  it('refuses NUL and unpaired surrogates with REST texts, stores nothing and logs no words', async () => {
    const user = await signupAndLogin(t.app);
    const conversation = await newConversation(t, user);
    const client = connectChat(base, conversation.id, user.token);
    client.send({ message: 'nul-words-7f3a \u0000 here' });
    expect(await client.next(ofType('error'))).toEqual({
      type: 'error',
      content: serverMessages.textNul,
    });
    client.send({ message: 'half-pair-words-7f3a \ud800 here' });
    expect(await client.next(ofType('error'))).toEqual({
      type: 'error',
      content: serverMessages.textUnpairedSurrogate,
    });
    client.send({
      type: 'resume_analysis',
      job_url: 'https://jobs.example.com/1',
      cv_path: 'cv\u0000-path-words-7f3a',
    });
    expect(await client.next(ofType('error'))).toEqual({
      type: 'error',
      content: serverMessages.textNul,
    });
    expect((await messagesOf(t, user, conversation.id)).count).toBe(0);
    client.socket.close();
    await client.closed;
    expect(t.logs.join('')).not.toContain('words-7f3a');
  });
});

describe('chat socket logs', () => {
  const lines = (from = 0) =>
    t.logs.slice(from).map((line) => JSON.parse(line) as Record<string, unknown>);

  it('log an unexpected failure without the words of the question or of the request', async () => {
    const user = await signupAndLogin(t.app);
    const conversation = await newConversation(t, user);
    const client = connectChat(base, conversation.id, user.token);
    client.send({ message: 'explode' });
    expect(await client.next(ofType('error'))).toEqual({
      type: 'error',
      content: chatServerTexts.assistantFailed,
    });
    const failed = lines().find((line) => line.msg === 'assistant failed');
    expect(failed).toMatchObject({
      level: 50,
      err: { type: 'Error', message: 'Failed query: insert' },
    });
    const all = t.logs.join('');
    expect(all).not.toContain('secret-in-params');
    expect(all).not.toContain('secret-in-body');
    client.socket.close();
  });

  it('log an oversized frame at info without a stack, and each socket in the request log', async () => {
    const user = await signupAndLogin(t.app);
    const conversation = await newConversation(t, user);
    const from = t.logs.length;
    const big = connectChat(base, conversation.id, user.token);
    big.send({ message: 'x'.repeat(CHAT_FRAME_MAX_BYTES + 10) });
    expect((await big.closed).code).toBe(CHAT_CLOSE.tooLarge);
    const calm = await checkedSocket(conversation.id, user.token);
    calm.socket.close(1000);
    await calm.closed;

    // The server's own lines come when it has seen each close; wait for both.
    const url = `${API}/chat/conversations/${conversation.id}/stream?token=[redacted]`;
    const socketLines = () =>
      lines(from).filter(
        (line) =>
          line.msg === 'request completed' &&
          (line.req as { url?: string } | undefined)?.url === url,
      );
    for (let i = 0; i < 500 && socketLines().length < 2; i++) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(
      socketLines().map((line) => [
        line.level,
        (line.res as { statusCode: number }).statusCode,
        line.closeCode,
      ]),
    ).toEqual([
      [30, 101, CHAT_CLOSE.tooLarge],
      [30, 101, 1000],
    ]);
    for (const line of socketLines()) {
      expect(line).toMatchObject({ req: { method: 'GET' }, responseTime: expect.any(Number) });
    }
    const oversized = lines(from).filter(
      (line) => line.msg === 'chat socket closed on a client error',
    );
    expect(oversized).toHaveLength(1);
    expect(oversized[0]).toMatchObject({ level: 30, reason: 'Max payload size exceeded' });
    expect(JSON.stringify(oversized[0])).not.toContain('    at ');
    expect(lines(from).filter((line) => (line.level as number) >= 50)).toEqual([]);
    expect(t.logs.join('')).not.toContain(user.token);
  });
});

describe('idle chat sockets', () => {
  let idle: TestApp;
  let idleBase: string;
  beforeAll(async () => {
    idle = await build({ CHAT_IDLE_TIMEOUT_MS: '500' }, { assistant: scripted });
    idleBase = await listenForSockets(idle);
  });
  afterAll(() => idle.close());

  it('are closed once nothing is sent and no reply runs for the idle time; a reply is not cut', async () => {
    const user = await signupAndLogin(idle.app);
    const conversation = await newConversation(idle, user);
    const client = connectChat(idleBase, conversation.id, user.token);
    // About three seconds of reply, six times the idle time: it is written to the end.
    client.send({ message: 'slow' });
    const done = await client.next(ofType('stream_complete'));
    expect(done).toMatchObject({ message: { incomplete: false } });
    expect(await client.closed).toEqual({
      code: CHAT_CLOSE.idle,
      reason: chatServerTexts.chatIdle,
    });
    // Nothing went wrong: the page reconnects without an error to show.
    expect(client.events.filter(ofType('error'))).toEqual([]);
  });
});
