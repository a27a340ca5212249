import { API_PREFIX, routePath } from '@vita/api/endpoints';
import {
  analysisQuestion,
  chatServerTexts,
  CHAT_CLOSE,
  CHAT_FLOOD_MAX_FRAMES,
  CHAT_FLOOD_WINDOW_MS,
  CHAT_FRAME_MAX_BYTES,
  CHAT_SOCKETS_PER_USER,
  CHAT_STREAM_PATH,
  ChatClientFrameSchema,
  IdSchema,
  serverMessages,
  type ChatMessagePublic,
  type ChatServerEvent,
} from '@vita/api/schemas';
import websocket from '@fastify/websocket';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { decodeJwt } from 'jose';
import type { WebSocket } from 'ws';
import { HttpError } from '../../http/errors';
import { findString, hasNul } from '../../http/input-guard';
import { AssistantError, type AnalysisToWrite } from '../../infra/assistant';
import { AnalysisError, resolveCvPath, runAnalysis, type AnalysedFile } from './analysis';
import type { UserRow } from '../../infra/db/schema';
import type { ChatDependencies } from './dependencies';
import { chatSession, ConversationGoneError, type ChatSession } from './session';
import { ownConversations } from './repository';

/** A quiet socket is pinged this often; one that missed the last ping is dropped. */
const HEARTBEAT_MS = 30_000;
/** Close reasons are at most 123 bytes; the texts are short, this keeps a long one legal. */
const reasonOf = (text: string) => Buffer.from(text).subarray(0, 123).toString('utf8');
/** The longest delay Node's timers accept; a later token expiry is checked again then. */
const MAX_TIMER_MS = 2_147_483_647;
/** Half of a surrogate pair on its own: not Unicode, and PostgreSQL would store U+FFFD instead. */
const hasLoneSurrogate = (text: string) => /[\uD800-\uDFFF]/u.test(text);

interface RunningReply {
  controller: AbortController;
  /** Why it was aborted: the user's stop keeps the reply; a dropped socket keeps it too. */
  stopped: boolean;
}

/** An open socket as the per-member count knows it. */
interface OpenSocket {
  /** Tells the window why, and closes. */
  refuse(code: number, text: string): void;
}

/**
 * The chat socket: `/chat/conversations/{id}/stream?token=…`. The token and the conversation's
 * owner are checked before any frame is handled; every frame is checked against the contract; one
 * reply runs at a time per socket and can be stopped; a flood, an oversized frame or a bad token
 * closes only this socket. Replies are stored as they end: whole, or as far as they got (marked
 * incomplete) when stopped or when the socket drops. A member holds at most
 * CHAT_SOCKETS_PER_USER sockets (a new one closes their oldest); a socket closes when its token
 * expires and after CHAT_IDLE_TIMEOUT_MS without use; questions count against WRITES_PER_MINUTE.
 */
