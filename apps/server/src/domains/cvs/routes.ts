import { endpoints } from '@vita/api/endpoints';
import {
  analysisServerTexts,
  builtCvPath,
  cvPdfFilename,
  serverMessages,
  type CvPaper,
  type CvTemplate,
  type Profile,
} from '@vita/api/schemas';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ClientGoneError, clientGone } from '../../http/client-gone';
import { contentDisposition } from '../../http/content-disposition';
import { implement } from '../../http/endpoint';
import { HttpError } from '../../http/errors';
import type { FairQueue } from '../../infra/fair-queue';
import type { Database } from '../../infra/db';
import type { CvRow, UserRow } from '../../infra/db/schema';
import { postingRefusal } from '../../http/posting-refusal';
import { renderRefusal } from '../../http/render-refusal';
import { toCvDocument, type CvRenderer } from '../../infra/export';
import { fetchPosting, type FetchPostingOptions, type PostingReader } from '../../infra/analysis';
import { layoutOf, toCvPublic } from './mapping';
import { ownCvs, saveOwnCvLayout } from './repository';

/**
 * What printing a CV needs from outside this domain: the renderer, the turns every print of
 * the app takes (a print that waits its turn leaves the queue when its client has gone), and
 * the owner's profile.
 */
export interface CvExportDependencies {
  renderer: CvRenderer;
  prints: FairQueue;
  readProfile(db: Database, ownerId: string): Promise<Profile>;
  /** What comparing a CV with the posting it targets needs; the CV is read as it prints. */
  analysis: {
    postings: Pick<PostingReader, 'analyse'>;
    /** The text of a printed CV, as the CV reader extracts it; null when none. */
    pdfText(pdf: Uint8Array, ownerId: string, signal: AbortSignal): Promise<string | null>;
    fetch?: Omit<FetchPostingOptions, 'signal'>;
    /** Today (YYYY-MM-DD), for years of experience up to now. */
    today(): string;
  };
}

