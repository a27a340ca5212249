import type { CvFilePublic, Profile } from '@vita/api/schemas';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Database } from '../../infra/db';
import type { AnalysisDependencies } from './analysis';
import type { Assistant } from '../../infra/assistant';
import type { AssistantGrounding } from '../../infra/assistant/grounding';
import type { AttachedFile } from './repository';

/**
 * What the chat takes from elsewhere, handed in by the app so that domains stay unaware of each
 * other: the assistant, the user's profile and CVs, their files, and the onboarding state that
 * names the onboarding conversation.
 */
export interface ChatDependencies {
  assistant: Assistant;
  /** The user's profile and CV targets, which the assistant grounds its answers in. */
  userData(
    db: Database,
    ownerId: string,
  ): Promise<{
    profile: Profile;
    cvs: AssistantGrounding['cvs'];
    applications: NonNullable<AssistantGrounding['applications']>;
  }>;
  files: {
    /** The caller's files among `ids`, in that order; null when one is not theirs or is gone. */
    findOwn(ownerId: string, ids: string[]): Promise<AttachedFile[] | null>;
    /**
     * A file's text as the CV reader extracts it; null when it cannot be read or is gone, or
     * when `signal` aborted (whoever asked has gone) before it was read.
     */
    text(ownerId: string, fileId: string, signal?: AbortSignal): Promise<string | null>;
    /**
     * Keeps the file of a multipart upload as an attachment of the conversation: checked and
     * counted like a CV file, not listed among them. Refusals are HttpErrors.
     */
    receiveAttachment(
      request: FastifyRequest,
      ownerId: string,
      conversationId: string,
    ): Promise<CvFilePublic>;
    /** Removes the files attached in a conversation (rows and bytes), before it goes. */
    removeAttachments(
      ownerId: string,
      conversationId: string,
      log: FastifyBaseLogger,
    ): Promise<void>;
  };
  onboarding: {
    /** The onboarding conversation named in the user's onboarding state, if any. */
    conversationId(db: Database, ownerId: string): Promise<string | null>;
    /**
     * Names `conversationId` as the onboarding conversation unless one is named already;
     * answers the one that is named in the end.
     */
    link(db: Database, ownerId: string, conversationId: string): Promise<string>;
  };
  /** Resume analysis: the CV files, the posting reader and the fetch settings it uses. */
  analysis: AnalysisDependencies;
  /** Today (YYYY-MM-DD); a parameter so tests and replies stay deterministic. */
  today(): string;
}
