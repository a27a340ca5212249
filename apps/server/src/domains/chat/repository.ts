import {
  automaticTitle,
  chatServerTexts,
  ChatMessagePublicSchema,
  ConversationPublicSchema,
  chatTexts,
  type AnalysisResult,
  type ChatMessagePublic,
  type MessageAttachment,
  type MessageRole,
} from '@vita/api/schemas';
import { and, asc, count, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { HttpError } from '../../http/errors';
import type { Database } from '../../infra/db';
import { ownedTable } from '../../infra/db/owned-table';
import {
  chatMessages,
  conversations,
  messageAttachments,
  type ChatMessageRow,
  type ConversationRow,
} from '../../infra/db/schema';
import { toPublic } from '../../http/public';

export const toConversationPublic = (row: ConversationRow) =>
  toPublic(ConversationPublicSchema, row);

/** The message's columns and its attachments (which live in their own table). */
const toMessagePublic = (row: ChatMessageRow, attachments: MessageAttachment[]) => ({
  ...toPublic(ChatMessagePublicSchema.omit({ attachments: true }), row),
  attachments,
});

/**
 * The caller's conversations, latest activity first: another user's answers 404. A rename or a
 * new message moves one to the top.
 */
export const ownConversations = ownedTable(conversations, {
  notFound: () => new HttpError(404, chatServerTexts.conversationNotFound),
  orderBy: [desc(conversations.updated_at)],
  updatedAt: conversations.updated_at,
});

/** A new conversation; one without a title is named by its first question. */
export const insertConversation = (db: Database, ownerId: string, title?: string) =>
  ownConversations.create(db, ownerId, {
    title: title ?? chatTexts.conversationNew,
    title_is_automatic: title === undefined,
  });

/** A title the user gave, which no question then replaces. */
export const renameOwnConversation = (db: Database, id: string, ownerId: string, title: string) =>
  ownConversations.update(db, id, ownerId, { title, title_is_automatic: false });

async function attachmentsOf(db: Database, messageIds: string[]) {
  const byMessage = new Map<string, MessageAttachment[]>();
  if (messageIds.length === 0) return byMessage;
  const rows = await db
    .select()
    .from(messageAttachments)
    .where(inArray(messageAttachments.message_id, messageIds))
    .orderBy(asc(messageAttachments.message_id), asc(messageAttachments.position));
  for (const row of rows) {
    const list = byMessage.get(row.message_id) ?? [];
    // A deleted file keeps its name in the message; its id is then the message's own.
    list.push({
      id: row.file_id ?? row.message_id,
      filename: row.filename,
      content_type: row.content_type,
      size: row.size,
    });
    byMessage.set(row.message_id, list);
  }
  return byMessage;
}

/** Newest first, the id breaking ties (a reply stored in the same instant as its question). */
export async function listMessages(
  db: Database,
  conversationId: string,
  skip: number,
  limit: number,
) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.conversation_id, conversationId))
      .orderBy(desc(chatMessages.created_at), desc(chatMessages.id))
      .offset(skip)
      .limit(limit),
    db
      .select({ value: count() })
      .from(chatMessages)
      .where(eq(chatMessages.conversation_id, conversationId)),
  ]);
  const attachments = await attachmentsOf(
    db,
    rows.map((row) => row.id),
  );
  return {
    data: rows.map((row) => toMessagePublic(row, attachments.get(row.id) ?? [])),
    count: total?.value ?? 0,
  };
}

/** The file ids attached anywhere in a conversation, oldest message first. */
export async function attachedFileIds(db: Database, conversationId: string): Promise<string[]> {
  const rows = await db
    .select({ file_id: messageAttachments.file_id })
    .from(messageAttachments)
    .innerJoin(chatMessages, eq(chatMessages.id, messageAttachments.message_id))
    .where(eq(chatMessages.conversation_id, conversationId))
    .orderBy(asc(chatMessages.created_at), asc(messageAttachments.position));
  return [...new Set(rows.flatMap((row) => (row.file_id ? [row.file_id] : [])))];
}

/** A file as a message refers to it. */
export interface AttachedFile {
  id: string;
  filename: string;
  content_type: string;
  size: number;
}

export interface NewMessage {
  conversationId: string;
  role: MessageRole;
  content: string;
  incomplete?: boolean;
  files?: AttachedFile[];
  analysis?: AnalysisResult | null;
}

/**
 * Stores a message with its attachments in one transaction, and moves the conversation to the
 * top of its owner's list; a conversation still named automatically is named by its first
 * user message.
 */
export async function insertMessage(db: Database, message: NewMessage): Promise<ChatMessagePublic> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(chatMessages)
      .values({
        conversation_id: message.conversationId,
        role: message.role,
        content: message.content,
        incomplete: message.incomplete ?? false,
        analysis: message.analysis ?? null,
      })
      .returning();
    if (!row) throw new Error('Insert returned no row');
    const files = message.files ?? [];
    if (files.length > 0) {
      await tx.insert(messageAttachments).values(
        files.map((file, position) => ({
          message_id: row.id,
          position,
          file_id: file.id,
          filename: file.filename,
          content_type: file.content_type,
          size: file.size,
        })),
      );
    }
    const title =
      message.role === 'user'
        ? (automaticTitle(message.content) ?? files[0]?.filename ?? null)
        : null;
    await tx
      .update(conversations)
      .set({
        updated_at: sql`clock_timestamp()`,
        ...(title
          ? {
              title: sql`case when ${conversations.title_is_automatic} and not exists (select 1 from ${chatMessages} where ${chatMessages.conversation_id} = ${message.conversationId} and ${chatMessages.id} <> ${row.id} and ${chatMessages.role} = 'user') then ${title} else ${conversations.title} end`,
            }
          : {}),
      })
      .where(eq(conversations.id, message.conversationId));
    return toMessagePublic(
      row,
      files.map(({ id, filename, content_type, size }) => ({ id, filename, content_type, size })),
    );
  });
}

/** The conversation so far, oldest first, for the assistant's context (the newest `limit`). */
export async function historyOf(db: Database, conversationId: string, limit: number) {
  const rows = await db
    .select({ id: chatMessages.id, role: chatMessages.role, content: chatMessages.content })
    .from(chatMessages)
    .where(eq(chatMessages.conversation_id, conversationId))
    .orderBy(desc(chatMessages.created_at), desc(chatMessages.id))
    .limit(limit);
  return rows.reverse();
}

/** The latest resume analysis stored in a conversation, if one was run there. */
export async function latestAnalysisOf(
  db: Database,
  conversationId: string,
): Promise<AnalysisResult | null> {
  const [row] = await db
    .select({ analysis: chatMessages.analysis })
    .from(chatMessages)
    .where(and(eq(chatMessages.conversation_id, conversationId), isNotNull(chatMessages.analysis)))
    .orderBy(desc(chatMessages.created_at), desc(chatMessages.id))
    .limit(1);
  return row?.analysis ?? null;
}
