import { serverMessages, type ProfileImport } from '@vita/api/schemas';
import { createFairQueue } from '../../infra/fair-queue';
import { createJobWorker } from '../../infra/workers';

/** What the worker answers: the profile to import, or the user-facing reason it is refused. */
export type JsonResumeAnswer =
  { ok: true; profile: ProfileImport } | { ok: false; message: string };

/** A JSON Resume file refused: `status` is the HTTP answer it deserves, `message` its detail. */
export class JsonResumeReadError extends Error {
  override name = 'JsonResumeReadError';
  constructor(
    readonly status: 422 | 503,
    message: string,
  ) {
    super(message);
  }
}

export interface JsonResumeReader {
  /**
   * The profile a JSON Resume file's text holds. `caller.owner` is whose file it is (each
   * member's wait behind their own); `caller.signal` aborts when the client has gone.
   */
  read(text: string, caller?: { owner?: string; signal?: AbortSignal }): Promise<ProfileImport>;
  close(): Promise<void>;
}

export interface JsonResumeReaderOptions {
  /** Stop the worker after this long without a job, giving its memory back. @default never */
  idleMs?: number;
  /** Longest one file may take to read. @default 5000 */
  timeoutMs?: number;
}

/** Files one member may have waiting; an import is one click, rarely repeated. */
const WAITING_PER_MEMBER = 2;
/** Files waiting, all members together. */
const WAITING = 16;

/**
 * Reads JSON Resume files one at a time in a worker thread with a deadline and a heap cap, in
 * turns per member, so that a large file never holds the server's event loop and a member who
 * sends many waits behind their own.
 */
export function createJsonResumeReader(options: JsonResumeReaderOptions = {}): JsonResumeReader {
  const worker = createJobWorker<string, JsonResumeAnswer>({
    bundled: new URL('./json-resume-worker.js', import.meta.url),
    source: new URL('./json-resume-worker.ts', import.meta.url),
    timeoutMs: options.timeoutMs ?? 5_000,
    maxMemoryMb: 128,
    maxQueue: 1,
    name: 'JSON Resume reader',
    idleMs: options.idleMs,
    refuse: (reason) =>
      reason === 'busy'
        ? new JsonResumeReadError(503, serverMessages.serverBusy)
        : new JsonResumeReadError(422, serverMessages.jsonResumeTooComplex),
  });
  const turns = createFairQueue({
    concurrency: 1,
    perOwnerRunning: 1,
    perOwnerWaiting: WAITING_PER_MEMBER,
    maxWaiting: WAITING,
    busy: () => new JsonResumeReadError(503, serverMessages.serverBusy),
  });
  return {
    async read(text, caller = {}) {
      const answer = await turns.run(
        caller.owner ?? '',
        (signal) => worker.run(text, signal),
        caller.signal,
      );
      if (!answer.ok) throw new JsonResumeReadError(422, answer.message);
      return answer.profile;
    },
    close: () => worker.close(),
  };
}
