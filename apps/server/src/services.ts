import fp from 'fastify-plugin';
import { createPostingReader, type PostingReader } from './infra/analysis';
import { createPrintTurns } from './http/print-turns';
import { createAssistant, type Assistant } from './infra/assistant';
import { createResumeReader, type ResumeReader } from './infra/documents/resume';
import { createCvRenderer, type CvRenderer } from './infra/export';
import type { FairQueue } from './infra/fair-queue';
import type { Settings } from './settings';

/**
 * The workers and services more than one domain uses, made once per app and closed with it.
 * Domains take them from the instance; the app hands domain-specific ones in as options.
 */
export interface SharedServices {
  /** Reads uploaded and printed CVs, in a worker of its own. */
  resumeReader: ResumeReader;
  /** Reads job posting pages and compares them with a CV, in a worker of its own. */
  postings: PostingReader;
  /** Prints CVs with Typst, in a worker of its own. */
  cvRenderer: CvRenderer;
  /** One queue for every print, whichever domain asks for it: members take turns. */
  prints: FairQueue;
  /** Answers in the chat and words cover letters. */
  assistant: Assistant;
  /** Today (YYYY-MM-DD, UTC); fixed in tests. */
  today: () => string;
  /** A printed CV read back the way an uploaded one is (for comparing it with a posting). */
  pdfText(pdf: Uint8Array, ownerId: string, signal: AbortSignal): Promise<string | null>;
}

declare module 'fastify' {
  interface FastifyInstance {
    services: SharedServices;
  }
}

export interface ServicesOptions {
  settings: Settings;
  /** Answers in the chat; the one the settings name by default. */
  assistant?: Assistant | undefined;
  /** Prints CVs; the built-in Typst renderer (a worker) by default. */
  cvRenderer?: CvRenderer | undefined;
  /** Today (YYYY-MM-DD); the UTC date by default. */
  today?: (() => string) | undefined;
}

/** Today as YYYY-MM-DD (UTC). */
const isoDay = () => new Date().toISOString().slice(0, 10);

export default fp<ServicesOptions>(
  async (app, options) => {
    const { settings } = options;
    // Every worker stops when idle, giving its memory back (a warm CV printer alone holds
    // hundreds of MB); the next job starts a fresh one.
    const idleMs = settings.workerIdleTimeoutMs;
    // Uploaded CVs are read in a worker of their own, closed with the app.
    const resumeReader = createResumeReader({ idleMs });
    app.addHook('onClose', () => resumeReader.close());
    // Job posting pages are read in a worker of their own too: they are untrusted input.
    const postings = createPostingReader({ idleMs });
    app.addHook('onClose', () => postings.close());
    // CVs are printed by Typst in a worker of its own, started on the first render, not at
    // start: a warm one holds about 400 MB that an idle server does not need.
    const cvRenderer =
      options.cvRenderer ??
      createCvRenderer({
        memoryMb: settings.cvRenderMemoryMb,
        idleMs,
        onRecycle: (memoryMb) =>
          app.log.info({ memoryMb }, 'the CV renderer hands over to a fresh thread (memory)'),
      });
    app.addHook('onClose', () => cvRenderer.close());
    app.decorate('services', {
      resumeReader,
      postings,
      cvRenderer,
      prints: createPrintTurns(),
      assistant: options.assistant ?? createAssistant(settings.assistant),
      today: options.today ?? isoDay,
      async pdfText(pdf, ownerId, signal) {
        const reading = await resumeReader.read(pdf, 'pdf', { owner: ownerId, signal });
        return reading.text || null;
      },
    } satisfies SharedServices);
  },
  { name: 'shared-services' },
);
