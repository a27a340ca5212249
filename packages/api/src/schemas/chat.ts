import { z } from 'zod';
import { AnalysisResultSchema, analysisTexts } from './analysis';
import { IdSchema, listOf } from './common';
import {
  CHAT_ATTACHMENTS_MAX,
  CHAT_MESSAGE_MAX_LENGTH,
  CHAT_REPLY_MAX_LENGTH,
  CHAT_SOCKETS_PER_USER,
  CONVERSATION_TITLE_AUTO_LENGTH,
  JOB_URL_MAX_LENGTH,
  TITLE_MAX_LENGTH,
} from './limits';
import { messages } from './messages';

// ---------------------------------------------------------------------------------------------
// Texts. Kept apart from the shared `messages`, which every screen loads: only the chat needs
// these, and they load with it.

/** The chat's user-facing texts, verbatim; the screens and their tests use these. */
export const chatTexts = {
  chatTitle: 'AI Chat & Resume Analysis',
  chatPanelTitle: 'Streaming Chat',
  chatModeChat: 'Chat',
  chatModeAnalysis: 'Resume Analysis',
  chatPlaceholder: 'Ask me anything...',
  chatLoadingConversation: 'Loading conversation...',
  chatGreeting: 'Hi, {name} 👋🏼',
  chatWelcomeBack: 'Welcome back, nice to see you again!!!',
  chatTokenNotFound: 'Authentication token not found',
  chatNotConnected: 'WebSocket is not connected',
  chatParseFailed: 'Failed to parse WebSocket message',
  chatConnectionError: 'WebSocket connection error',
  chatUploadFailedNamed: 'Failed to upload {name}: {reason}',
  chatUploadFailed: 'Failed to upload file: {reason}',
  chatUploadUnknownReason: 'Unknown error',
  chatUploadFailedGeneric: 'An error occurred during upload',
  chatMessageEmpty: 'Write a message or attach a file.',
  chatMessageMax: 'A message must be at most 8000 characters',
  conversationTitleRequired: 'Title is required',
  conversationDeleted: 'The conversation was deleted successfully',
  conversationDeleteFailed: 'An error occurred while deleting the conversation',
  conversationRenamed: 'Conversation renamed.',
  conversationNew: 'New conversation',
} as const;

/** The server's `detail` and event texts of the chat and its socket; the mocks answer the same. */
export const chatServerTexts = {
  conversationNotFound: 'Conversation not found',
  conversationDeleted: 'Conversation deleted successfully',
  conversationMismatch: 'conversation_id does not match the conversation of the path',
  onboardingTitle: 'Building my profile',
  attachmentNotFound: 'An attached file is not yours or no longer exists.',
  chatFrameInvalid: 'This message could not be read. Send JSON such as {"message": "Hello"}.',
  chatFrameTooLarge: 'This message is too large to send.',
  chatFlood: 'Too many messages at once. Wait a moment, then reconnect.',
  chatBusy: 'A reply is still being written. Wait for it, or stop it first.',
  chatNothingToCancel: 'There is no reply to stop.',
  assistantFailed: 'The assistant could not answer. Please try again.',
  analysisStopped: 'The analysis was stopped before it finished.',
  /** Ends a reply or write-up that reached CHAT_REPLY_MAX_LENGTH, after the cut. */
  replyCut: '_(The reply was cut here: it was too long. Ask about one part at a time for more.)_',
  chatTooManySockets: `The chat is open in more than ${CHAT_SOCKETS_PER_USER} windows, so it was closed here. Reload the page to use it here.`,
  chatSessionExpired: 'Your session has expired. Sign in again to keep chatting.',
  chatIdle: 'The chat was closed after a long time without use.',
  onboardingGreeting:
    "Hi {name}, welcome to Vita! I'll help you build your profile. Upload your CV and I'll fill in the steps from it, or ask me to review your profile, draft your professional summary or suggest skills for the role you want.",
} as const;

// ---------------------------------------------------------------------------------------------
// Conversations

export const ConversationIdParamsSchema = z.object({ conversation_id: IdSchema });

export const ConversationTitleSchema = z
  .string()
  .trim()
  .min(1, chatTexts.conversationTitleRequired)
  .max(TITLE_MAX_LENGTH, messages.titleMax);

/** A new conversation: its title is optional (the first message names it otherwise). */
export const ConversationCreateSchema = z.object({ title: ConversationTitleSchema.optional() });
export type ConversationCreate = z.input<typeof ConversationCreateSchema>;

export const ConversationUpdateSchema = z.object({ title: ConversationTitleSchema });
export type ConversationUpdate = z.input<typeof ConversationUpdateSchema>;

