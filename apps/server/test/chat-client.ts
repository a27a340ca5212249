import type { ChatServerEvent } from '@vita/api/schemas';
import { WebSocket } from 'ws';

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
