/**
 * The CV reader's worker thread: text out of the document, then the draft out of the text. It
 * runs untrusted files, so it lives apart from the server's event loop, under a memory cap, and
 * is replaced when it takes too long or dies (see index.ts and infra/workers).
 */
import { serveJobs } from '../../workers/serve';
import type { CvFileKind } from '../file-kind';
import { DocumentLimitError, extractLines } from '../extract';
import { readResume } from './read-resume';

export interface ReadJob {
  bytes: Uint8Array;
  kind: CvFileKind;
}

export interface ReadResult {
  result: ReturnType<typeof readResume>;
  text: string;
}

serveJobs<ReadJob, ReadResult>(
  async (job) => {
    // Bytes from the server arrive as a Buffer in a child process; pdf.js takes a plain array.
    const bytes = new Uint8Array(job.bytes.buffer, job.bytes.byteOffset, job.bytes.byteLength);
    const lines = await extractLines(bytes, job.kind);
    return { result: readResume(lines), text: lines.map((line) => line.text).join('\n') };
  },
  (error) => error instanceof DocumentLimitError,
);
