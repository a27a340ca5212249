/**
 * The CV reader's worker thread: text out of the document, then the draft out of the text. It
 * runs untrusted files, so it lives apart from the server's event loop, under a memory cap, and
 * is replaced when it takes too long or dies (see index.ts).
 */
import { parentPort } from 'node:worker_threads';
import type { CvFileKind } from '../file-kind';
import { DocumentLimitError, extractLines } from '../extract';
import { readResume } from './read-resume';

export interface ReadJob {
  id: number;
  bytes: Uint8Array;
  kind: CvFileKind;
}

export type ReadAnswer =
  | { id: number; ok: true; result: ReturnType<typeof readResume>; text: string }
  | { id: number; ok: false; reason: 'unreadable' | 'too_complex'; detail: string };

parentPort?.on('message', async (job: ReadJob) => {
  let answer: ReadAnswer;
  try {
    const lines = await extractLines(job.bytes, job.kind);
    answer = {
      id: job.id,
      ok: true,
      result: readResume(lines),
      text: lines.map((line) => line.text).join('\n'),
    };
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    answer = {
      id: job.id,
      ok: false,
      reason: error instanceof DocumentLimitError ? 'too_complex' : 'unreadable',
      detail,
    };
  }
  parentPort?.postMessage(answer);
});
