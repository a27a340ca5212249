import { analysisServerTexts, serverMessages, type AnalysisResult } from '@vita/api/schemas';
import { createFairQueue } from '../fair-queue';
import { createJobWorker } from '../workers';
import type { CvText, FetchedPage, Posting } from './types';

/** A page to read, or a page to read and compare with a CV's text. */
export type PostingJob =
  | { kind: 'read'; page: FetchedPage }
  | { kind: 'analyse'; page: FetchedPage; cv: CvText; today: string };

/** An analysis's result and its write-up; null when the page is not a job posting. */
export type PostingAnalysis = { result: AnalysisResult; report: string } | null;

export type PostingJobResult =
  { kind: 'read'; posting: Posting | null } | { kind: 'analyse'; analysis: PostingAnalysis };

/** Why a page was refused: it cannot be read, it is too much to read, or the reader is full. */
export type PostingReadReason = 'too_complex' | 'unreadable' | 'busy';

const messages: Record<PostingReadReason, string> = {
  too_complex: analysisServerTexts.postingTooComplex,
  unreadable: analysisServerTexts.postingUnreadable,
  busy: serverMessages.serverBusy,
};

export class PostingReadError extends Error {
  override name = 'PostingReadError';
  constructor(
    readonly reason: PostingReadReason,
    message = messages[reason],
  ) {
    super(message);
  }
}

export interface PostingReader {
  /** The posting the page shows, or null when it is not a job posting. */
  read(page: FetchedPage): Promise<Posting | null>;
  /**
   * The page's posting compared with the CV's text (ANALYSIS_MAX_REQUIREMENT_LINES at most), and
   * the write-up; null when the page is not a job posting. `owner` is whose analysis it is (each
   * member's wait behind their own); `signal` aborts when its caller has gone.
   */
  analyse(
    job: { page: FetchedPage; cv: CvText; today: string },
    caller?: { owner?: string; signal?: AbortSignal },
  ): Promise<PostingAnalysis>;
  close(): Promise<void>;
}

export interface PostingReaderOptions {
  /** Stop the worker after this long without a job, giving its memory back. @default never */
  idleMs?: number;
  /** Longest a page may take to read. @default 10000 */
  timeoutMs?: number;
  /** The worker's heap cap. @default 128 */
  maxMemoryMb?: number;
  /** Pages waiting beyond this, all members together, are refused as busy. @default 16 */
  maxQueue?: number;
}

/** A member's analyses waiting at once: one per chat they have open, a few at most. */
export const ANALYSES_WAITING_PER_MEMBER = 3;

/**
 * Reads fetched pages into postings, and compares them with CVs, one at a time in a worker
 * thread of its own, with a deadline and a heap cap: a page built to be slow or huge to parse,
 * or listing lines by the thousand, is refused with a PostingReadError (or compared on its first
 * lines) instead of stalling the server, and the next page gets a fresh worker. Analyses are
 * taken in turns, member by member, and one whose caller has gone is dropped or stopped.
 */
export function createPostingReader(options: PostingReaderOptions = {}): PostingReader {
  const maxQueue = options.maxQueue ?? 16;
  const worker = createJobWorker<PostingJob, PostingJobResult>({
    bundled: new URL('./posting-worker.js', import.meta.url),
    source: new URL('./posting-worker.ts', import.meta.url),
    timeoutMs: options.timeoutMs ?? 10_000,
    maxMemoryMb: options.maxMemoryMb ?? 128,
    maxQueue,
    name: 'posting reader',
    refuse: (reason) => new PostingReadError(reason),
    idleMs: options.idleMs,
  });
  const turns = createFairQueue({
    concurrency: 1,
    perOwnerRunning: 1,
    perOwnerWaiting: ANALYSES_WAITING_PER_MEMBER,
    maxWaiting: maxQueue,
    busy: () => new PostingReadError('busy'),
  });
  const pageOf = (page: FetchedPage): FetchedPage => ({
    url: page.url,
    kind: page.kind,
    body: page.body,
  });
  return {
    async read(page) {
      const answer = await worker.run({ kind: 'read', page: pageOf(page) });
      return answer.kind === 'read' ? answer.posting : null;
    },
    async analyse(job, caller = {}) {
      const answer = await turns.run(
        caller.owner ?? '',
        (signal) => worker.run({ kind: 'analyse', ...job, page: pageOf(job.page) }, signal),
        caller.signal,
      );
      return answer.kind === 'analyse' ? answer.analysis : null;
    },
    close: () => worker.close(),
  };
}
