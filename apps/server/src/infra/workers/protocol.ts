/** Why a job was refused: it cannot be done, it is too much to do, or the worker is full. */
export type JobFailure = 'unreadable' | 'too_complex' | 'busy';

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
