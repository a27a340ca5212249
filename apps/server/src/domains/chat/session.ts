import type { ChatMessagePublic } from '@vita/api/schemas';
import type { FastifyInstance } from 'fastify';
import type { AnalysisToWrite } from '../../infra/assistant';
import type { UserRow } from '../../infra/db/schema';
import type { ChatDependencies } from './dependencies';
import { groundingFor, questionText, storeQuestion, storeReply } from './replies';
import { ownConversations, type AttachedFile } from './repository';

/** The conversation was deleted while its reply was written: the reply has nowhere to go. */
export class ConversationGoneError extends Error {
  override name = 'ConversationGoneError';
}

export interface AnswerOptions {
  /** Stops the reply; what was written so far is stored, marked incomplete. */
  signal?: AbortSignal;
  /** A resume analysis to write up instead of an answer; its result is stored with the reply. */
  analysis?: AnalysisToWrite;
  /**
   * Each new piece of the reply as it is written (the socket streams them); without it the
   * reply is asked for whole.
   */
  onChunk?(delta: string): void;
}

/**
 * One member's exchange with the assistant in one conversation: the chat socket keeps one per
 * connection, an HTTP `ai-request` makes one per request. Either way a question is stored, the
 * reply grounded, written and stored the same way.
 */
export interface ChatSession {
  readonly conversationId: string;
  /** Whether the conversation still exists and is the member's. */
  isOwnedBy(ownerId: string): Promise<boolean>;
  /** The member's files among `ids`, in that order; null when one is not theirs or is gone. */
  attachments(ownerId: string, ids: string[]): Promise<AttachedFile[] | null>;
  /** Stores the member's question with its files (already checked to be theirs). */
  ask(content: string, files: AttachedFile[]): Promise<ChatMessagePublic>;
  /**
   * The assistant's reply to a stored question, stored: whole, or as far as it got when
   * `signal` stopped it. Throws what the assistant throws (AssistantError's text is the
   * user's), and ConversationGoneError when the reply cannot be stored.
   */
  answer(
    user: UserRow,
    question: ChatMessagePublic,
    options?: AnswerOptions,
  ): Promise<ChatMessagePublic>;
}

export function chatSession(
  app: FastifyInstance,
  deps: ChatDependencies,
  conversationId: string,
): ChatSession {
  return {
    conversationId,
    isOwnedBy: async (ownerId) =>
      (await ownConversations.find(app.db, conversationId, ownerId)) !== undefined,
    attachments: async (ownerId, ids) => (ids.length === 0 ? [] : deps.files.findOwn(ownerId, ids)),
    ask: (content, files) => storeQuestion(app.db, conversationId, content, files),
    async answer(user, question, { signal, analysis, onChunk } = {}) {
      let text = '';
      if (onChunk) {
        // Only the new text travels; the window puts the pieces together.
        try {
          const grounding = await groundingFor(app.db, deps, user, conversationId, question);
          for await (const delta of deps.assistant.stream({
            grounding,
            message: questionText(question),
            signal: signal ?? new AbortController().signal,
            ...(analysis ? { analysis } : {}),
          })) {
            if (signal?.aborted) break;
            text += delta;
            onChunk(delta);
          }
        } catch (error) {
          // Stopped: what was written so far is kept.
          if (!signal?.aborted) throw error;
        }
      } else {
        const grounding = await groundingFor(app.db, deps, user, conversationId, question);
        text = await deps.assistant.reply({
          grounding,
          message: questionText(question),
          ...(signal ? { signal } : {}),
        });
      }
      const cut = signal?.aborted ?? false;
      try {
        return await storeReply(app.db, conversationId, text, cut, analysis?.result ?? null);
      } catch (error) {
        throw new ConversationGoneError('The conversation was deleted while it was answered', {
          cause: error,
        });
      }
    },
  };
}
