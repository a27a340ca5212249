import {
  chatMessagesQueryOptions,
  chatTexts,
  createChatSocket,
  errorMessage,
  queryKeys,
  type ChatConnectionState,
  type AnalysisResult,
  type ChatMessagePublic,
  type ChatServerEvent,
  type ChatSocket,
  type MessageAttachment,
} from '@vita/api';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { atom, useAtom, useStore, type PrimitiveAtom } from 'jotai';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useApi, useSession } from '../../lib/services';

/** A message as the log shows it: stored ones and the one being written. */
export interface ClientChatMessage {
  id: string;
  content: string;
  isUser: boolean;
  timestamp: string;
  isStreaming: boolean;
  incomplete: boolean;
  attachments: MessageAttachment[];
  /** A resume analysis reply's structured result. */
  analysis: AnalysisResult | null;
}

/** The Resume Analysis mode's block: the latest analysis of this session, as it streams in. */
export interface AnalysisBlock {
  status: 'submitted' | 'streaming' | 'done' | 'error';
  /** The write-up so far. */
  content: string;
  /** The structured result, once the analysis is complete. */
  result: AnalysisResult | null;
  /** When it was asked for, then when it was stored. */
  timestamp: string | null;
}

/** The chat screen's mode: one for the whole app, so it stays as chosen between conversations. */
export type ChatMode = 'chat' | 'analysis';
export const chatModeAtom = atom<ChatMode>('chat');

export type SendStatus = 'idle' | 'submitted' | 'streaming' | 'error';

/** The live side of one conversation: the connection, the reply being written, the last error. */
export interface ChatState {
  connection: ChatConnectionState;
  /** Milliseconds until the next reconnect attempt, while disconnected. */
  retryInMs: number | null;
  status: SendStatus;
  /** Messages of this session not yet in the loaded history (the question, the reply). */
  live: ClientChatMessage[];
  /** The latest connection or stream error, shown as a banner until the next send. */
  error: string | null;
  /** The latest upload error, shown apart from the banner. */
  uploadError: string | null;
  isUploading: boolean;
  /** The latest analysis; its events are the same as a chat reply's and also feed the log. */
  analysis: AnalysisBlock | null;
}

const initialState: ChatState = {
  connection: 'connecting',
  retryInMs: null,
  status: 'idle',
  live: [],
  error: null,
  uploadError: null,
  isUploading: false,
  analysis: null,
};

// One atom per conversation: leaving a conversation and coming back keeps its state.
const stateAtoms = new Map<string, PrimitiveAtom<ChatState>>();
export function chatStateAtom(conversationId: string): PrimitiveAtom<ChatState> {
  let found = stateAtoms.get(conversationId);
  if (!found) {
    found = atom<ChatState>(initialState);
    stateAtoms.set(conversationId, found);
  }
  return found;
}

export const toClientMessage = (
  message: ChatMessagePublic,
  isStreaming = false,
): ClientChatMessage => ({
  id: message.id,
  content: message.content,
  isUser: message.role === 'user',
  timestamp: message.created_at,
  isStreaming,
  incomplete: message.incomplete,
  attachments: message.attachments,
  analysis: message.analysis,
});

const STREAMING_ID = 'streaming-reply';

/** What one event does to the analysis block, while an analysis is under way. */
function applyToAnalysis(
  block: AnalysisBlock | null,
  event: ChatServerEvent,
): AnalysisBlock | null {
  if (!block || (block.status !== 'submitted' && block.status !== 'streaming')) return block;
  switch (event.type) {
    case 'message_received':
      return { ...block, status: 'streaming', content: '', timestamp: event.message.created_at };
    case 'stream_chunk':
      return { ...block, status: 'streaming', content: block.content + event.content };
    case 'stream_complete':
      return {
        status: 'done',
        content: event.content,
        result: event.analysis ?? event.message.analysis,
        timestamp: event.message.created_at,
      };
    case 'error':
      // An error clears the block: the banner says what went wrong.
      return null;
  }
}

/** What one event does to the state (the transitions of a reply). */
export function applyEvent(state: ChatState, event: ChatServerEvent): ChatState {
  const next = applyToLog(state, event);
  return { ...next, analysis: applyToAnalysis(state.analysis, event) };
}

function applyToLog(state: ChatState, event: ChatServerEvent): ChatState {
  switch (event.type) {
    case 'message_received':
      return {
        ...state,
        status: 'streaming',
        error: null,
        live: [
          ...state.live.filter((m) => m.id !== STREAMING_ID),
          toClientMessage(event.message),
          {
            id: STREAMING_ID,
            content: '',
            isUser: false,
            // Until the reply is stored with its own time, it shows when it was asked for.
            timestamp: event.message.created_at,
            isStreaming: true,
            incomplete: false,
            attachments: [],
            analysis: null,
          },
        ],
      };
    case 'stream_chunk':
      return {
        ...state,
        status: 'streaming',
        live: state.live.map((m) =>
          m.id === STREAMING_ID ? { ...m, content: m.content + event.content } : m,
        ),
      };
    case 'stream_complete':
      return {
        ...state,
        status: 'idle',
        live: [
          ...state.live.filter((m) => m.id !== STREAMING_ID),
          toClientMessage({ ...event.message, content: event.content }),
        ],
      };
    case 'error':
      return {
        ...state,
        status: 'error',
        error: event.content,
        live: state.live.filter((m) => m.id !== STREAMING_ID),
      };
  }
}

/** "Failed to upload {name}: {reason}", the reason from the server's answer. */
export function uploadFailure(file: File, error: unknown): string {
  const reason =
    error instanceof Error && error.message
      ? errorMessage(error)
      : chatTexts.chatUploadUnknownReason;
  return chatTexts.chatUploadFailedNamed.replace('{name}', file.name).replace('{reason}', reason);
}

