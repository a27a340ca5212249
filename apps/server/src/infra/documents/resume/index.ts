import { emptyProfileDraft, serverMessages, type ProfileDraft } from '@vita/api/schemas';
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

export interface ResumeReader {
  read(bytes: Uint8Array, kind: CvFileKind): Promise<ResumeReading>;
  close(): Promise<void>;
}

export interface ResumeReaderOptions {
  /** Longest a document may take to read. @default 20000 */
  timeoutMs?: number;
  /** The worker's heap cap. @default 256 */
  maxMemoryMb?: number;
  /** Documents waiting beyond this are refused as busy. @default 16 */
  maxQueue?: number;
}

/**
 * Reads CVs one at a time in a worker thread with a memory cap and a deadline: a zip bomb, a
 * hostile or broken file, or a very long document is refused with a clear reason, and the
 * server's own event loop never runs the parsing. The worker starts on the first read, stays
 * warm (pdf.js is slow to load), and is replaced after a timeout or a crash.
 */
export function createResumeReader(options: ResumeReaderOptions = {}): ResumeReader {
  const worker = createJobWorker<ReadJob, ReadResult>({
    bundled: new URL('./resume-worker.js', import.meta.url),
    source: new URL('./worker.ts', import.meta.url),
    timeoutMs: options.timeoutMs ?? 20_000,
    maxMemoryMb: options.maxMemoryMb ?? 256,
    maxQueue: options.maxQueue ?? 16,
    name: 'resume reader',
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

  return {
    async read(bytes, kind) {
      const answer = await worker.run({ bytes, kind });
      return answer.text
        ? { ...answer.result, text: answer.text }
        : { draft: emptyProfileDraft(), problems: [serverMessages.noTextFound], text: '' };
    },
    close: () => worker.close(),
  };
}
