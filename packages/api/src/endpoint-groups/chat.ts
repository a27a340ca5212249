import { endpoint, ownedResource } from '../endpoint-kit';
import {
  AssistantInfoSchema,
  ChatExchangeSchema,
  ChatMessagePublicSchema,
  ChatMessagesPublicSchema,
  ConversationCreateSchema,
  ConversationIdParamsSchema,
  ConversationPublicSchema,
  ConversationsPublicSchema,
  ConversationUpdateSchema,
  MessageCreateSchema,
  OnboardingConversationStartSchema,
} from '../schemas/chat';
import { PaginationQuerySchema } from '../schemas/common';
import { CvFilePublicSchema } from '../schemas/cv-files';
import { CvFileUploadSchema } from '../schemas/cvs';

const messagesPath = '/chat/conversations/{conversation_id}/messages';
const noConversation = { 404: 'No such conversation of the caller' };
const attachmentRefused = {
  404: 'No such conversation of the caller, or an attached file that is not theirs',
};

/** Conversations with the assistant and their messages. The live reply streams over the socket. */
export const chat = {
  ...ownedResource({
    base: '/chat/conversations',
    id: 'conversation_id',
    tag: 'chat',
    one: 'a conversation',
    many: 'conversations (latest activity first)',
    params: ConversationIdParamsSchema,
    create: ConversationCreateSchema,
    update: ConversationUpdateSchema,
    record: ConversationPublicSchema,
    list: ConversationsPublicSchema,
  }),
  listMessages: endpoint({
    method: 'GET',
    path: messagesPath,
    access: 'user',
    tag: 'chat',
    summary: "A conversation's messages, newest first",
    params: ConversationIdParamsSchema,
    query: PaginationQuerySchema,
    response: ChatMessagesPublicSchema,
    errors: noConversation,
  }),
  createMessage: endpoint({
    method: 'POST',
    path: messagesPath,
    access: 'user',
    tag: 'chat',
    summary: 'Store a message of the user, without asking for a reply',
    params: ConversationIdParamsSchema,
    body: MessageCreateSchema,
    response: ChatMessagePublicSchema,
    errors: { ...attachmentRefused, 400: 'conversation_id in the body is not the path’s' },
  }),
  uploadAttachment: endpoint({
    method: 'POST',
    path: '/chat/conversations/{conversation_id}/attachments',
    access: 'user',
    tag: 'chat',
    summary:
      'Attach a file to a conversation (multipart, field "file": PDF, DOC or DOCX, at most 10 MB): kept with the conversation and removed with it, counted in the storage, not listed among the CV files',
    params: ConversationIdParamsSchema,
    body: CvFileUploadSchema,
    encoding: 'multipart',
    response: CvFilePublicSchema,
    errors: {
      ...noConversation,
      413: 'The file is larger than 10 MB, or the file storage of the user is full',
      415: 'The body is not multipart, or the bytes are not a PDF, DOC or DOCX file',
    },
  }),
  aiRequest: endpoint({
    method: 'POST',
    path: '/chat/conversations/{conversation_id}/ai-request',
    access: 'user',
    tag: 'chat',
    summary: 'Store a message and answer it in one piece (no streaming)',
    params: ConversationIdParamsSchema,
    body: MessageCreateSchema,
    response: ChatExchangeSchema,
    errors: {
      ...attachmentRefused,
      400: 'conversation_id in the body is not the path’s',
      503: 'The assistant could not answer',
    },
  }),
  assistant: endpoint({
    method: 'GET',
    path: '/utils/assistant',
    access: 'user',
    tag: 'chat',
    summary: 'Which assistant answers: the built-in offline one or a language model',
    response: AssistantInfoSchema,
  }),
};

/** The one conversation of each user's onboarding, named in the onboarding state. */
export const onboardingChat = {
  conversation: endpoint({
    method: 'GET',
    path: '/onboarding/conversation',
    access: 'user',
    tag: 'onboarding',
    summary: 'The onboarding conversation (created on first use)',
    response: ConversationPublicSchema,
  }),
  listMessages: endpoint({
    method: 'GET',
    path: '/onboarding/messages',
    access: 'user',
    tag: 'onboarding',
    summary: "The onboarding conversation's messages, newest first",
    query: PaginationQuerySchema,
    response: ChatMessagesPublicSchema,
  }),
  send: endpoint({
    method: 'POST',
    path: '/onboarding/messages',
    access: 'user',
    tag: 'onboarding',
    summary: 'Ask in the onboarding conversation: the message and the reply, stored',
    body: MessageCreateSchema,
    response: ChatExchangeSchema,
    errors: { ...attachmentRefused, 503: 'The assistant could not answer' },
  }),
  start: endpoint({
    method: 'GET',
    path: '/onboarding/start',
    access: 'user',
    tag: 'onboarding',
    summary: 'The onboarding conversation and its messages, with a greeting when it is new',
    response: OnboardingConversationStartSchema,
  }),
};
