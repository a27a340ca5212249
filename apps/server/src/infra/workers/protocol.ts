/** Why a job was refused: it cannot be done, it is too much to do, or the worker is full. */
export type JobFailure = 'unreadable' | 'too_complex' | 'busy';

/**
 * A failure that says the job needed more room than the worker has: V8 throws these as errors a
 * handler can catch when an allocation fails under the memory cap ("Array buffer allocation
 * failed", "Invalid typed array length"), or when a document nests too deep for the stack. Such
 * a job is too much to do, not a file that cannot be read.
 */
export function ranOutOfRoom(error: unknown): boolean {
  return (
    error instanceof RangeError &&
    /allocation failed|out of memory|invalid (?:typed )?array length|invalid string length|maximum call stack/i.test(
      error.message,
    )
  );
}

/** What the server sends its worker: one job, numbered so a late answer is recognised. */
export interface JobMessage<Job> {
  id: number;
  job: Job;
}

/**
 * What the worker answers; `detail` is for logs, never for the user. `ready` is sent once, when
 * the worker has loaded its code and listens for jobs: a job's deadline runs from then, so the
 * time a fresh worker takes to start (seconds on a loaded machine) is not charged to the job.
 */
export type AnswerMessage<Result> =
  | { ready: true }
  | { id: number; ok: true; result: Result }
  | { id: number; ok: false; reason: 'unreadable' | 'too_complex'; detail: string };
