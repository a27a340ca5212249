import { CV_PRINT_MAX_CHARS, cvExportTexts, serverMessages } from '@vita/api/schemas';
import { createJobWorker, type JobWorker } from '../workers';
import type { CvDocument } from './document';
import type { LetterDocument } from './letter';
import type { ExportJob, ExportRender, ExportResult } from './export-worker';
import { isCvTemplate, TYPST_MEMORY_MB, type CvTemplate } from './template-names';

/**
 * Why a CV was not rendered: the request cannot be met (`invalid`: an unknown template, a page
 * the CV does not have), a template failed on this CV (`template_error`: a bug of ours), the CV
 * is too large or slow to lay out (`too_complex`), it is longer than a print may be (`too_long`),
 * too many renders are waiting (`busy`), or the renderer itself broke down (`failed`).
 */
export type CvRenderReason =
  'invalid' | 'template_error' | 'too_complex' | 'too_long' | 'busy' | 'failed';

const messages: Record<Exclude<CvRenderReason, 'invalid'>, string> = {
  template_error: cvExportTexts.renderTemplateFailed,
  too_complex: cvExportTexts.renderTooComplex,
  too_long: cvExportTexts.renderTooLong,
  busy: serverMessages.serverBusy,
  failed: cvExportTexts.renderFailed,
};

export class CvRenderError extends Error {
  override name = 'CvRenderError';
  constructor(
    readonly reason: CvRenderReason,
    message: string,
    /** What Typst said, for the log; never for the user. */
    readonly detail?: string,
  ) {
    super(message);
  }
}

export interface CvRenderer {
  /**
   * Starts the worker and its compiler now and lays out a CV shaped like a real one with every
   * template (two to three seconds), so that the first real render is as fast as later ones.
   * Optional: without it, the first render starts the compiler itself and takes that much longer.
   * Resolves with the Typst memory the thread then holds, what it set aside included.
   */
  warm(): Promise<{ memoryMb: number }>;
  /** The CV as a PDF: text that extracts as typed, links, title and author in its metadata. */
  pdf(doc: CvDocument, template: CvTemplate): Promise<Uint8Array>;
  /** A cover letter as a PDF, in the look and fonts of the CV template it names. */
  letterPdf(letter: LetterDocument): Promise<Uint8Array>;
  /** One page (numbered from 1) as a standalone SVG, for a preview, and the number of pages. */
  svg(doc: CvDocument, template: CvTemplate, page: number): Promise<{ svg: string; pages: number }>;
  close(): Promise<void>;
}

/**
 * Renders that may wait for the thread; beyond them a render is refused as busy. The server's
 * print routes let as many wait their turn before they reach the renderer.
 */
export const RENDERS_WAITING = 32;

export interface CvRendererOptions {
  /** Longest one render may take, the first one's compiler start included. @default 30000 */
  timeoutMs?: number;
  /** Renders waiting beyond this are refused as busy. @default RENDERS_WAITING */
  maxQueue?: number;
  /**
   * The Typst memory, in MB, a thread sets aside when it starts; it grows past it only once it
   * has used it all up, and then a fresh thread takes over (see TYPST_MEMORY_MB).
   * @default TYPST_MEMORY_MB
   */
  memoryMb?: number;
  /** Told when a thread is replaced for its memory (for the log). */
  onRecycle?: (memoryMb: number) => void;
}

/**
 * The worker's JavaScript heap cap, in MB. The heap itself stays small (about 15 MB): the CV, the
 * finished PDF and the compiler's bindings. Typst's WebAssembly memory is not counted against it
 * (a thread rendered as fast with a 128 MB cap as with 512 MB, holding 512 MB of it).
 */
const WORKER_HEAP_MB = 256;

const MB = 1024 * 1024;
const inMb = (bytes: number) => Math.round(bytes / MB);

function refused(result: Extract<ExportResult, { ok: false }>): CvRenderError {
  return result.reason === 'invalid'
    ? new CvRenderError('invalid', result.detail, result.detail)
    : new CvRenderError(result.reason, messages[result.reason], result.detail);
}

/** One worker thread and what it is doing. */
interface Slot {
  worker: JobWorker<ExportJob, ExportResult>;
  /** Its memory outside the JavaScript heap, in bytes, as of its last answer. */
  memory: number;
  /** Renders it has not answered yet. */
  pending: number;
  /** Replaced: it closes once its last render is answered. */
  retired: boolean;
}