/** The title a first message gives a conversation: its first line, cut at a word if long. */
export function automaticTitle(content: string): string | null {
  const line = content
    .split('\n')
    .find((text) => text.trim() !== '')
    ?.trim();
  if (!line) return null;
  if (line.length <= CONVERSATION_TITLE_AUTO_LENGTH) return line;
  const cut = line.slice(0, CONVERSATION_TITLE_AUTO_LENGTH);
  const space = cut.lastIndexOf(' ');
  return `${(space > CONVERSATION_TITLE_AUTO_LENGTH / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

export const ConversationPublicSchema = z.object({
  id: IdSchema,
  title: z.string(),
  owner_id: IdSchema,
  created_at: z.string(),
  /** The time of the last message (or the rename): lists are ordered by it, latest first. */
  updated_at: z.string(),
});
export type ConversationPublic = z.infer<typeof ConversationPublicSchema>;

export const ConversationsPublicSchema = listOf(ConversationPublicSchema);
export type ConversationsPublic = z.infer<typeof ConversationsPublicSchema>;

// ---------------------------------------------------------------------------------------------
// Messages

export const MESSAGE_ROLES = ['user', 'assistant'] as const;
export const MessageRoleSchema = z.enum(MESSAGE_ROLES);
export type MessageRole = z.infer<typeof MessageRoleSchema>;

/** A CV file that a message refers to (uploaded through the CV upload first). */
export const MessageAttachmentSchema = z.object({
  id: IdSchema,
  filename: z.string(),
  content_type: z.string(),
  size: z.number().int().min(0),
});
export type MessageAttachment = z.infer<typeof MessageAttachmentSchema>;

export const ChatMessagePublicSchema = z.object({
  id: IdSchema,
  conversation_id: IdSchema,
  content: z.string(),
  role: MessageRoleSchema,
  created_at: z.string(),
  /** An assistant reply cut short (stopped, or the connection dropped): kept as far as it got. */
  incomplete: z.boolean(),
  attachments: z.array(MessageAttachmentSchema),
  /** A resume analysis reply: its structured result (the text is its write-up); else null. */
  analysis: AnalysisResultSchema.nullable(),
});
export type ChatMessagePublic = z.infer<typeof ChatMessagePublicSchema>;

export const ChatMessagesPublicSchema = listOf(ChatMessagePublicSchema);
export type ChatMessagesPublic = z.infer<typeof ChatMessagesPublicSchema>;

const ChatTextSchema = z.string().trim().max(CHAT_MESSAGE_MAX_LENGTH, chatTexts.chatMessageMax);
const AttachmentIdsSchema = z
  .array(IdSchema)
  .max(CHAT_ATTACHMENTS_MAX, `A message may attach at most ${CHAT_ATTACHMENTS_MAX} files`)
  .default([]);

/** Text, files, or both: a message with neither is refused. */
const hasContent = (value: { content: string; attachment_ids: string[] }) =>
  value.content.length > 0 || value.attachment_ids.length > 0;

/**
 * A user's message. `conversation_id` may repeat the path's id (clients of the template send it);
 * `role` can only be 'user': replies are written by the assistant, never posted.
 */
export const MessageCreateSchema = z
  .object({
    conversation_id: IdSchema.optional(),
    content: ChatTextSchema.default(''),
    role: z.literal('user').default('user'),
    attachment_ids: AttachmentIdsSchema,
  })
  .refine(hasContent, { message: chatTexts.chatMessageEmpty, path: ['content'] });
export type MessageCreate = z.input<typeof MessageCreateSchema>;

/** A non-streamed exchange: the stored question and the stored reply. */
export const ChatExchangeSchema = z.object({
  user_message: ChatMessagePublicSchema,
  reply: ChatMessagePublicSchema,
});
export type ChatExchange = z.infer<typeof ChatExchangeSchema>;

/** The onboarding conversation with its messages, oldest first. */
export const OnboardingConversationStartSchema = z.object({
  conversation: ConversationPublicSchema,
  messages: z.array(ChatMessagePublicSchema),
});
export type OnboardingConversationStart = z.infer<typeof OnboardingConversationStartSchema>;

/** Which assistant answers: the built-in offline one, or a language model behind an API. */
export const AssistantInfoSchema = z.object({
  name: z.string(),
  offline: z.boolean(),
  model: z.string().nullable(),
});
export type AssistantInfo = z.infer<typeof AssistantInfoSchema>;

// ---------------------------------------------------------------------------------------------
// The chat socket: frames in both directions, each checked on receipt.

/** The socket's path under the API prefix; the access token travels as `?token=`. */
export const CHAT_STREAM_PATH = '/chat/conversations/{conversation_id}/stream';

/** A message to answer. `type` may be left out (a chat message is meant). */
export const ChatSendFrameSchema = z
  .object({
    type: z.literal('chat'),
    message: ChatTextSchema,
    attachment_ids: AttachmentIdsSchema,
  })
  .refine((frame) => hasContent({ content: frame.message, attachment_ids: frame.attachment_ids }), {
    message: chatTexts.chatMessageEmpty,
    path: ['message'],
  });

/** An http(s) address: what the analysis fetches. */
export const JobUrlSchema = z
  .string()
  .trim()
  .min(1, analysisTexts.jobUrlRequired)
  .max(JOB_URL_MAX_LENGTH, analysisTexts.jobUrlInvalid)
  .refine((value) => /^https?:\/\/[^\s/]/i.test(value) && URL.canParse(value), {
    message: analysisTexts.jobUrlInvalid,
  });

/**
 * A resume analysis: a CV file of the user (its `path` from the CV files list) against the job
 * posting at `job_url`. `message` may say more; the server writes one when it is blank.
 */
export const ChatAnalysisFrameSchema = z.object({
  type: z.literal('resume_analysis'),
  message: ChatTextSchema.default(''),
  job_url: JobUrlSchema,
  cv_path: z
    .string()
    .trim()
    .min(1, analysisTexts.cvPathRequired)
    .max(200, analysisTexts.cvPathRequired),
});

/** Stops the reply being written; what was written so far is kept, marked incomplete. */
export const ChatCancelFrameSchema = z.object({ type: z.literal('cancel') });

export const ChatClientFrameSchema = z.preprocess(
  (value) =>
    value !== null && typeof value === 'object' && !('type' in value)
      ? { ...value, type: 'chat' }
      : value,
  z.discriminatedUnion('type', [
    ChatSendFrameSchema,
    ChatAnalysisFrameSchema,
    ChatCancelFrameSchema,
  ]),
);
export type ChatClientFrame =
  | z.input<typeof ChatSendFrameSchema>
  | z.input<typeof ChatAnalysisFrameSchema>
  | z.input<typeof ChatCancelFrameSchema>;

export const ChatServerEventSchema = z.discriminatedUnion('type', [
  /** The user's message is stored; a reply follows. */
  z.object({
    type: z.literal('message_received'),
    content: z.string(),
    message: ChatMessagePublicSchema,
  }),
  /**
   * A piece of the reply: `content` is only the new text, which the client appends to what came
   * before (resending all of it with every piece made a reply's bytes grow with its square).
   */
  z.object({ type: z.literal('stream_chunk'), content: z.string() }),
  /**
   * The reply is stored (`incomplete` when it was stopped): `content` is its final text, and an
   * analysis brings its structured result (also on `message.analysis`).
   */
  z.object({
    type: z.literal('stream_complete'),
    content: z.string(),
    message: ChatMessagePublicSchema,
    analysis: AnalysisResultSchema.optional(),
  }),
  /** What went wrong, in words for the user. */
  z.object({ type: z.literal('error'), content: z.string() }),
]);
export type ChatServerEvent = z.infer<typeof ChatServerEventSchema>;

/** Close codes of the chat socket beyond the standard ones (1009 too big, 1011 server error). */
export const CHAT_CLOSE = {
  /** No token, a bad or expired one, or an inactive account. */
  unauthenticated: 4401,
  /** The conversation does not exist or is not the caller's. */
  notFound: 4404,
  /** Too many frames too fast. */
  flood: 4429,
  /** A frame larger than CHAT_FRAME_MAX_BYTES. */
  tooLarge: 1009,
  /** No frame and no reply for the server's idle time; the client reconnects when it likes. */
  idle: 4408,
  /**
   * The member opened more than CHAT_SOCKETS_PER_USER sockets: their oldest is closed. Final,
   * or the closed window would reconnect and close the next oldest in turn.
   */
  tooManySockets: 4409,
} as const;

/** Close codes after which reconnecting cannot help: the client stops retrying. */
export const CHAT_FINAL_CLOSE_CODES: readonly number[] = [
  CHAT_CLOSE.unauthenticated,
  CHAT_CLOSE.notFound,
  CHAT_CLOSE.tooManySockets,
];

/** Where a text may end: after a line, or after a sentence's full stop, ! or ?. */
const BOUNDARY = /\n|[.!?](?=\s)/g;

/**
 * A reply within CHAT_REPLY_MAX_LENGTH, note included: a longer one is cut at its last line or
 * sentence end that fits (at a space when none is in the second half) and ends with the note.
 */
export function capReply(text: string, max = CHAT_REPLY_MAX_LENGTH): string {
  if (text.length <= max) return text;
  const tail = `\n\n${chatServerTexts.replyCut}`;
  const room = text.slice(0, Math.max(0, max - tail.length));
  return `${cutAtBoundary(room)}${tail}`;
}

/** The longest start of `text` that ends at a line or sentence end (or a space, or anywhere). */
export function cutAtBoundary(text: string): string {
  let end = -1;
  for (const match of text.matchAll(BOUNDARY)) end = match.index + match[0].length;
  if (end < text.length / 2) end = Math.max(end, text.lastIndexOf(' '));
  if (end <= 0) end = text.length;
  let kept = text.slice(0, end);
  // Never half of a surrogate pair.
  if (/[\uD800-\uDBFF]$/.test(kept)) kept = kept.slice(0, -1);
  return kept.trimEnd();
}

/** The onboarding conversation's first message, addressed by first name (or e-mail). */
export function onboardingGreeting(user: { full_name: string | null; email: string }): string {
  const name = user.full_name?.trim().split(/\s+/)[0] || user.email;
  return chatServerTexts.onboardingGreeting.replace('{name}', name);
}
