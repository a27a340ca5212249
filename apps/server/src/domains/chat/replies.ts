import { type AnalysisResult, type ChatMessagePublic } from '@vita/api/schemas';
import type { Database } from '../../infra/db';
import type { UserRow } from '../../infra/db/schema';
import type { AssistantGrounding } from '../../infra/assistant/grounding';
import type { ChatDependencies } from './dependencies';
import {
  attachedFileIds,
  historyOf,
  insertMessage,
  latestAnalysisOf,
  type AttachedFile,
} from './repository';

/** Earlier messages the assistant sees as context; older ones are left out. */
export const HISTORY_TURNS = 20;

/** What the assistant may rely on for a reply in this conversation. */
export async function groundingFor(
  db: Database,
  deps: ChatDependencies,
  user: UserRow,
  conversationId: string,
  question: ChatMessagePublic,
): Promise<AssistantGrounding> {
  const [data, fileIds, history, analysis] = await Promise.all([
    deps.userData(db, user.id),
    attachedFileIds(db, conversationId),
    historyOf(db, conversationId, HISTORY_TURNS + 1),
    latestAnalysisOf(db, conversationId),
  ]);
  const files = await deps.files.findOwn(user.id, fileIds);
  const attachments = await Promise.all(
    (files ?? []).map(async (file) => ({
      filename: file.filename,
      text: await deps.files.text(user.id, file.id),
    })),
  );
  return {
    user: { full_name: user.full_name, email: user.email },
    profile: data.profile,
    cvs: data.cvs,
    applications: data.applications,
    analysis,
    attachments,
    // The question itself is stored already: it is asked, not history.
    history: history
      .filter((turn) => turn.id !== question.id)
      .slice(-HISTORY_TURNS)
      .map((turn) => ({ role: turn.role, content: turn.content })),
    today: deps.today(),
  };
}

/** The text the assistant answers: the message, or what was attached when there is no text. */
export function questionText(message: ChatMessagePublic): string {
  if (message.content) return message.content;
  const names = message.attachments.map((file) => file.filename).join(', ');
  return `Review this CV (${names}).`;
}

/** Stores the user's message with its files (already checked to be theirs). */
export const storeQuestion = (
  db: Database,
  conversationId: string,
  content: string,
  files: AttachedFile[],
) => insertMessage(db, { conversationId, role: 'user', content, files });

export const storeReply = (
  db: Database,
  conversationId: string,
  content: string,
  incomplete = false,
  analysis: AnalysisResult | null = null,
) => insertMessage(db, { conversationId, role: 'assistant', content, incomplete, analysis });
