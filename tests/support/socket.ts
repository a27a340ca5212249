import type { Page } from '@playwright/test';

/**
 * Every event the page's chat socket receives from now on, in order, to check that a reply
 * really streamed (many `stream_chunk`s before its `stream_complete`).
 */
export function receivedSocketEvents(page: Page): { type: string }[] {
  const received: { type: string }[] = [];
  page.on('websocket', (socket) =>
    socket.on('framereceived', ({ payload }) => received.push(JSON.parse(String(payload)))),
  );
  return received;
}

/** How many of the events are of this type. */
export const countOf = (events: { type: string }[], type: string) =>
  events.filter((event) => event.type === type).length;
