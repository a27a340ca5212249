import { endpoints } from '@vita/api/endpoints';
import {
  chatServerTexts,
  onboardingGreeting,
  type ChatMessagePublic,
  type MessageCreate,
} from '@vita/api/schemas';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { MessageCreateSchema } from '@vita/api/schemas';
import { implement, registerGroups } from '../../http/endpoint';
import { HttpError } from '../../http/errors';
import { AssistantError } from '../../infra/assistant';
import type { UserRow } from '../../infra/db/schema';
import type { ChatDependencies } from './dependencies';
import { storeReply } from './replies';
import { chatSession, ConversationGoneError, type ChatSession } from './session';
import {
  insertConversation,
  listMessages,
  ownConversations,
  renameOwnConversation,
  toConversationPublic,
} from './repository';

type MessageBody = z.output<typeof MessageCreateSchema>;
export type { MessageCreate };

/** The attached files, checked to be the caller's (404 otherwise, nothing stored). */
async function ownFiles(session: ChatSession, ownerId: string, ids: string[]) {
  const files = await session.attachments(ownerId, ids);
  if (!files) throw new HttpError(404, chatServerTexts.attachmentNotFound);
  return files;
}

/** Stores a message and the assistant's whole reply (the non-streamed path). */
async function exchange(
  app: FastifyInstance,
  deps: ChatDependencies,
  user: UserRow,
  conversationId: string,
  body: MessageBody,
): Promise<{ user_message: ChatMessagePublic; reply: ChatMessagePublic }> {
  const session = chatSession(app, deps, conversationId);
  const files = await ownFiles(session, user.id, body.attachment_ids);
  const question = await session.ask(body.content, files);
  try {
    return { user_message: question, reply: await session.answer(user, question) };
  } catch (error) {
    if (error instanceof AssistantError) throw new HttpError(503, error.message);
    if (error instanceof ConversationGoneError) {
      throw new HttpError(404, chatServerTexts.conversationNotFound);
    }
    throw error;
  }
}

function checkBodyConversation(body: MessageBody, conversationId: string) {
  if (body.conversation_id !== undefined && body.conversation_id !== conversationId) {
    throw new HttpError(400, chatServerTexts.conversationMismatch);
  }
}

const chatRoutes = (deps: ChatDependencies) =>
  implement(endpoints.chat, (app) => {
    const own = (user: UserRow, id: string) => ownConversations.get(app.db, id, user.id);
    return {
      async list({ user, query }) {
        const { rows, count } = await ownConversations.list(app.db, user.id, query);
        return { data: rows.map(toConversationPublic), count };
      },
      create: async ({ user, body }) =>
        toConversationPublic(await insertConversation(app.db, user.id, body.title)),
      get: async ({ user, params }) =>
        toConversationPublic(await own(user, params.conversation_id)),
      update: async ({ user, params, body }) =>
        toConversationPublic(
          await renameOwnConversation(app.db, params.conversation_id, user.id, body.title),
        ),
      async delete({ request, user, params }) {
        await own(user, params.conversation_id);
        // Its attachments go with it, bytes included (the rows alone would go by the foreign key).
        await deps.files.removeAttachments(user.id, params.conversation_id, request.log);
        await ownConversations.delete(app.db, params.conversation_id, user.id);
        return { message: chatServerTexts.conversationDeleted };
      },
      async uploadAttachment({ request, user, params }) {
        await own(user, params.conversation_id);
        return deps.files.receiveAttachment(request, user.id, params.conversation_id);
      },
      async listMessages({ user, params, query }) {
        await own(user, params.conversation_id);
        return listMessages(app.db, params.conversation_id, query.skip, query.limit);
      },
      async createMessage({ user, params, body }) {
        checkBodyConversation(body, params.conversation_id);
        await own(user, params.conversation_id);
        const session = chatSession(app, deps, params.conversation_id);
        return session.ask(body.content, await ownFiles(session, user.id, body.attachment_ids));
      },
      async aiRequest({ user, params, body }) {
        checkBodyConversation(body, params.conversation_id);
        await own(user, params.conversation_id);
        return exchange(app, deps, user, params.conversation_id, body);
      },
      assistant: () => deps.assistant.info,
    };
  });

const onboardingChatRoutes = (deps: ChatDependencies) =>
  implement(endpoints.onboardingChat, (app) => {
    /** The user's onboarding conversation, created and named in their state on first use. */
    async function onboardingConversation(user: UserRow) {
      const named = await deps.onboarding.conversationId(app.db, user.id);
      const existing = named ? await ownConversations.find(app.db, named, user.id) : undefined;
      if (existing) return existing;
      const created = await insertConversation(app.db, user.id, chatServerTexts.onboardingTitle);
      const linked = await deps.onboarding.link(app.db, user.id, created.id);
      if (linked === created.id) return created;
      // Another request named one first: that one is used, this one is not kept.
      await ownConversations.remove(app.db, created.id, user.id);
      const winner = await ownConversations.find(app.db, linked, user.id);
      if (!winner) throw new Error('The onboarding conversation vanished while it was named');
      return winner;
    }

    return {
      conversation: async ({ user }) => toConversationPublic(await onboardingConversation(user)),
      async listMessages({ user, query }) {
        const conversation = await onboardingConversation(user);
        return listMessages(app.db, conversation.id, query.skip, query.limit);
      },
      async send({ user, body }) {
        const conversation = await onboardingConversation(user);
        return exchange(app, deps, user, conversation.id, body);
      },
      async start({ user }) {
        const conversation = await onboardingConversation(user);
        let { data } = await listMessages(app.db, conversation.id, 0, 100);
        if (data.length === 0) {
          data = [await storeReply(app.db, conversation.id, onboardingGreeting(user))];
        }
        return { conversation: toConversationPublic(conversation), messages: data.reverse() };
      },
    };
  });

/** The chat's groups of the endpoint table (its socket is chatSocketPlugin, at the app's root). */
export async function chatPlugin(api: FastifyInstance, deps: ChatDependencies) {
  await registerGroups(api, [chatRoutes(deps), onboardingChatRoutes(deps)]);
}
