/** Why a job was refused: it cannot be done, it is too much to do, or the worker is full. */
export type JobFailure = 'unreadable' | 'too_complex' | 'busy';

/** What the server sends its worker: one job, numbered so a late answer is recognised. */
export interface JobMessage<Job> {
  id: number;
  job: Job;
}

/** What the worker answers; `detail` is for logs, never for the user. */
export type AnswerMessage<Result> =
  | { id: number; ok: true; result: Result }
  | { id: number; ok: false; reason: 'unreadable' | 'too_complex'; detail: string };
