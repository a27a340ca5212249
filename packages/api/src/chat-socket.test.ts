import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  chatSocketUrl,
  ChatSocketError,
  createChatSocket,
  reconnectDelay,
  type ChatConnectionState,
  type SocketLike,
} from './chat-socket';
import { CHAT_CLOSE, chatTexts, type ChatServerEvent } from './schemas/chat';

/** A socket the test drives: it opens, speaks and closes when told. */
class FakeSocket implements SocketLike {
  readyState = 0;
  sent: string[] = [];
  onopen: SocketLike['onopen'] = null;
  onmessage: SocketLike['onmessage'] = null;
  onerror: SocketLike['onerror'] = null;
  onclose: SocketLike['onclose'] = null;
  constructor(readonly url: string) {}
  send(data: string) {
    this.sent.push(data);
  }
  close(code = 1000, reason = '') {
    this.readyState = 3;
    this.onclose?.({ code, reason });
  }
  open() {
    this.readyState = 1;
    this.onopen?.({});
  }
  drop(code = 1006) {
    this.readyState = 3;
    this.onclose?.({ code, reason: '' });
  }
}

let sockets: FakeSocket[];
let states: [ChatConnectionState, number | null][];
let errors: string[];
let events: ChatServerEvent[];
let reconnects: number;

function connect(token: string | null = 'tok') {
  return createChatSocket({
    conversationId: 'c-1',
    origin: 'https://vita.example',
    getToken: () => token,
    createSocket: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket;
    },
    onEvent: (event) => events.push(event),
    onStateChange: (state, { retryInMs }) => states.push([state, retryInMs]),
    onError: (text) => errors.push(text),
    onReconnect: () => (reconnects += 1),
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  sockets = [];
  states = [];
  errors = [];
  events = [];
  reconnects = 0;
});
afterEach(() => vi.useRealTimers());

describe('the chat socket adapter', () => {
  it('builds the socket URL on the page host, wss for https, the token in the query', () => {
    expect(chatSocketUrl('https://vita.example/chat', 'c 1', 'a&b')).toBe(
      'wss://vita.example/api/v1/chat/conversations/c%201/stream?token=a%26b',
    );
    expect(chatSocketUrl('http://127.0.0.1:8000', 'c', 't')).toMatch(/^ws:\/\/127\.0\.0\.1:8000\//);
  });

  it('waits 3 s, then doubles, up to 30 s', () => {
    expect([0, 1, 2, 3, 4, 5].map((n) => reconnectDelay(n))).toEqual([
      3000, 6000, 12000, 24000, 30000, 30000,
    ]);
  });

  it('sends only when connected, and checks every event', () => {
    const chat = connect();
    expect(() => chat.send({ type: 'chat', message: 'hi' })).toThrow(
      new ChatSocketError(chatTexts.chatNotConnected),
    );
    sockets[0]!.open();
    chat.send({ type: 'chat', message: 'hi' });
    expect(JSON.parse(sockets[0]!.sent[0]!)).toEqual({ type: 'chat', message: 'hi' });
    sockets[0]!.onmessage?.({
      data: JSON.stringify({ type: 'stream_chunk', content: 'a' }),
    });
    sockets[0]!.onmessage?.({ data: '{"type":"surprise"}' });
    sockets[0]!.onmessage?.({ data: 'not json' });
    expect(events).toEqual([{ type: 'stream_chunk', content: 'a' }]);
    expect(errors).toEqual([chatTexts.chatParseFailed, chatTexts.chatParseFailed]);
  });

  it('reconnects with backoff after a drop and asks for the history again', () => {
    connect();
    sockets[0]!.open();
    sockets[0]!.drop();
    expect(states.at(-1)).toEqual(['disconnected', 3000]);
    vi.advanceTimersByTime(3000);
    expect(sockets).toHaveLength(2);
    sockets[1]!.drop();
    expect(states.at(-1)).toEqual(['disconnected', 6000]);
    vi.advanceTimersByTime(6000);
    sockets[2]!.open();
    expect(states.at(-1)).toEqual(['connected', null]);
    expect(reconnects).toBe(1);
    // The wait starts over after a success.
    sockets[2]!.drop();
    expect(states.at(-1)).toEqual(['disconnected', 3000]);
  });

  it('stops for good when the server says retrying cannot help, or the user leaves', () => {
    const chat = connect();
    sockets[0]!.open();
    sockets[0]!.drop(CHAT_CLOSE.notFound);
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);

    const other = connect();
    sockets[1]!.open();
    other.close();
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(2);
    expect(chat.state).toBe('disconnected');
  });

  it('does not come back when closed for too many windows, and does when closed for idling', () => {
    connect();
    sockets[0]!.open();
    // Reconnecting would close the member's next oldest window in turn.
    sockets[0]!.drop(CHAT_CLOSE.tooManySockets);
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);

    connect();
    sockets[1]!.open();
    sockets[1]!.drop(CHAT_CLOSE.idle);
    vi.advanceTimersByTime(3000);
    expect(sockets).toHaveLength(3);
  });

  it('does not connect without a token', () => {
    connect(null);
    expect(sockets).toHaveLength(0);
    expect(errors).toEqual([chatTexts.chatTokenNotFound]);
  });
});
