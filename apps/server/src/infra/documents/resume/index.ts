import { emptyProfileDraft, serverMessages, type ProfileDraft } from '@vita/api/schemas';
import { createFairQueue } from '../../fair-queue';
import { createJobWorker } from '../../workers';
import type { CvFileKind } from '../file-kind';
import type { ReadJob, ReadResult } from './worker';

/** Why a document was refused: it cannot be read, it is too much to read, or the reader is full. */
export type DocumentReadReason = 'unreadable' | 'too_complex' | 'busy';

export class DocumentReadError extends Error {
  override name = 'DocumentReadError';
  constructor(
    readonly reason: DocumentReadReason,
    message: string,
  ) {
    super(message);
  }
}

export interface ResumeReading {
  draft: ProfileDraft;
  problems: string[];
  /** The document's text, a line per line; empty for a scanned document. */
  text: string;
}

/** Whose read it is, and the signal that says its caller has gone. */
export interface ReadFor {
  /** The member the read is for: each member's reads wait behind their own. */
  owner?: string;
  /** Aborts when the caller has gone: a waiting read is dropped, a running one stopped. */
  signal?: AbortSignal;
}

export interface ResumeReader {
  read(bytes: Uint8Array, kind: CvFileKind, reader?: ReadFor): Promise<ResumeReading>;
  close(): Promise<void>;
}

export interface ResumeReaderOptions {
  /** Stop the worker after this long without a job, giving its memory back. @default never */
  idleMs?: number;
  /** Longest a document may take to read. @default 20000 */
  timeoutMs?: number;
  /** The reading process's heap cap. @default 256 */
  maxMemoryMb?: number;
  /**
   * The reading process's whole memory cap (buffers, inflated streams and fonts included).
   * @default READER_MAX_RSS_MB
   */
  maxRssMb?: number;
  /** Documents waiting beyond this, all members together, are refused as busy. @default 16 */
  maxQueue?: number;
  /** Documents one member may have waiting. @default READS_WAITING_PER_MEMBER */
  perMemberWaiting?: number;
}

/**
 * What the reading process may hold in all. Node and pdf.js take about 100 MB; the inflated
 * streams of a CV take a few more, and the decoded-bytes limit stops a bomb well before this.
 */
export const READER_MAX_RSS_MB = 512;
/** A member's reads waiting at once: an import, an attachment or two, an analysis. */
export const READS_WAITING_PER_MEMBER = 4;

/**
 * Reads CVs one at a time in a child process with a memory cap and a deadline: a zip or Flate
 * bomb, a hostile or broken file, or a very long document is refused with a clear reason, the
 * server's own event loop never runs the parsing, and what a read held goes back to the system
 * with the process (a thread's buffers stay in the server's own memory). The process starts on
 * the first read, stays warm (pdf.js is slow to load), and is replaced after a timeout, a crash
 * or a read that grew past its memory cap.
 *
 * The one reader serves imports, chat attachments and analyses of every member, so reads are
 * taken in turns (a fair queue): a member's reads wait behind their own, one of theirs runs at a
 * time, and a read whose caller has gone is dropped, or stopped if it already runs.
 */
export function createResumeReader(options: ResumeReaderOptions = {}): ResumeReader {
  const worker = createJobWorker<ReadJob, ReadResult>({
    bundled: new URL('./resume-worker.js', import.meta.url),
    source: new URL('./worker.ts', import.meta.url),
    timeoutMs: options.timeoutMs ?? 20_000,
    maxMemoryMb: options.maxMemoryMb ?? 256,
    process: { maxRssMb: options.maxRssMb ?? READER_MAX_RSS_MB },
    // The fair queue below holds what waits; the worker gets one read at a time.
    maxQueue: 1,
    name: 'resume reader',
    idleMs: options.idleMs,
    refuse: (reason) =>
      new DocumentReadError(
        reason,
        reason === 'busy'
          ? serverMessages.serverBusy
          : reason === 'too_complex'
            ? serverMessages.documentTooComplex
            : serverMessages.unreadableDocument,
      ),
    // The caller keeps its bytes: the worker gets a copy, moved rather than copied again.
    prepare: (job) => {
      const bytes = job.bytes.slice();
      return { job: { ...job, bytes }, transfer: [bytes.buffer] };
    },
  });

  const turns = createFairQueue({
    concurrency: 1,
    perOwnerRunning: 1,
    perOwnerWaiting: options.perMemberWaiting ?? READS_WAITING_PER_MEMBER,
    maxWaiting: options.maxQueue ?? 16,
    busy: () => new DocumentReadError('busy', serverMessages.serverBusy),
  });

  return {
    async read(bytes, kind, reader = {}) {
      const answer = await turns.run(
        reader.owner ?? '',
        (signal) => worker.run({ bytes, kind }, signal),
        reader.signal,
      );
      return answer.text
        ? { ...answer.result, text: answer.text }
        : { draft: emptyProfileDraft(), problems: [serverMessages.noTextFound], text: '' };
    },
    close: () => worker.close(),
  };
}
