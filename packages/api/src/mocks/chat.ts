import { ws } from 'msw';
import { API_PREFIX } from '../endpoint-kit';
import {
  automaticTitle,
  CHAT_CLOSE,
  CHAT_STREAM_PATH,
  ChatClientFrameSchema,
  chatServerTexts,
  chatTexts,
  type ChatMessagePublic,
  type ChatServerEvent,
  type ConversationPublic,
  type MessageAttachment,
} from '../schemas/chat';
import {
  analysisQuestion,
  analysisServerTexts,
  BUILT_CV_PATH_PREFIX,
  builtCvPath,
  type AnalysisResult,
} from '../schemas/analysis';
import { cvPdfFilename } from '../schemas/cv-layout';
import { serverMessages } from '../schemas/messages';
import { mockAnalysis, mockAnalysisReport } from './analysis';
import { message, mockReply } from './chat-seed';
import type { MockDb } from './db';
import { mockId } from './ids';
import { fail } from './mock-endpoint';

/** The assistant the mocks stand for. */
/**
 * The caller's CV an analysis names, as the server resolves it: an uploaded file by its path, or
 * a CV built in Vita by `cvs/<id>`, named as its PDF is; otherwise the text that says there is none.
 */
function analysedCv(db: MockDb, userId: string, path: string): { filename: string } | string {
  if (path.startsWith(BUILT_CV_PATH_PREFIX)) {
    const cv = db.cvs.find((c) => builtCvPath(c.id) === path && c.owner_id === userId);
    const user = db.users.find((u) => u.id === userId);
    return cv && user
      ? { filename: cvPdfFilename(user.full_name, cv.title) }
      : analysisServerTexts.builtCvNotFound;
  }
  const file = db.cvFiles.find((f) => f.path === path && f.owner_id === userId);
  return file ?? analysisServerTexts.cvNotFound;
}

export const MOCK_ASSISTANT = { name: 'Vita built-in assistant', offline: true, model: null };

/** The pieces a reply streams in: a line at a time. */
export const replyPieces = (reply: string) => reply.split(/(?<=\n)/);

/** The caller's conversation, or the server's 404. */
export function ownConversation(db: MockDb, ownerId: string, id: string): ConversationPublic {
  return (
    db.conversations.find((c) => c.id === id && c.owner_id === ownerId) ??
    fail(404, chatServerTexts.conversationNotFound)
  );
}

/** The caller's files as attachments, in order; 404 when one is not theirs. */
export function ownAttachments(db: MockDb, ownerId: string, ids: string[]): MessageAttachment[] {
  return [...new Set(ids)].map((id) => {
    const file = db.cvFiles.find((f) => f.id === id && f.owner_id === ownerId);
    if (!file) fail(404, chatServerTexts.attachmentNotFound);
    return {
      id: file.id,
      filename: file.filename,
      content_type: file.content_type,
      size: file.size,
    };
  });
}

/** Stores a message and moves its conversation to the top of the list. */
export function addMessage(
  db: MockDb,
  conversation: ConversationPublic,
  role: ChatMessagePublic['role'],
  content: string,
  extra: Partial<ChatMessagePublic> = {},
): ChatMessagePublic {
  const stored = message(mockId(db.nextId++), conversation.id, role, content, extra);
  const firstQuestion =
    role === 'user' &&
    !db.chatMessages.some((m) => m.conversation_id === conversation.id && m.role === 'user');
  db.chatMessages.push(stored);
  if (firstQuestion && conversation.title === chatTexts.conversationNew) {
    conversation.title =
      automaticTitle(content) ?? stored.attachments[0]?.filename ?? conversation.title;
  }
  db.conversations = [conversation, ...db.conversations.filter((c) => c.id !== conversation.id)];
  return stored;
}

/** Newest first, paged. */
export function pageMessages(db: MockDb, conversationId: string, skip: number, limit: number) {
  const mine = db.chatMessages.filter((m) => m.conversation_id === conversationId).reverse();
  return { data: mine.slice(skip, skip + limit), count: mine.length };
}

export function removeConversationsOf(db: MockDb, ownerId: string) {
  const gone = new Set(db.conversations.filter((c) => c.owner_id === ownerId).map((c) => c.id));
  db.conversations = db.conversations.filter((c) => !gone.has(c.id));
  db.chatMessages = db.chatMessages.filter((m) => !gone.has(m.conversation_id));
}

