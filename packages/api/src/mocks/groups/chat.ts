import { endpoints } from '../../endpoints';
import { UPLOAD_FIELD } from '../../schemas/cvs';
import {
  chatServerTexts,
  chatTexts,
  onboardingGreeting,
  type ConversationPublic,
} from '../../schemas/chat';
import { addMessage, MOCK_ASSISTANT, ownAttachments, ownConversation, pageMessages } from '../chat';
import { mockReply } from '../chat-seed';
import { MOCK_NOW, type MockDb } from '../db';
import { fail, mockEndpoint, type MockDefinition } from '../mock-endpoint';
import { onboardingOf } from '../profile';
import { keepUpload } from './cv-files';
import { newId } from './shared';

const { chat, onboardingChat } = endpoints;

export const chatMocks: MockDefinition[] = [
  // Chat: conversations and messages; the reply is the mocks' fixed one (see chat.ts).
  mockEndpoint(chat.list, ({ db, user, query }) => {
    const mine = db.conversations.filter((c) => c.owner_id === user.id);
    return { data: mine.slice(query.skip, query.skip + query.limit), count: mine.length };
  }),
  mockEndpoint(chat.create, ({ db, user, body }) => {
    const conversation = newConversation(db, user.id, body.title);
    return conversation;
  }),
  mockEndpoint(chat.get, ({ db, user, params }) =>
    ownConversation(db, user.id, params.conversation_id),
  ),
  mockEndpoint(chat.update, ({ db, user, params, body }) => {
    const conversation = ownConversation(db, user.id, params.conversation_id);
    conversation.title = body.title;
    conversation.updated_at = MOCK_NOW;
    db.conversations = [conversation, ...db.conversations.filter((c) => c.id !== conversation.id)];
    return conversation;
  }),
  mockEndpoint(chat.uploadAttachment, ({ db, user, params, body, bytesOf }) => {
    const conversation = ownConversation(db, user.id, params.conversation_id);
    return keepUpload(db, user.id, body[UPLOAD_FIELD], bytesOf, conversation.id);
  }),
  mockEndpoint(chat.delete, ({ db, user, params }) => {
    const conversation = ownConversation(db, user.id, params.conversation_id);
    db.conversations = db.conversations.filter((c) => c !== conversation);
    // Its attachments go with it.
    for (const file of db.cvFiles.filter((f) => f.conversation_id === conversation.id)) {
      db.fileBytes.delete(file.id);
    }
    db.cvFiles = db.cvFiles.filter((f) => f.conversation_id !== conversation.id);
    db.chatMessages = db.chatMessages.filter((m) => m.conversation_id !== conversation.id);
    const state = db.onboarding.get(user.id);
    if (state?.conversation_id === conversation.id) {
      db.onboarding.set(user.id, { ...state, conversation_id: null });
    }
    return { message: chatServerTexts.conversationDeleted };
  }),
  mockEndpoint(chat.listMessages, ({ db, user, params, query }) => {
    const conversation = ownConversation(db, user.id, params.conversation_id);
    return pageMessages(db, conversation.id, query.skip, query.limit);
  }),
  mockEndpoint(chat.createMessage, ({ db, user, params, body }) => {
    if (body.conversation_id !== undefined && body.conversation_id !== params.conversation_id) {
      fail(400, chatServerTexts.conversationMismatch);
    }
    const conversation = ownConversation(db, user.id, params.conversation_id);
    const attachments = ownAttachments(db, user.id, body.attachment_ids);
    return addMessage(db, conversation, 'user', body.content, { attachments });
  }),
  mockEndpoint(chat.aiRequest, ({ db, user, params, body }) => {
    if (body.conversation_id !== undefined && body.conversation_id !== params.conversation_id) {
      fail(400, chatServerTexts.conversationMismatch);
    }
    const conversation = ownConversation(db, user.id, params.conversation_id);
    return exchange(db, user.id, conversation, body.content, body.attachment_ids);
  }),
  mockEndpoint(chat.assistant, () => MOCK_ASSISTANT),
  mockEndpoint(onboardingChat.conversation, ({ db, user }) => onboardingConversation(db, user.id)),
  mockEndpoint(onboardingChat.listMessages, ({ db, user, query }) =>
    pageMessages(db, onboardingConversation(db, user.id).id, query.skip, query.limit),
  ),
  mockEndpoint(onboardingChat.send, ({ db, user, body }) =>
    exchange(db, user.id, onboardingConversation(db, user.id), body.content, body.attachment_ids),
  ),
  mockEndpoint(onboardingChat.start, ({ db, user }) => {
    const conversation = onboardingConversation(db, user.id);
    let list = pageMessages(db, conversation.id, 0, 100).data;
    if (list.length === 0) {
      list = [addMessage(db, conversation, 'assistant', onboardingGreeting(user))];
    }
    return { conversation, messages: [...list].reverse() };
  }),
];

function newConversation(db: MockDb, ownerId: string, title?: string): ConversationPublic {
  const conversation: ConversationPublic = {
    id: newId(db),
    title: title ?? chatTexts.conversationNew,
    owner_id: ownerId,
    created_at: MOCK_NOW,
    updated_at: MOCK_NOW,
  };
  db.conversations = [conversation, ...db.conversations];
  return conversation;
}

function exchange(
  db: MockDb,
  ownerId: string,
  conversation: ConversationPublic,
  content: string,
  attachmentIds: string[],
) {
  const attachments = ownAttachments(db, ownerId, attachmentIds);
  const question = addMessage(db, conversation, 'user', content, { attachments });
  const reply = addMessage(
    db,
    conversation,
    'assistant',
    mockReply(content || attachments[0]?.filename || ''),
  );
  return { user_message: question, reply };
}

/** The user's onboarding conversation, created and named in their state on first use. */
function onboardingConversation(db: MockDb, userId: string): ConversationPublic {
  const state = onboardingOf(db, userId);
  const named = db.conversations.find(
    (c) => c.id === state.conversation_id && c.owner_id === userId,
  );
  if (named) return named;
  const conversation = newConversation(db, userId, chatServerTexts.onboardingTitle);
  db.onboarding.set(userId, { ...state, conversation_id: conversation.id });
  return conversation;
}
