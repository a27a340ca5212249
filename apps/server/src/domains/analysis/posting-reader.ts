import { analysisServerTexts, serverMessages } from '@vita/api/schemas';
import { createJobWorker } from '../../infra/workers';
import type { FetchedPage, Posting } from './types';

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
  close(): Promise<void>;
}

export interface PostingReaderOptions {
  /** Longest a page may take to read. @default 10000 */
  timeoutMs?: number;
  /** The worker's heap cap. @default 128 */
  maxMemoryMb?: number;
  /** Pages waiting beyond this are refused as busy. @default 16 */
  maxQueue?: number;
}

/**
 * Reads fetched pages into postings one at a time in a worker thread of its own, with a deadline
 * and a heap cap: a page built to be slow or huge to parse is refused with a PostingReadError
 * instead of stalling the server, and the next page gets a fresh worker.
 */
export function createPostingReader(options: PostingReaderOptions = {}): PostingReader {
  const worker = createJobWorker<FetchedPage, Posting | null>({
    bundled: new URL('./posting-worker.js', import.meta.url),
    source: new URL('./posting-worker.ts', import.meta.url),
    timeoutMs: options.timeoutMs ?? 10_000,
    maxMemoryMb: options.maxMemoryMb ?? 128,
    maxQueue: options.maxQueue ?? 16,
    name: 'posting reader',
    refuse: (reason) => new PostingReadError(reason),
  });
  return {
    read: (page) => worker.run({ url: page.url, kind: page.kind, body: page.body }),
    close: () => worker.close(),
  };
}