async function registerChatSocket(app: FastifyInstance, deps: ChatDependencies) {
  await app.register(websocket, {
    options: { maxPayload: CHAT_FRAME_MAX_BYTES },
    // Errors on an open socket are the client's (a frame too large, bad UTF-8, a reset
    // connection): worth a line, not an error with a stack. ws has already sent its close code.
    errorHandler(error, socket, request) {
      const { code } = error as { code?: unknown };
      request.log.info(
        { reason: error.message, ...(typeof code === 'string' ? { code } : {}) },
        'chat socket closed on a client error',
      );
      socket.terminate();
    },
  });

  /** Each member's open sockets, oldest first. */
  const openSockets = new Map<string, Set<OpenSocket>>();

  app.get(
    API_PREFIX + routePath(CHAT_STREAM_PATH),
    { websocket: true, schema: { hide: true } },
    (socket, request) => {
      const log = request.log;
      const openedAt = performance.now();
      // The code this server closed with, for the request log: ws closes on its own too (1009 for
      // a frame too large) and then reports 1006, as the client's answer is never read.
      let closedWith: number | undefined;
      const close = socket.close.bind(socket);
      socket.close = (code?: number, reason?: string | Buffer) => {
        closedWith ??= code;
        close(code, reason);
      };
      const params = request.params as { conversation_id?: string };
      const query = request.query as { token?: unknown };
      const token = typeof query.token === 'string' ? query.token : null;

      const send = (event: ChatServerEvent) => {
        if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(event));
      };
      const refuse = (code: number, text: string) => {
        send({ type: 'error', content: text });
        socket.close(code, reasonOf(text));
      };

      let running: RunningReply | null = null;
      let alive = true;
      let frames: number[] = [];
      const pending: Buffer[] = [];
      let user: UserRow | null = null;
      /** The member's exchange in this conversation, once the token and the owner are checked. */
      let session: ChatSession | null = null;
      const self: OpenSocket = { refuse };
      let expiry: NodeJS.Timeout | undefined;

      // Idle: no frame from the window and no reply running; pings and pongs do not count.
      let idle: NodeJS.Timeout | undefined;
      const touch = () => {
        clearTimeout(idle);
        idle = setTimeout(() => {
          if (running) touch();
          // No error event: nothing went wrong, and the page reconnects when it likes.
          else socket.close(CHAT_CLOSE.idle, reasonOf(chatServerTexts.chatIdle));
        }, app.settings.chatIdleTimeoutMs);
      };
      touch();

      const heartbeat = setInterval(() => {
        if (!alive) {
          socket.terminate();
          return;
        }
        alive = false;
        socket.ping();
      }, HEARTBEAT_MS);
      socket.on('pong', () => {
        alive = true;
      });
      socket.on('close', (code: number) => {
        clearInterval(heartbeat);
        clearTimeout(idle);
        clearTimeout(expiry);
        if (user) {
          const mine = openSockets.get(user.id);
          mine?.delete(self);
          if (mine?.size === 0) openSockets.delete(user.id);
        }
        // A reply still running is stopped; what it wrote so far is kept.
        if (running) running.controller.abort();
        // The request log's line for a socket: its upgrade, how it closed and how long it lasted
        // (the URL's token is redacted by the request serialiser).
        log.info(
          {
            req: request,
            res: { statusCode: 101 },
            closeCode: closedWith ?? code,
            responseTime: performance.now() - openedAt,
          },
          'request completed',
        );
      });

      // Every frame counts towards the flood limit, those sent before the token is checked too:
      // they wait for the check (ws drops nothing) and are then handled in order.
      socket.on('message', (data: Buffer, isBinary: boolean) => {
        if (socket.readyState !== socket.OPEN) return;
        const now = Date.now();
        frames = frames.filter((at) => now - at < CHAT_FLOOD_WINDOW_MS);
        frames.push(now);
        if (frames.length > CHAT_FLOOD_MAX_FRAMES) {
          log.info('chat socket closed: too many frames at once');
          refuse(CHAT_CLOSE.flood, chatServerTexts.chatFlood);
          return;
        }
        touch();
        if (isBinary) {
          log.info('chat frame refused: binary');
          send({ type: 'error', content: chatServerTexts.chatFrameInvalid });
          return;
        }
        if (!user) pending.push(data);
        else dispatch(data);
      });

      function dispatch(data: Buffer) {
        handle(data).catch((error: unknown) => {
          log.error({ err: error }, 'chat frame failed');
          send({ type: 'error', content: chatServerTexts.assistantFailed });
        });
      }

      async function handle(data: Buffer) {
        let value: unknown;
        try {
          value = JSON.parse(data.toString('utf8'));
        } catch {
          log.info('chat frame refused: not JSON');
          send({ type: 'error', content: chatServerTexts.chatFrameInvalid });
          return;
        }
        // Text PostgreSQL cannot store, or that is not Unicode, is refused as REST refuses it.
        const unstorable = findString(value, hasNul)
          ? serverMessages.textNul
          : findString(value, hasLoneSurrogate)
            ? serverMessages.textUnpairedSurrogate
            : null;
        if (unstorable) {
          log.info('chat frame refused: unstorable text');
          send({ type: 'error', content: unstorable });
          return;
        }
        const parsed = ChatClientFrameSchema.safeParse(value);
        if (!parsed.success) {
          log.info('chat frame refused: not a frame of the contract');
          const issue = parsed.error.issues[0];
          // The contract's own texts where they speak to the user; a generic one for the rest.
          const text =
            issue &&
            (issue.code === 'custom' ||
              (issue.code === 'too_big' && issue.path[0] === 'message') ||
              ((issue.path[0] === 'job_url' || issue.path[0] === 'cv_path') &&
                issue.code !== 'invalid_type'))
              ? issue.message
              : chatServerTexts.chatFrameInvalid;
          send({ type: 'error', content: text });
          return;
        }
        const frame = parsed.data;
        if (frame.type === 'cancel') {
          if (!running) send({ type: 'error', content: chatServerTexts.chatNothingToCancel });
          else {
            running.stopped = true;
            running.controller.abort();
          }
          return;
        }
        if (running) {
          send({ type: 'error', content: chatServerTexts.chatBusy });
          return;
        }
        // Taken before anything is awaited, so a second message meanwhile is refused as busy.
        const reply: RunningReply = { controller: new AbortController(), stopped: false };
        running = reply;
        // The session may have ended since the socket opened (a new password, a deactivation).
        let current: UserRow;
        try {
          current = await app.userFromToken(token);
        } catch (error) {
          running = null;
          refuse(
            CHAT_CLOSE.unauthenticated,
            error instanceof Error ? error.message : String(error),
          );
          return;
        }
        // A question is a change like any REST write: the same counter, the same refusal.
        if ((await app.countWrite(current.id)) > 0) {
          running = null;
          send({ type: 'error', content: serverMessages.tooManyRequests });
          return;
        }
        try {
          if (frame.type === 'resume_analysis') await analyse(current, frame, reply, log);
          else await answer(current, frame.message, frame.attachment_ids, reply, log);
        } finally {
          if (running === reply) running = null;
        }
      }

      async function answer(
        current: UserRow,
        text: string,
        attachmentIds: string[],
        reply: RunningReply,
        logger: FastifyBaseLogger,
      ) {
        const files = await session!.attachments(current.id, attachmentIds);
        if (!files) {
          send({ type: 'error', content: chatServerTexts.attachmentNotFound });
          return;
        }
        if (!(await session!.isOwnedBy(current.id))) {
          refuse(CHAT_CLOSE.notFound, chatServerTexts.conversationNotFound);
          return;
        }
        const question = await session!.ask(text, files);
        send({ type: 'message_received', content: question.content, message: question });
        await write(current, question, reply, logger);
      }

      /** A resume analysis: the CV file checked first, then the pipeline, then its write-up. */
      async function analyse(
        current: UserRow,
        frame: { message: string; job_url: string; cv_path: string },
        reply: RunningReply,
        logger: FastifyBaseLogger,
      ) {
        let file: AnalysedFile;
        try {
          file = await resolveCvPath(deps.analysis, current.id, frame.cv_path);
        } catch (error) {
          if (!(error instanceof AnalysisError)) throw error;
          send({ type: 'error', content: error.message });
          return;
        }
        if (!(await session!.isOwnedBy(current.id))) {
          refuse(CHAT_CLOSE.notFound, chatServerTexts.conversationNotFound);
          return;
        }
        const question = await session!.ask(analysisQuestion(frame, file.filename), []);
        send({ type: 'message_received', content: question.content, message: question });
        let analysis: AnalysisToWrite;
        try {
          analysis = await runAnalysis(deps.analysis, {
            ownerId: current.id,
            file,
            cvPath: frame.cv_path,
            jobUrl: frame.job_url,
            signal: reply.controller.signal,
          });
        } catch (error) {
          if (reply.controller.signal.aborted) {
            send({ type: 'error', content: chatServerTexts.analysisStopped });
            return;
          }
          if (!(error instanceof AnalysisError)) {
            logger.error({ err: error }, 'resume analysis failed');
            send({ type: 'error', content: chatServerTexts.assistantFailed });
            return;
          }
          send({ type: 'error', content: error.message });
          return;
        }
        await write(current, question, reply, logger, analysis);
      }

      /**
       * Streams the session's reply to a stored question and tells the window how it ended: the
       * stored reply (whole, or as far as it got when stopped or cut off), or what went wrong.
       */
      async function write(
        current: UserRow,
        question: ChatMessagePublic,
        reply: RunningReply,
        logger: FastifyBaseLogger,
        analysis?: AnalysisToWrite,
      ) {
        let stored: ChatMessagePublic;
        try {
          stored = await session!.answer(current, question, {
            signal: reply.controller.signal,
            ...(analysis ? { analysis } : {}),
            onChunk: (delta) => send({ type: 'stream_chunk', content: delta }),
          });
        } catch (error) {
          if (error instanceof ConversationGoneError) {
            logger.info({ err: error.cause }, 'a reply could not be stored');
            send({ type: 'error', content: chatServerTexts.conversationNotFound });
          } else if (error instanceof AssistantError) {
            send({ type: 'error', content: error.message });
          } else {
            logger.error({ err: error }, 'assistant failed');
            send({ type: 'error', content: chatServerTexts.assistantFailed });
          }
          return;
        }
        send({
          type: 'stream_complete',
          content: stored.content,
          message: stored,
          ...(analysis ? { analysis: analysis.result } : {}),
        });
      }

      // The token and the conversation are checked before any frame is handled.
      void (async () => {
        try {
          const id = IdSchema.safeParse(params.conversation_id);
          const checked = await app.userFromToken(token);
          if (!id.success || !(await ownConversations.find(app.db, id.data, checked.id))) {
            refuse(CHAT_CLOSE.notFound, chatServerTexts.conversationNotFound);
            return;
          }
          // Closed while it was checked: nothing to count, nothing to time.
          if (socket.readyState !== socket.OPEN) return;
          session = chatSession(app, deps, id.data);
          user = checked;
          // The member's oldest sockets beyond the cap are closed, this one counted first.
          const mine = openSockets.get(checked.id) ?? new Set<OpenSocket>();
          openSockets.set(checked.id, mine);
          mine.add(self);
          for (const oldest of mine) {
            if (mine.size <= CHAT_SOCKETS_PER_USER) break;
            mine.delete(oldest);
            oldest.refuse(CHAT_CLOSE.tooManySockets, chatServerTexts.chatTooManySockets);
          }
          // A signed-in socket lasts as long as its token, not for ever.
          const expiresAt = (decodeJwt(token!).exp ?? 0) * 1000;
          const expire = () => {
            const left = expiresAt - Date.now();
            if (left > 0) expiry = setTimeout(expire, Math.min(left, MAX_TIMER_MS));
            else refuse(CHAT_CLOSE.unauthenticated, chatServerTexts.chatSessionExpired);
          };
          expire();
          deps.assistant.prepare?.();
          for (const data of pending.splice(0)) dispatch(data);
        } catch (error) {
          if (error instanceof HttpError) refuse(CHAT_CLOSE.unauthenticated, error.message);
          else {
            log.error({ err: error }, 'chat socket setup failed');
            refuse(1011, chatServerTexts.assistantFailed);
          }
        }
      })();
    },
  );
}

/**
 * The chat socket as a plugin of the app itself, not of a scope: the websocket plugin must see
 * every route added after it, so that an upgrade asked of any other route is closed, not served.
 */
export const chatSocketPlugin = fp<ChatDependencies>(registerChatSocket, { name: 'chat-socket' });

export type { WebSocket };
