/**
 * The CV renderer's worker thread: a CV document and a template in, a PDF or a page preview out.
 * Typst compiles synchronously inside WebAssembly, so it runs here, away from the server's event
 * loop, with a deadline and a heap cap (see renderer.ts and infra/workers). The compiler starts
 * on the first job and stays warm for the thread's life.
 */
import { setPriority } from 'node:os';
import { serveJobs } from '../workers/serve';
import type { CvDocument } from './document';
import type { LetterDocument } from './letter';
import type { CvTemplate } from './template-names';
import { createTypstEngine, TypstRenderFailure, type TypstEngine } from './typst-engine';

export type ExportRender =
  | { kind: 'warm' }
  | { kind: 'pdf'; doc: CvDocument; template: CvTemplate }
  | { kind: 'letter'; letter: LetterDocument }
  | { kind: 'svg'; doc: CvDocument; template: CvTemplate; page: number };

/** A render, with the Typst memory to set aside in MB (read by the thread's first job). */
export type ExportJob = ExportRender & { memoryMb: number };

/**
 * A render, or why this input cannot be rendered (a broken thread is the job worker's to say),
 * with the size of Typst's WebAssembly memory in bytes, which only grows (see TYPST_MEMORY_MB).
 * The renderer replaces a thread whose memory has grown past what was set aside.
 */
export type ExportResult = { memory: number } & (
  | { ok: true; kind: 'warm' }
  | { ok: true; kind: 'pdf'; pdf: Uint8Array }
  | { ok: true; kind: 'svg'; svg: string; pages: number }
  | { ok: false; reason: TypstRenderFailure['reason']; detail: string }
);

/**
 * Renders run at a lower priority than the server's own thread: when every core is busy, a
 * request is answered first and a render waits a little. On Linux a thread's nice value is its
 * own, and `setPriority` without a pid sets the calling thread's; elsewhere it would lower the
 * whole server, so it is left alone there.
 */
const RENDER_NICE = 10;
if (process.platform === 'linux') {
  try {
    setPriority(RENDER_NICE);
  } catch {
    // Not permitted here: renders run at the server's priority.
  }
}

let engine: Promise<TypstEngine> | null = null;

serveJobs<ExportJob, ExportResult>(async (job) => {
  let typst: TypstEngine | null = null;
  // Zero when the compiler failed to start: the thread ends then anyway.
  const memory = () => typst?.memory() ?? 0;
  try {
    typst = await (engine ??= createTypstEngine(job.memoryMb));
    if (job.kind === 'warm') {
      await typst.warm();
      return { ok: true, kind: 'warm', memory: memory() };
    }
    if (job.kind === 'pdf') {
      const pdf = await typst.pdf(job.doc, job.template);
      return { ok: true, kind: 'pdf', pdf, memory: memory() };
    }
    if (job.kind === 'letter') {
      const pdf = await typst.letterPdf(job.letter);
      return { ok: true, kind: 'pdf', pdf, memory: memory() };
    }
    const { svg, pages } = await typst.svg(job.doc, job.template, job.page);
    return { ok: true, kind: 'svg', svg, pages, memory: memory() };
  } catch (error) {
    if (error instanceof TypstRenderFailure) {
      return { ok: false, reason: error.reason, detail: error.message, memory: memory() };
    }
    // Typst panicked inside WebAssembly, ran out of its memory, or could not start (a font file
    // missing): the module's state is not to be trusted, and it lives as long as the thread. The
    // thread ends, the job worker refuses this job, and the next job gets a fresh thread.
    console.error(error);
    process.exit(1);
  }
});
