import { fork } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
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
  /**
   * Run the jobs in a child process instead of a thread, its whole memory capped at this many MB
   * (what the system holds for it: buffers and WebAssembly too, which a thread's heap cap does
   * not count). A job whose process grows past it is stopped and refused as too complex; the
   * memory goes back to the system with the process. Watched where the system tells a process's
   * memory (Linux); elsewhere only the heap cap holds.
   */
  process?: { maxRssMb: number };
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
  /**
   * Stops the thread or process once it has had no job for this long, so the memory it holds
   * (parsers, fonts, a compiler's WebAssembly) goes back to the system; the next job starts a
   * fresh one and waits for it to load. Unset: it stays for good.
   */
  idleMs?: number | undefined;
  /** Told when the worker was stopped for being idle. */
  onIdleStop?: () => void;
}

export interface JobWorker<Job, Result> {
  /**
   * Runs the job on its turn. When `signal` aborts (its caller has gone), a waiting job leaves
   * the queue and a running one is stopped with its thread; either rejects with the signal's reason.
   */
  run(job: Job, signal?: AbortSignal): Promise<Result>;
  close(): Promise<void>;
}

interface Pending<Job, Result> {
  id: number;
  job: Job;
  resolve: (result: Result) => void;
  reject: (error: Error) => void;
}

interface Running<Job, Result> extends Pending<Job, Result> {
  /** The job's deadline once its worker is ready; before that, the worker's boot deadline. */
  timer: NodeJS.Timeout | undefined;
  /** The thread that holds the job: an event from a replaced thread must not settle a newer job. */
  thread: Host<Job>;
}

/** A thread or a child process that runs jobs. */
interface Host<Job> {
  /** Its code is loaded and it listens for jobs (it said so once). */
  ready: boolean;
  /** Called once, when it says it is ready. */
  onReady?: () => void;
  post(message: JobMessage<Job>, transfer: TransferListItem[]): void;
  /** Its resident memory in bytes, where the system tells it; null elsewhere. */
  rss(): number | null;
  terminate(): Promise<unknown>;
}

/** How the host's script is started from source (tests, tsx), through tsx's loader. */
const tsxLoader = () => pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;

/**
 * Longest a fresh worker may take to load its code before its first job is refused as busy.
 * The job's own deadline runs from when the worker is ready.
 */
const BOOT_TIMEOUT_MS = 60_000;

/** How often a child process's memory is looked at while it runs a job. */
const RSS_WATCH_MS = 50;

/** A process's resident memory from /proc (Linux), in bytes; null where there is none. */
function residentBytes(pid: number | undefined): number | null {
  if (pid === undefined || process.platform !== 'linux') return null;
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'latin1');
    const kb = /^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1];
    return kb === undefined ? null : Number(kb) * 1024;
  } catch {
    return null;
  }
}

/**
 * Runs untrusted parsing one job at a time in a worker thread with a memory cap and a deadline,
 * so a hostile or pathological input is refused with a clear reason and the server's own event
 * loop never runs it. The thread starts on the first job and stays warm (parsers are slow to
 * load) until it has been idle for `idleMs`; it is replaced after a timeout or a crash. Jobs wait
 * in a bounded queue.
 */