/**
 * Renders CVs with Typst in a worker thread of its own, one at a time: the compiler starts on the
 * first render (a second or two, fonts included) and stays warm, so later renders take tens of
 * milliseconds, and the server's event loop never waits on a layout. A render past the deadline
 * or the heap cap is refused as too complex and the thread replaced. Once a thread's memory has
 * grown past `memoryMb`, a fresh thread is started and warmed up while the old one goes on
 * serving, then takes over.
 */
export function createCvRenderer(options: CvRendererOptions = {}): CvRenderer {
  const memoryMb = options.memoryMb ?? TYPST_MEMORY_MB;
  const recycleAt = memoryMb * MB;
  const spawn = (): Slot => ({
    worker: createJobWorker<ExportJob, ExportResult>({
      bundled: new URL('./export-worker.js', import.meta.url),
      source: new URL('./export-worker.ts', import.meta.url),
      timeoutMs: options.timeoutMs ?? 30_000,
      maxMemoryMb: WORKER_HEAP_MB,
      maxQueue: options.maxQueue ?? RENDERS_WAITING,
      name: 'CV renderer',
      refuse: (reason) =>
        reason === 'unreadable'
          ? new CvRenderError('failed', messages.failed)
          : new CvRenderError(reason, messages[reason]),
    }),
    memory: 0,
    pending: 0,
    retired: false,
  });
  let active = spawn();
  let successor: Slot | null = null;
  let closed = false;

  async function runOn(slot: Slot, render: ExportRender): Promise<ExportResult> {
    slot.pending += 1;
    try {
      const result = await slot.worker.run({ ...render, memoryMb });
      slot.memory = result.memory;
      return result;
    } finally {
      slot.pending -= 1;
      if (slot.retired && slot.pending === 0) void slot.worker.close();
    }
  }

  function recycle() {
    if (closed || successor || active.memory < recycleAt) return;
    options.onRecycle?.(inMb(active.memory));
    const fresh = spawn();
    successor = fresh;
    // Whether the warm-up worked or not, the fresh thread takes over: a broken one is replaced
    // by its job worker like any other.
    void runOn(fresh, { kind: 'warm' })
      .catch(() => undefined)
      .then(() => {
        if (successor !== fresh) return;
        successor = null;
        const old = active;
        active = fresh;
        old.retired = true;
        if (old.pending === 0) void old.worker.close();
      });
  }

  async function run(render: ExportRender): Promise<Extract<ExportResult, { ok: true }>> {
    recycle();
    const result = await runOn(active, render);
    if (!result.ok) throw refused(result);
    return result;
  }

  function check(doc: CvDocument, template: CvTemplate) {
    if (!isCvTemplate(template)) {
      throw new CvRenderError('invalid', `There is no CV template named "${String(template)}".`);
    }
    // Refused before it waits for the thread: a profile far past a CV's length would otherwise
    // hold the renderer for many seconds (the thread checks the same, and the pages it made).
    const chars = JSON.stringify(doc).length;
    if (chars > CV_PRINT_MAX_CHARS) {
      throw new CvRenderError('too_long', messages.too_long, `${chars} characters`);
    }
  }

  return {
    async warm() {
      const result = await run({ kind: 'warm' });
      return { memoryMb: inMb(result.memory) };
    },
    async pdf(doc, template) {
      check(doc, template);
      const result = await run({ kind: 'pdf', doc, template });
      if (result.kind !== 'pdf') throw new CvRenderError('failed', messages.failed);
      return result.pdf;
    },
    async letterPdf(letter) {
      if (!isCvTemplate(letter.style)) {
        throw new CvRenderError(
          'invalid',
          `There is no CV template named "${String(letter.style)}".`,
        );
      }
      const result = await run({ kind: 'letter', letter });
      if (result.kind !== 'pdf') throw new CvRenderError('failed', messages.failed);
      return result.pdf;
    },
    async svg(doc, template, page) {
      check(doc, template);
      if (!Number.isInteger(page) || page < 1) {
        throw new CvRenderError('invalid', `There is no page ${page}: pages are numbered from 1.`);
      }
      const result = await run({ kind: 'svg', doc, template, page });
      if (result.kind !== 'svg') throw new CvRenderError('failed', messages.failed);
      return { svg: result.svg, pages: result.pages };
    },
    async close() {
      closed = true;
      const slots = [active, successor].filter((slot): slot is Slot => slot !== null);
      successor = null;
      await Promise.all(slots.map((slot) => slot.worker.close()));
    },
  };
}
