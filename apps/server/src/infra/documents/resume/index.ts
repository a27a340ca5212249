import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { emptyProfileDraft, serverMessages, type ProfileDraft } from '@vita/api/schemas';
import type { CvFileKind } from '../file-kind';
import type { ReadAnswer, ReadJob } from './worker';

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
 * The worker's script: the bundled one beside the built server, else the TypeScript source
 * started through tsx.
 */
function workerScript(): { url: URL; workerData?: { entry: string } } {
  const bundled = new URL('./resume-worker.js', import.meta.url);
  if (existsSync(fileURLToPath(bundled))) return { url: bundled };
  return {
    url: new URL('./worker-boot.mjs', import.meta.url),
    workerData: { entry: new URL('./worker.ts', import.meta.url).href },
  };
}

interface Pending {
  job: ReadJob;
  resolve: (reading: ResumeReading) => void;
  reject: (error: Error) => void;
}

/**
 * Reads CVs one at a time in a worker thread with a memory cap and a deadline: a zip bomb, a
 * hostile or broken file, or a very long document is refused with a clear reason, and the
 * server's own event loop never runs the parsing. The worker starts on the first read, stays
 * warm (pdf.js is slow to load), and is replaced after a timeout or a crash.
 */
export function createResumeReader(options: ResumeReaderOptions = {}): ResumeReader {
  const timeoutMs = options.timeoutMs ?? 20_000;
  const maxMemoryMb = options.maxMemoryMb ?? 256;
  const maxQueue = options.maxQueue ?? 16;
  let worker: Worker | null = null;
  let running: (Pending & { timer: NodeJS.Timeout }) | null = null;
  const queue: Pending[] = [];
  let nextId = 1;
  let closed = false;

  function finish(outcome: { reading?: ResumeReading; error?: Error }) {
    const job = running;
    if (!job) return;
    clearTimeout(job.timer);
    running = null;
    if (outcome.error) job.reject(outcome.error);
    else job.resolve(outcome.reading!);
    pump();
  }

  function discardWorker() {
    const old = worker;
    worker = null;
    void old?.terminate();
  }

  function start(): Worker {
    const script = workerScript();
    const started = new Worker(script.url, {
      workerData: script.workerData,
      resourceLimits: { maxOldGenerationSizeMb: maxMemoryMb, maxYoungGenerationSizeMb: 32 },
      stdout: true,
      stderr: true,
    });
    // pdf.js warns about what it cannot draw; nothing of it is for the server's log.
    started.stdout.resume();
    started.stderr.resume();
    started.on('message', (answer: ReadAnswer) => {
      if (!running || answer.id !== running.job.id) return;
      if (answer.ok) {
        finish({
          reading: answer.text
            ? { ...answer.result, text: answer.text }
            : { draft: emptyProfileDraft(), problems: [serverMessages.noTextFound], text: '' },
        });
      } else {
        finish({
          error: new DocumentReadError(
            answer.reason,
            answer.reason === 'too_complex'
              ? serverMessages.documentTooComplex
              : serverMessages.unreadableDocument,
          ),
        });
      }
    });
    started.on('error', (error: Error & { code?: string }) => {
      if (worker === started) worker = null;
      const tooBig = error.code === 'ERR_WORKER_OUT_OF_MEMORY';
      finish({
        error: new DocumentReadError(
          tooBig ? 'too_complex' : 'unreadable',
          tooBig ? serverMessages.documentTooComplex : serverMessages.unreadableDocument,
        ),
      });
    });
    started.on('exit', () => {
      if (worker === started) worker = null;
      if (running) {
        finish({
          error: new DocumentReadError('unreadable', serverMessages.unreadableDocument),
        });
      }
    });
    return started;
  }

  function pump() {
    if (running || closed) return;
    const next = queue.shift();
    if (!next) return;
    worker ??= start();
    const timer = setTimeout(() => {
      // Too long: this document is refused, and the worker that holds it goes with it.
      discardWorker();
      finish({ error: new DocumentReadError('too_complex', serverMessages.documentTooComplex) });
    }, timeoutMs);
    running = { ...next, timer };
    const copy = next.job.bytes.slice();
    worker.postMessage({ ...next.job, bytes: copy }, [copy.buffer]);
  }

  return {
    read(bytes, kind) {
      if (closed) return Promise.reject(new Error('The resume reader is closed'));
      if (queue.length >= maxQueue) {
        return Promise.reject(new DocumentReadError('busy', serverMessages.serverBusy));
      }
      return new Promise<ResumeReading>((resolve, reject) => {
        queue.push({ job: { id: nextId++, bytes, kind }, resolve, reject });
        pump();
      });
    },
    async close() {
      closed = true;
      for (const waiting of queue.splice(0)) {
        waiting.reject(new Error('The resume reader is closed'));
      }
      if (running) {
        clearTimeout(running.timer);
        running.reject(new Error('The resume reader is closed'));
        running = null;
      }
      const old = worker;
      worker = null;
      await old?.terminate();
    },
  };
}