export interface ChatSocketMockOptions {
  /** Wait between streamed pieces, in ms (0: as fast as the event loop goes). */
  pieceDelayMs?: number;
  /** Pieces sent, then the reply stays open forever (a story of a reply being written). */
  stallAfterPieces?: number;
  /** Answer every message with this error event instead. */
  errorText?: string;
}

const socketUrl = (origin: string) =>
  `${origin.replace(/^http/, 'ws')}${API_PREFIX}${CHAT_STREAM_PATH.replace('{conversation_id}', ':conversation_id')}`;

/**
 * The chat socket for stories and component tests, over the same in-memory db as the HTTP mocks:
 * the token and the conversation are checked, messages are stored, and a fixed reply streams back.
 */
export function chatSocketHandler(db: MockDb, origin: string, options: ChatSocketMockOptions = {}) {
  const link = ws.link(socketUrl(origin));
  return link.addEventListener('connection', ({ client, params }) => {
    const url = new URL(client.url);
    const userId = db.tokens.get(url.searchParams.get('token') ?? '');
    const send = (event: ChatServerEvent) => client.send(JSON.stringify(event));
    if (!userId) {
      send({ type: 'error', content: serverMessages.invalidCredentials });
      client.close(CHAT_CLOSE.unauthenticated, serverMessages.invalidCredentials);
      return;
    }
    const conversation = db.conversations.find(
      (c) => c.id === params.conversation_id && c.owner_id === userId,
    );
    if (!conversation) {
      send({ type: 'error', content: chatServerTexts.conversationNotFound });
      client.close(CHAT_CLOSE.notFound, chatServerTexts.conversationNotFound);
      return;
    }
    let stopped = false;
    let running = false;
    client.addEventListener('message', (event) => {
      let value: unknown;
      try {
        value = JSON.parse(String(event.data));
      } catch {
        send({ type: 'error', content: chatServerTexts.chatFrameInvalid });
        return;
      }
      const parsed = ChatClientFrameSchema.safeParse(value);
      if (!parsed.success) {
        send({ type: 'error', content: chatServerTexts.chatFrameInvalid });
        return;
      }
      if (parsed.data.type === 'cancel') {
        stopped = true;
        return;
      }
      if (running) {
        send({ type: 'error', content: chatServerTexts.chatBusy });
        return;
      }
      const frame = parsed.data;
      if (frame.type === 'resume_analysis') {
        const file = analysedCv(db, userId, frame.cv_path);
        if (typeof file === 'string') {
          send({ type: 'error', content: file });
          return;
        }
        const text = analysisQuestion(frame, file.filename);
        const question = addMessage(db, conversation, 'user', text);
        send({ type: 'message_received', content: question.content, message: question });
        if (options.errorText) {
          send({ type: 'error', content: options.errorText });
          return;
        }
        const analysis = mockAnalysis(
          { filename: file.filename, path: frame.cv_path },
          frame.job_url,
        );
        stream(replyPieces(mockAnalysisReport(analysis)), analysis);
        return;
      }
      const attachments = frame.attachment_ids.flatMap((id) => {
        const file = db.cvFiles.find((f) => f.id === id && f.owner_id === userId);
        return file
          ? [{ id, filename: file.filename, content_type: file.content_type, size: file.size }]
          : [];
      });
      const question = addMessage(db, conversation, 'user', frame.message, { attachments });
      send({ type: 'message_received', content: question.content, message: question });
      if (options.errorText) {
        send({ type: 'error', content: options.errorText });
        return;
      }
      stream(replyPieces(mockReply(frame.message || attachments[0]?.filename || '')));
    });

    /** Streams a reply piece by piece, then stores it (with its analysis, if any). */
    function stream(pieces: string[], analysis?: AnalysisResult) {
      running = true;
      stopped = false;
      let full = '';
      const step = (index: number) => {
        if (options.stallAfterPieces !== undefined && index >= options.stallAfterPieces) return;
        if (stopped || index >= pieces.length) {
          running = false;
          const kept = stopped ? undefined : analysis;
          const reply = addMessage(db, conversation!, 'assistant', full, {
            incomplete: stopped,
            analysis: kept ?? null,
          });
          send({
            type: 'stream_complete',
            content: full,
            message: reply,
            ...(kept ? { analysis: kept } : {}),
          });
          return;
        }
        const piece = pieces[index]!;
        full += piece;
        send({ type: 'stream_chunk', content: piece });
        setTimeout(() => step(index + 1), options.pieceDelayMs ?? 0);
      };
      setTimeout(() => step(0), options.pieceDelayMs ?? 0);
    }
  });
}
