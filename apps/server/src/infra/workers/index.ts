import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker, type TransferListItem } from 'node:worker_threads';
import type { AnswerMessage, JobFailure, JobMessage } from './protocol';

export type { JobFailure } from './protocol';

export interface JobWorkerOptions<Job> {
  /**
   * The worker's bundled script beside the built server, e.g.
   * `new URL('./posting-worker.js', import.meta.url)` (once bundled, `import.meta.url` is dist/main.js).
   */
  bundled: URL;
  /** The same worker's TypeScript source, started through tsx when there is no bundle (tests, tsx). */
  source: URL;
  /** Longest one job may take; past it the job is refused as too complex and the worker replaced. */
  timeoutMs: number;
  /** The worker's heap cap; a job that fills it is refused as too complex. */
  maxMemoryMb: number;
  /** Jobs waiting beyond this are refused as busy. */
  maxQueue: number;
  /** The error a refused job rejects with (the caller's own class and wording). */
  refuse: (reason: JobFailure) => Error;
  /** Names the reader in the error its pending jobs reject with once it is closed. */
  name: string;
  /**
   * Turns a job into the message to post and what to move rather than copy; the default posts
   * the job as it is. Moving a buffer detaches it, so a caller that keeps its own moves a copy.
   */
  prepare?: (job: Job) => { job: Job; transfer: TransferListItem[] };
}

export interface JobWorker<Job, Result> {
  run(job: Job): Promise<Result>;
  close(): Promise<void>;
}

interface Pending<Job, Result> {
  id: number;
  job: Job;
  resolve: (result: Result) => void;
  reject: (error: Error) => void;
}

interface Running<Job, Result> extends Pending<Job, Result> {
  timer: NodeJS.Timeout;
  /** The thread that holds the job: an event from a replaced thread must not settle a newer job. */
  thread: Worker;
}

/**
 * Runs untrusted parsing one job at a time in a worker thread with a memory cap and a deadline,
 * so a hostile or pathological input is refused with a clear reason and the server's own event
 * loop never runs it. The thread starts on the first job and stays warm (parsers are slow to
 * load); it is replaced after a timeout or a crash. Jobs wait in a bounded queue.
 */
export function createJobWorker<Job, Result>(
  options: JobWorkerOptions<Job>,
): JobWorker<Job, Result> {
  const { timeoutMs, maxMemoryMb, maxQueue, refuse } = options;
  let worker: Worker | null = null;
  let running: Running<Job, Result> | null = null;
  const queue: Pending<Job, Result>[] = [];
  let nextId = 1;
  let closed = false;
  const closedError = () => new Error(`The ${options.name} is closed`);

  function finish(thread: Worker, outcome: { result: Result } | { error: Error }) {
    const job = running;
    if (!job || job.thread !== thread) return;
    clearTimeout(job.timer);
    running = null;
    if ('error' in outcome) job.reject(outcome.error);
    else job.resolve(outcome.result);
    pump();
  }

  function forget(thread: Worker) {
    if (worker === thread) worker = null;
  }

  function start(): Worker {
    const bundled = existsSync(fileURLToPath(options.bundled));
    const thread = new Worker(bundled ? options.bundled : new URL('./boot.mjs', import.meta.url), {
      workerData: bundled ? undefined : { entry: options.source.href },
      resourceLimits: { maxOldGenerationSizeMb: maxMemoryMb, maxYoungGenerationSizeMb: 32 },
      stdout: true,
      stderr: true,
    });
    // Parsers warn about what they cannot handle; nothing of it is for the server's log.
    thread.stdout.resume();
    thread.stderr.resume();
    thread.on('message', (answer: AnswerMessage<Result>) => {
      if (!running || answer.id !== running.id) return;
      finish(thread, answer.ok ? { result: answer.result } : { error: refuse(answer.reason) });
    });
    thread.on('error', (error: Error & { code?: string }) => {
      forget(thread);
      const tooBig = error.code === 'ERR_WORKER_OUT_OF_MEMORY';
      finish(thread, { error: refuse(tooBig ? 'too_complex' : 'unreadable') });
    });
    thread.on('exit', () => {
      forget(thread);
      finish(thread, { error: refuse('unreadable') });
    });
    return thread;
  }

  function pump() {
    if (running || closed) return;
    const next = queue.shift();
    if (!next) return;
    const thread = (worker ??= start());
    const timer = setTimeout(() => {
      // Too long: this job is refused, and the thread that holds it goes with it.
      forget(thread);
      void thread.terminate();
      finish(thread, { error: refuse('too_complex') });
    }, timeoutMs);
    running = { ...next, timer, thread };
    const { job, transfer } = options.prepare?.(next.job) ?? { job: next.job, transfer: [] };
    const message: JobMessage<Job> = { id: next.id, job };
    thread.postMessage(message, transfer);
  }

  return {
    run(job) {
      if (closed) return Promise.reject(closedError());
      if (queue.length >= maxQueue) return Promise.reject(refuse('busy'));
      return new Promise<Result>((resolve, reject) => {
        queue.push({ id: nextId++, job, resolve, reject });
        pump();
      });
    },
    async close() {
      closed = true;
      for (const waiting of queue.splice(0)) waiting.reject(closedError());
      if (running) {
        clearTimeout(running.timer);
        running.reject(closedError());
        running = null;
      }
      const old = worker;
      worker = null;
      await old?.terminate();
    },
  };
}