/** CVs: every user, superusers included, sees only their own; another's answers 404. */
export const cvsRoutes = (deps: CvExportDependencies) =>
  implement(endpoints.cvs, (app) => {
    const turns = deps.prints;
    async function printing<T>(
      request: FastifyRequest,
      user: UserRow,
      reply: FastifyReply,
      work: () => Promise<T>,
    ): Promise<T> {
      try {
        return await turns.run(user.id, work, clientGone(reply));
      } catch (error) {
        if (error instanceof ClientGoneError)
          request.log.info('a print was dropped: its client had gone');
        throw error;
      }
    }

    const ownCv = (id: string, ownerId: string): Promise<CvRow> => ownCvs.get(app.db, id, ownerId);

    /** The CV as a document to render: the owner's profile through the CV's layout. */
    async function documentOf(
      cv: CvRow,
      user: UserRow,
      override: { template?: CvTemplate | undefined; paper?: CvPaper | undefined },
    ) {
      const layout = layoutOf(cv);
      const paper = override.paper ?? layout.paper;
      const template = override.template ?? layout.template;
      const profile = await deps.readProfile(app.db, user.id);
      const doc = toCvDocument(profile, user, cv, { ...layout, paper });
      return { doc, template, paper };
    }

    return {
      list: async ({ user, query }) => {
        const { rows, count } = await ownCvs.list(app.db, user.id, query);
        return { data: rows.map(toCvPublic), count };
      },

      create: async ({ user, body }) => toCvPublic(await ownCvs.create(app.db, user.id, body)),

      get: async ({ user, params }) => toCvPublic(await ownCv(params.cv_id, user.id)),

      update: async ({ user, params, body }) =>
        toCvPublic(await ownCvs.update(app.db, params.cv_id, user.id, body)),

      async delete({ user, params }) {
        await ownCvs.delete(app.db, params.cv_id, user.id);
        return { message: serverMessages.cvDeleted };
      },

      layout: async ({ user, params, body }) =>
        toCvPublic(await saveOwnCvLayout(app.db, params.cv_id, user.id, body)),

      exportPdf: {
        route: { schema: { produces: ['application/pdf'] } },
        async handler({ request, reply, user, params, query }) {
          const { cv, pdf } = await printing(request, user, reply, async () => {
            const cv = await ownCv(params.cv_id, user.id);
            const { doc, template } = await documentOf(cv, user, query);
            try {
              return { cv, pdf: await deps.renderer.pdf(doc, template) };
            } catch (error) {
              renderRefusal(error, request.log);
            }
          });
          return reply
            .type('application/pdf')
            .header('content-length', String(pdf.byteLength))
            .header(
              'content-disposition',
              contentDisposition(cvPdfFilename(user.full_name, cv.title)),
            )
            .header('x-content-type-options', 'nosniff')
            .header('cache-control', 'private, no-store')
            .send(Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength));
        },
      },

      async analyse({ request, reply, user, params }) {
        const cv = await ownCv(params.cv_id, user.id);
        const url = cv.target_job_posting_url;
        if (!url) throw new HttpError(409, serverMessages.cvAnalysisNeedsPosting);
        const signal = clientGone(reply);
        // The CV is compared as it prints, which is what a recruiter's software reads.
        const [page, pdf] = await Promise.all([
          fetchPosting(url, { ...deps.analysis.fetch, signal }).catch(postingRefusal),
          printing(request, user, reply, async () => {
            const { doc, template } = await documentOf(cv, user, {});
            try {
              return await deps.renderer.pdf(doc, template);
            } catch (error) {
              renderRefusal(error, request.log);
            }
          }),
        ]);
        const text = await deps.analysis.pdfText(pdf, user.id, signal);
        if (!text?.trim()) throw new HttpError(422, analysisServerTexts.cvNoText);
        try {
          const analysis = await deps.analysis.postings.analyse(
            {
              page,
              cv: {
                filename: cvPdfFilename(user.full_name, cv.title),
                path: builtCvPath(cv.id),
                text,
              },
              today: deps.analysis.today(),
            },
            { owner: user.id, signal },
          );
          if (!analysis) throw new HttpError(422, analysisServerTexts.notAPosting);
          return analysis.result;
        } catch (error) {
          postingRefusal(error);
        }
      },

      preview: ({ request, reply, user, params, query }) =>
        printing(request, user, reply, async () => {
          const cv = await ownCv(params.cv_id, user.id);
          const { doc, template, paper } = await documentOf(cv, user, query);
          try {
            const { svg, pages } = await deps.renderer.svg(doc, template, query.page);
            return { page: query.page, pages, template, paper, svg };
          } catch (error) {
            renderRefusal(error, request.log);
          }
        }),
    };
  });

/**
 * A user's CVs as the resume analysis reads them: named as their PDF is, and printed (in the
 * turns every print takes) and read back, as a recruiter's software reads them.
 */
export function printedCvs(
  db: Database,
  deps: Pick<CvExportDependencies, 'renderer' | 'prints' | 'readProfile'> & {
    pdfText: CvExportDependencies['analysis']['pdfText'];
    findUser(db: Database, id: string): Promise<UserRow | undefined>;
  },
) {
  const find = async (ownerId: string, id: string) => {
    const [cv, user] = await Promise.all([
      ownCvs.find(db, id, ownerId),
      deps.findUser(db, ownerId),
    ]);
    return cv && user ? { cv, user } : null;
  };
  return {
    async resolve(ownerId: string, id: string) {
      const found = await find(ownerId, id);
      return found
        ? { id: found.cv.id, filename: cvPdfFilename(found.user.full_name, found.cv.title) }
        : null;
    },
    async text(ownerId: string, id: string, signal?: AbortSignal) {
      const found = await find(ownerId, id);
      if (!found) return null;
      const layout = layoutOf(found.cv);
      const profile = await deps.readProfile(db, ownerId);
      const doc = toCvDocument(profile, found.user, found.cv, layout);
      const stop = signal ?? new AbortController().signal;
      const pdf = await deps.prints.run(
        ownerId,
        () => deps.renderer.pdf(doc, layout.template),
        stop,
      );
      return deps.pdfText(pdf, ownerId, stop);
    },
  };
}