/**
 * A conversation's chat: its stored history (TanStack Query) plus the live side (a jotai atom):
 * the socket, the reply being written, errors and uploads. Connects while mounted.
 */
export function useChat(conversationId: string) {
  const api = useApi();
  const session = useSession();
  const queryClient = useQueryClient();
  const store = useStore();
  const stateAtom = chatStateAtom(conversationId);
  const [state, setState] = useAtom(stateAtom);
  const history = useQuery(chatMessagesQueryOptions(api, conversationId));
  const socketRef = useRef<ChatSocket | null>(null);

  useEffect(() => {
    const update = (change: (current: ChatState) => ChatState) =>
      store.set(stateAtom, change(store.get(stateAtom)));
    update((s) => ({
      ...s,
      connection: 'connecting',
      status: s.status === 'streaming' ? 'idle' : s.status,
    }));
    const socket = createChatSocket({
      conversationId,
      origin: window.location.origin,
      getToken: session.getToken,
      onStateChange: (connection, { retryInMs }) =>
        update((s) => ({
          ...s,
          connection,
          retryInMs,
          // A reply cut off by a dropped connection is over; the server kept what it wrote.
          ...(connection === 'disconnected' &&
          (s.status === 'streaming' || s.status === 'submitted')
            ? {
                status: 'idle' as const,
                live: s.live.filter((m) => m.id !== STREAMING_ID),
                analysis: s.analysis?.status === 'done' ? s.analysis : null,
              }
            : {}),
        })),
      onError: (text) => update((s) => ({ ...s, error: text })),
      onEvent: (event) => {
        update((s) => applyEvent(s, event));
        if (event.type === 'stream_complete') {
          // The stored pair replaces the live one when the history reloads (same ids: no jump);
          // the list moves this conversation up and may show its new title.
          void queryClient.invalidateQueries({ queryKey: queryKeys.chatMessages(conversationId) });
          void queryClient.invalidateQueries({ queryKey: queryKeys.conversations });
        } else if (event.type === 'error') {
          // The question was stored before the reply failed: the list moves this conversation up.
          void queryClient.invalidateQueries({ queryKey: queryKeys.conversations });
        }
      },
      onReconnect: () => {
        // What the server stored while the connection was down comes back with the history.
        update((s) => ({ ...s, live: [], error: null }));
        void queryClient.invalidateQueries({ queryKey: queryKeys.chatMessages(conversationId) });
      },
      onFinalClose: (_code, reason) =>
        update((s) => ({ ...s, error: reason || chatTexts.chatConnectionError })),
    });
    socketRef.current = socket;
    return () => {
      socketRef.current = null;
      socket.close();
    };
  }, [conversationId, queryClient, session, store, stateAtom]);

  // The log: the history, then what this session added that the history does not hold yet.
  const log = useMemo(() => {
    const stored = (history.data?.data ?? []).map((m) => toClientMessage(m));
    const known = new Set(stored.map((m) => m.id));
    return [...stored, ...state.live.filter((m) => !known.has(m.id))];
  }, [history.data, state.live]);

  const send = useCallback(
    async (text: string, files: File[]) => {
      const socket = socketRef.current;
      if (!socket || socket.state !== 'connected') {
        setState((s) => ({ ...s, error: chatTexts.chatNotConnected }));
        return false;
      }
      setState((s) => ({ ...s, error: null, uploadError: null, isUploading: files.length > 0 }));
      const ids: string[] = [];
      // One upload per file, in order; the first failure stops the rest.
      for (const file of files) {
        try {
          // Kept with this conversation (and removed with it), not among the CV files.
          const attached = await api.chat.uploadAttachment({
            params: { conversation_id: conversationId },
            body: { file },
          });
          ids.push(attached.id);
        } catch (error) {
          setState((s) => ({ ...s, isUploading: false, uploadError: uploadFailure(file, error) }));
          return false;
        }
      }
      try {
        socket.send({ type: 'chat', message: text, attachment_ids: ids });
      } catch (error) {
        setState((s) => ({ ...s, isUploading: false, error: errorMessage(error) }));
        return false;
      }
      setState((s) => ({ ...s, isUploading: false, status: 'submitted' }));
      return true;
    },
    [api, conversationId, setState],
  );

  const sendAnalysis = useCallback(
    (jobUrl: string, cvPath: string) => {
      const socket = socketRef.current;
      if (!socket || socket.state !== 'connected') {
        setState((s) => ({ ...s, error: chatTexts.chatNotConnected }));
        return false;
      }
      try {
        socket.send({ type: 'resume_analysis', message: '', job_url: jobUrl, cv_path: cvPath });
      } catch (error) {
        setState((s) => ({ ...s, error: errorMessage(error) }));
        return false;
      }
      setState((s) => ({
        ...s,
        error: null,
        status: 'submitted',
        analysis: { status: 'submitted', content: '', result: null, timestamp: null },
      }));
      return true;
    },
    [setState],
  );

  const stop = useCallback(() => {
    try {
      socketRef.current?.send({ type: 'cancel' });
    } catch (error) {
      setState((s) => ({ ...s, error: errorMessage(error) }));
    }
  }, [setState]);

  const dismissError = useCallback(() => setState((s) => ({ ...s, error: null })), [setState]);

  return {
    conversationId,
    state,
    log,
    isLoading: history.isPending,
    loadError: history.error,
    send,
    sendAnalysis,
    stop,
    dismissError,
    /** Text or files can go now: connected, no reply running, nothing uploading. */
    canSend:
      state.connection === 'connected' &&
      state.status !== 'streaming' &&
      state.status !== 'submitted' &&
      !state.isUploading,
  };
}

export type ChatController = ReturnType<typeof useChat>;