export function createJobWorker<Job, Result>(
  options: JobWorkerOptions<Job>,
): JobWorker<Job, Result> {
  const { timeoutMs, maxMemoryMb, maxQueue, refuse } = options;
  let worker: Host<Job> | null = null;
  let running: Running<Job, Result> | null = null;
  const queue: Pending<Job, Result>[] = [];
  let nextId = 1;
  let closed = false;
  let idleTimer: NodeJS.Timeout | undefined;
  const closedError = () => new Error(`The ${options.name} is closed`);

  /** Nothing to do: the worker is stopped once that has lasted `idleMs`. */
  function idleFromNow() {
    clearTimeout(idleTimer);
    if (options.idleMs === undefined || !worker) return;
    idleTimer = setTimeout(() => {
      if (running || queue.length > 0 || !worker) return;
      const idle = worker;
      worker = null;
      void idle.terminate();
      options.onIdleStop?.();
    }, options.idleMs);
    // An idle worker does not keep the process alive.
    idleTimer.unref();
  }

  function finish(thread: Host<Job>, outcome: { result: Result } | { error: Error }) {
    const job = running;
    if (!job || job.thread !== thread) return;
    clearTimeout(job.timer);
    running = null;
    if ('error' in outcome) job.reject(outcome.error);
    else job.resolve(outcome.result);
    pump();
  }

  function forget(thread: Host<Job>) {
    if (worker === thread) worker = null;
  }

  function answered(host: Host<Job>, answer: AnswerMessage<Result>) {
    if ('ready' in answer) {
      host.ready = true;
      host.onReady?.();
      host.onReady = undefined;
      return;
    }
    if (!running || answer.id !== running.id) return;
    finish(host, answer.ok ? { result: answer.result } : { error: refuse(answer.reason) });
  }

  function start(): Host<Job> {
    const bundled = existsSync(fileURLToPath(options.bundled));
    return options.process ? startProcess(bundled) : startThread(bundled);
  }

  function startThread(bundled: boolean): Host<Job> {
    const thread = new Worker(bundled ? options.bundled : new URL('./boot.mjs', import.meta.url), {
      workerData: bundled ? undefined : { entry: options.source.href },
      resourceLimits: { maxOldGenerationSizeMb: maxMemoryMb, maxYoungGenerationSizeMb: 32 },
      stdout: true,
      stderr: true,
    });
    const host: Host<Job> = {
      ready: false,
      post: (message, transfer) => thread.postMessage(message, transfer),
      rss: () => null,
      terminate: () => thread.terminate(),
    };
    // Parsers warn about what they cannot handle; nothing of it is for the server's log.
    thread.stdout.resume();
    thread.stderr.resume();
    thread.on('message', (answer: AnswerMessage<Result>) => answered(host, answer));
    thread.on('error', (error: Error & { code?: string }) => {
      forget(host);
      const tooBig = error.code === 'ERR_WORKER_OUT_OF_MEMORY';
      finish(host, { error: refuse(tooBig ? 'too_complex' : 'unreadable') });
    });
    thread.on('exit', () => {
      forget(host);
      finish(host, { error: refuse('unreadable') });
    });
    return host;
  }

  function startProcess(bundled: boolean): Host<Job> {
    const script = fileURLToPath(bundled ? options.bundled : options.source);
    const child = fork(script, [], {
      execArgv: [
        ...(bundled ? [] : ['--import', tsxLoader()]),
        `--max-old-space-size=${maxMemoryMb}`,
      ],
      // Typed arrays cross as they are, not as JSON.
      serialization: 'advanced',
      // Parsers warn about what they cannot handle; nothing of it is for the server's log.
      stdio: ['ignore', 'ignore', 'ignore', 'ipc'],
    });
    const host: Host<Job> = {
      ready: false,
      post: (message) => child.send(message),
      rss: () => residentBytes(child.pid),
      terminate: async () => {
        child.kill('SIGKILL');
      },
    };
    child.on('message', (answer: AnswerMessage<Result>) => answered(host, answer));
    // Started or not, a process that ends takes its job with it; one killed by V8 for its heap
    // (SIGABRT, or SIGTRAP on some builds, or the exit code 134 of an abort) filled its memory cap.
    child.on('error', () => {
      forget(host);
      finish(host, { error: refuse('unreadable') });
    });
    child.on('exit', (code, signal) => {
      forget(host);
      const tooBig = signal === 'SIGABRT' || signal === 'SIGTRAP' || code === 134;
      finish(host, { error: refuse(tooBig ? 'too_complex' : 'unreadable') });
    });
    return host;
  }

  /** Stops the running job now: its thread goes with it, and the next job gets a fresh one. */
  function stop(job: Running<Job, Result>, error: Error) {
    forget(job.thread);
    void job.thread.terminate();
    finish(job.thread, { error });
  }

  /** Stops the job a process runs once the process holds more memory than it may. */
  function watch(host: Host<Job>, maxBytes: number) {
    const id = running?.id;
    const timer = setInterval(() => {
      if (running?.thread !== host || running.id !== id) {
        clearInterval(timer);
        return;
      }
      const rss = host.rss();
      if (rss === null) clearInterval(timer);
      else if (rss > maxBytes) {
        clearInterval(timer);
        stop(running, refuse('too_complex'));
      }
    }, RSS_WATCH_MS);
    timer.unref();
  }

  function pump() {
    if (running || closed) return;
    const next = queue.shift();
    if (!next) {
      idleFromNow();
      return;
    }
    clearTimeout(idleTimer);
    const thread = (worker ??= start());
    const current: Running<Job, Result> = { ...next, timer: undefined, thread };
    running = current;
    const deadline = () => {
      clearTimeout(current.timer);
      current.timer = setTimeout(() => {
        // Too long: this job is refused, and the thread that holds it goes with it.
        if (running === current) stop(current, refuse('too_complex'));
      }, timeoutMs);
    };
    if (thread.ready) deadline();
    else {
      // A fresh worker: the job's deadline starts once its code is loaded.
      current.timer = setTimeout(() => {
        if (running === current) stop(current, refuse('busy'));
      }, BOOT_TIMEOUT_MS);
      thread.onReady = deadline;
    }
    if (options.process) watch(thread, options.process.maxRssMb * 1024 * 1024);
    const { job, transfer } = options.prepare?.(next.job) ?? { job: next.job, transfer: [] };
    const message: JobMessage<Job> = { id: next.id, job };
    thread.post(message, transfer);
  }

  return {
    run(job, signal) {
      if (closed) return Promise.reject(closedError());
      if (signal?.aborted) return Promise.reject(signal.reason as Error);
      if (queue.length >= maxQueue) return Promise.reject(refuse('busy'));
      return new Promise<Result>((resolve, reject) => {
        const id = nextId++;
        const gone = () => {
          const reason = signal?.reason as Error;
          const index = queue.findIndex((waiting) => waiting.id === id);
          if (index >= 0) {
            queue.splice(index, 1);
            reject(reason);
          } else if (running?.id === id) stop(running, reason);
        };
        signal?.addEventListener('abort', gone, { once: true });
        const settled = () => signal?.removeEventListener('abort', gone);
        queue.push({
          id,
          job,
          resolve: (result) => {
            settled();
            resolve(result);
          },
          reject: (error) => {
            settled();
            reject(error);
          },
        });
        pump();
      });
    },
    async close() {
      closed = true;
      clearTimeout(idleTimer);
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
