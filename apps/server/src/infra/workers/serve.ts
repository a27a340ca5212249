/**
 * The worker side of a job worker (see index.ts): answers each job the thread receives with the
 * handler's result, or with why it failed. Only the worker's entry file imports this.
 */
import { parentPort } from 'node:worker_threads';
import { ranOutOfRoom, type AnswerMessage, type JobMessage } from './protocol';

/** Where jobs come from: the thread's port, or the IPC channel of a child process. */
function channel() {
  if (parentPort) return parentPort;
  if (!process.send) return null;
  // The server has gone (or replaced this process): nothing is left to answer.
  process.on('disconnect', () => process.exit(0));
  return {
    on: (event: 'message', listener: (message: JobMessage<never>) => void) =>
      process.on(event, listener),
    postMessage: (message: unknown) => process.send?.(message),
  };
}

export function serveJobs<Job, Result>(
  handle: (job: Job) => Result | Promise<Result>,
  /** Which failures mean "too much to do" rather than "cannot be done". */
  tooComplex: (error: unknown) => boolean = () => false,
): void {
  const port = channel();
  port?.on('message', async ({ id, job }: JobMessage<Job>) => {
    let answer: AnswerMessage<Result>;
    try {
      answer = { id, ok: true, result: await handle(job) };
    } catch (error) {
      answer = {
        id,
        ok: false,
        reason: tooComplex(error) || ranOutOfRoom(error) ? 'too_complex' : 'unreadable',
        detail: error instanceof Error ? error.message : String(error),
      };
    }
    port?.postMessage(answer);
  });
  port?.postMessage({ ready: true } satisfies AnswerMessage<Result>);
}
