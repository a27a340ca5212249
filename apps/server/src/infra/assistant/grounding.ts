import type { AnalysisResult, ApplicationPublic, CvPublic, Profile } from '@vita/api/schemas';

/** A file the user attached to a message of the conversation, with the text read from it. */
export interface AttachmentText {
  filename: string;
  /** The document's text (lines joined with newlines); null when nothing could be read. */
  text: string | null;
}

export interface HistoryTurn {
  role: 'user' | 'assistant';
  content: string;
}

/**
 * Everything the assistant may rely on when it answers: the user's own data and the
 * conversation so far. Nothing else is known about the user, so an answer never claims more.
 */
export interface AssistantGrounding {
  user: { full_name: string | null; email: string };
  profile: Profile;
  /** The user's CVs (a CV here is a target: a title, a job and a company), newest first. */
  cvs: Pick<CvPublic, 'title' | 'description' | 'target_job_title' | 'target_company'>[];
  /**
   * The jobs the user tracks, latest change first: a cover letter asked "for my application to
   * Acme" is written from that application's role, company and posting.
   */
  applications?: Pick<ApplicationPublic, 'title' | 'company' | 'posting_text' | 'stage'>[];
  /**
   * The latest resume analysis run in this conversation: a cover letter asked after it is fitted
   * to that posting's role, company and the requirements the CV was found to show.
   */
  analysis?: Pick<AnalysisResult, 'posting' | 'matched' | 'missing'> | null;
  /** Files attached to this conversation's messages, oldest first; the newest message's last. */
  attachments: AttachmentText[];
  /** Earlier turns of the conversation, oldest first, without the message being answered. */
  history: HistoryTurn[];
  /** Today's date (YYYY-MM-DD): "current" roles end today, and replies stay deterministic. */
  today: string;
}
