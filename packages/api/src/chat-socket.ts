import { API_PREFIX } from './api-prefix';
import {
  CHAT_FINAL_CLOSE_CODES,
  CHAT_STREAM_PATH,
  ChatServerEventSchema,
  chatTexts,
  type ChatClientFrame,
  type ChatServerEvent,
} from './schemas/chat';
import { CHAT_RECONNECT_INITIAL_MS, CHAT_RECONNECT_MAX_MS } from './schemas/limits';

export type ChatConnectionState = 'connecting' | 'connected' | 'disconnected';

/** What the adapter needs of a WebSocket: the browser's, or `ws` in Node. */
export interface SocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onerror: ((event: unknown) => void) | null;
  onclose: ((event: { code: number; reason: string }) => void) | null;
}

export type SocketFactory = (url: string) => SocketLike;

const OPEN = 1;

export interface ChatSocketOptions {
  conversationId: string;
  /** The stored access token; null when signed out (nothing connects). */
  getToken: () => string | null;
  /** The page's origin, e.g. 'https://vita.example' (ws: or wss: follows its scheme). */
  origin: string;
  onEvent: (event: ChatServerEvent) => void;
  onStateChange: (state: ChatConnectionState, detail: { retryInMs: number | null }) => void;
  /** A connection or protocol problem, in words for the user. */
  onError: (text: string) => void;
  /** After a reconnect (not the first connect): reload what the server stored meanwhile. */
  onReconnect?: () => void;
  /** The server closed for good (the session ended, the conversation is gone): no retry. */
  onFinalClose?: (code: number, reason: string) => void;
  createSocket?: SocketFactory;
  /** First wait before reconnecting, doubled after each failed attempt up to maxRetryMs. */
  initialRetryMs?: number;
  maxRetryMs?: number;
}

export interface ChatSocket {
  readonly state: ChatConnectionState;
  /** Sends a frame; throws ChatSocketError('WebSocket is not connected') when not connected. */
  send(frame: ChatClientFrame): void;
  /** Closes the socket for good (no reconnect). */
  close(): void;
}

export class ChatSocketError extends Error {
  override name = 'ChatSocketError';
}

/** The socket's URL for a conversation: same host as the page, ws or wss to match it. */
export function chatSocketUrl(origin: string, conversationId: string, token: string): string {
  const url = new URL(origin);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  url.pathname =
    API_PREFIX + CHAT_STREAM_PATH.replace('{conversation_id}', encodeURIComponent(conversationId));
  url.search = new URLSearchParams({ token }).toString();
  url.hash = '';
  return url.toString();
}

/** The wait before reconnect attempt `attempt` (0-based): doubling from `initial`, capped. */
export function reconnectDelay(
  attempt: number,
  initial = CHAT_RECONNECT_INITIAL_MS,
  max = CHAT_RECONNECT_MAX_MS,
): number {
  return Math.min(max, initial * 2 ** Math.max(0, attempt));
}

/** Reads one incoming frame; null when it is not one of the events the contract declares. */
export function parseServerEvent(data: unknown): ChatServerEvent | null {
  if (typeof data !== 'string') return null;
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    return null;
  }
  const parsed = ChatServerEventSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

const defaultFactory: SocketFactory = (url) => new WebSocket(url) as unknown as SocketLike;

/**
 * A conversation's live connection: typed frames out, checked events in, and reconnection with
 * backoff (3 s, doubling, at most 30 s) whenever the connection drops for a reason a retry can
 * fix. A dropped reply is not resent: the server keeps what it wrote, and `onReconnect` lets the
 * caller reload the stored history.
 */
export function createChatSocket(options: ChatSocketOptions): ChatSocket {
  const createSocket = options.createSocket ?? defaultFactory;
  const initial = options.initialRetryMs ?? CHAT_RECONNECT_INITIAL_MS;
  const max = options.maxRetryMs ?? CHAT_RECONNECT_MAX_MS;
  let state: ChatConnectionState = 'disconnected';
  let socket: SocketLike | null = null;
  let attempt = 0;
  let everConnected = false;
  let closed = false;
  let timer: ReturnType<typeof setTimeout> | null = null;

  const setState = (next: ChatConnectionState, retryInMs: number | null = null) => {
    state = next;
    options.onStateChange(next, { retryInMs });
  };

  const scheduleReconnect = () => {
    const wait = reconnectDelay(attempt, initial, max);
    attempt += 1;
    setState('disconnected', wait);
    timer = setTimeout(() => {
      timer = null;
      connect();
    }, wait);
  };

  function connect() {
    if (closed) return;
    const token = options.getToken();
    if (!token) {
      setState('disconnected');
      options.onError(chatTexts.chatTokenNotFound);
      return;
    }
    setState('connecting');
    let current: SocketLike;
    try {
      current = createSocket(chatSocketUrl(options.origin, options.conversationId, token));
    } catch {
      options.onError(chatTexts.chatConnectionError);
      scheduleReconnect();
      return;
    }
    socket = current;
    current.onopen = () => {
      if (socket !== current) return;
      const reconnected = everConnected;
      everConnected = true;
      attempt = 0;
      setState('connected');
      if (reconnected) options.onReconnect?.();
    };
    current.onmessage = (event) => {
      if (socket !== current) return;
      const parsed = parseServerEvent(event.data);
      if (parsed) options.onEvent(parsed);
      else options.onError(chatTexts.chatParseFailed);
    };
    current.onerror = () => {
      if (socket !== current) return;
      options.onError(chatTexts.chatConnectionError);
    };
    current.onclose = (event) => {
      if (socket !== current) return;
      socket = null;
      if (closed) {
        setState('disconnected');
        return;
      }
      if (CHAT_FINAL_CLOSE_CODES.includes(event.code)) {
        closed = true;
        setState('disconnected');
        options.onFinalClose?.(event.code, event.reason);
        return;
      }
      scheduleReconnect();
    };
  }

  connect();

  return {
    get state() {
      return state;
    },
    send(frame) {
      if (!socket || socket.readyState !== OPEN || state !== 'connected') {
        throw new ChatSocketError(chatTexts.chatNotConnected);
      }
      socket.send(JSON.stringify(frame));
    },
    close() {
      closed = true;
      if (timer) clearTimeout(timer);
      timer = null;
      const current = socket;
      socket = null;
      current?.close(1000, 'Closed by the client');
      setState('disconnected');
    },
  };
}
