import type {
  ChatMessagesPublic,
  ChatServerEvent,
  ConversationPublic,
  CvFilePublic,
} from '@vita/api/schemas';
import { expect } from 'vitest';
import { WebSocket } from 'ws';
import { AssistantError, type Assistant } from '../src/infra/assistant';
import type { AssistantGrounding } from '../src/infra/assistant/grounding';
import { fileUpload } from './fixtures';
import { API, bearer, type TestApp, type TestUser } from './helper';

/** Starts the app on a loopback port; answers the base URL of its sockets (`ws://…/api/v1`). */
export async function listenForSockets(t: TestApp): Promise<string> {
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return `ws://127.0.0.1:${address.port}${API}`;
}

export async function newConversation(
  t: TestApp,
  user: TestUser,
  title?: string,
): Promise<ConversationPublic> {
  const res = await t.app.inject({
    method: 'POST',
    url: `${API}/chat/conversations`,
    headers: bearer(user.token),
    payload: title ? { title } : {},
  });
  expect(res.statusCode).toBe(200);
  return res.json<ConversationPublic>();
}

/** A conversation's messages as the API lists them (newest first). */
export async function messagesOf(t: TestApp, user: TestUser, conversationId: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `${API}/chat/conversations/${conversationId}/messages`,
    headers: bearer(user.token),
  });
  expect(res.statusCode).toBe(200);
  return res.json<ChatMessagesPublic>();
}

/** Uploads a CV file through the API, as the chat's paperclip does. */
export async function uploadCvFile(
  t: TestApp,
  user: TestUser,
  data: Buffer,
  filename: string,
  contentType?: string,
): Promise<CvFilePublic> {
  const body = fileUpload(data, filename, contentType);
  const res = await t.app.inject({
    method: 'POST',
    url: `${API}/cv/upload`,
    headers: { ...bearer(user.token), 'content-type': body.contentType },
    payload: body.payload,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<CvFilePublic>();
}

export interface ChatClient {
  socket: WebSocket;
  events: ChatServerEvent[];
  /** Resolves with the first event (from now on, or already received) that matches. */
  next(match: (event: ChatServerEvent) => boolean): Promise<ChatServerEvent>;
  closed: Promise<{ code: number; reason: string }>;
  send(frame: unknown): void;
}

/** A chat socket client for tests: every event kept, and a way to wait for the next match. */
export function connectChat(
  base: string,
  conversationId: string,
  token: string | null,
): ChatClient {
  const query = token === null ? '' : `?token=${encodeURIComponent(token)}`;
  const socket = new WebSocket(`${base}/chat/conversations/${conversationId}/stream${query}`);
  const events: ChatServerEvent[] = [];
  const waiters: {
    match: (event: ChatServerEvent) => boolean;
    resolve: (e: ChatServerEvent) => void;
  }[] = [];
  socket.on('message', (data) => {
    const event = JSON.parse(String(data)) as ChatServerEvent;
    events.push(event);
    for (const waiter of [...waiters]) {
      if (waiter.match(event)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(event);
      }
    }
  });
  const opened = new Promise<void>((resolve) => socket.once('open', () => resolve()));
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.once('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  );
  let seenUpTo = 0;
  return {
    socket,
    events,
    closed,
    next(match) {
      const found = events.slice(seenUpTo).find(match);
      if (found) {
        seenUpTo = events.indexOf(found) + 1;
        return Promise.resolve(found);
      }
      return new Promise((resolve) =>
        waiters.push({
          match,
          resolve: (event) => {
            seenUpTo = events.indexOf(event) + 1;
            resolve(event);
          },
        }),
      );
    },
    send(frame) {
      void opened.then(() =>
        socket.send(typeof frame === 'string' ? frame : JSON.stringify(frame)),
      );
    },
  };
}

export const ofType =
  <T extends ChatServerEvent['type']>(type: T) =>
  (event: ChatServerEvent): event is Extract<ChatServerEvent, { type: T }> =>
    event.type === type;

/**
 * A scripted assistant, so the protocol can be driven step by step: replies echo the question
 * in pieces; "slow" replies wait between pieces until stopped (about three seconds in all);
 * "fail" fails after one piece; "explode" fails as a bug would, its message ending with query
 * parameters and its fields holding a request body. Each grounding it is given is kept in `seen`.
 */
export function scriptedAssistant(seen: AssistantGrounding[] = []): Assistant {
  return {
    info: { name: 'Scripted', offline: true, model: null },
    async *stream({ grounding, message, signal }) {
      seen.push(grounding);
      if (message === 'fail') {
        yield 'Half';
        throw new AssistantError('The provider fell over.');
      }
      if (message === 'explode') {
        throw Object.assign(new Error('Failed query: insert\nparams: explode,secret-in-params'), {
          requestBodyValues: { messages: ['secret-in-body'] },
        });
      }
      const pieces =
        message === 'slow'
          ? Array.from({ length: 200 }, (_, i) => `p${i} `)
          : ['You ', 'said: ', message];
      for (const piece of pieces) {
        if (signal.aborted) return;
        if (message === 'slow') await new Promise((resolve) => setTimeout(resolve, 15));
        yield piece;
      }
    },
    async reply({ message }) {
      return `You said: ${message}`;
    },
  };
}
