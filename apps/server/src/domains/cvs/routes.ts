import { endpoints } from '@vita/api/endpoints';
import {
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
import { renderRefusal } from '../../http/render-refusal';
import { toCvDocument, type CvRenderer } from '../../infra/export';
import { layoutOf, toCvPublic } from './mapping';
import {
  deleteOwnCv,
  findOwnCv,
  insertCv,
  listCvs,
  saveOwnCvLayout,
  updateOwnCv,
} from './repository';

/**
 * What printing a CV needs from outside this domain: the renderer, the turns every print of
 * the app takes (a print that waits its turn leaves the queue when its client has gone), and
 * the owner's profile.
 */
export interface CvExportDependencies {
  renderer: CvRenderer;
  prints: FairQueue;
  readProfile(db: Database, ownerId: string): Promise<Profile>;
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

    async function ownCv(id: string, ownerId: string): Promise<CvRow> {
      const cv = await findOwnCv(app.db, id, ownerId);
      if (!cv) throw new HttpError(404, serverMessages.cvNotFound);
      return cv;
    }

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
      list: ({ user, query }) => listCvs(app.db, user.id, query.skip, query.limit),

      create: async ({ user, body }) => toCvPublic(await insertCv(app.db, user.id, body)),

      get: async ({ user, params }) => toCvPublic(await ownCv(params.cv_id, user.id)),

      async update({ user, params, body }) {
        const cv = await updateOwnCv(app.db, params.cv_id, user.id, body);
        if (!cv) throw new HttpError(404, serverMessages.cvNotFound);
        return toCvPublic(cv);
      },

      async delete({ user, params }) {
        if (!(await deleteOwnCv(app.db, params.cv_id, user.id))) {
          throw new HttpError(404, serverMessages.cvNotFound);
        }
        return { message: serverMessages.cvDeleted };
      },

      async layout({ user, params, body }) {
        const cv = await saveOwnCvLayout(app.db, params.cv_id, user.id, body);
        if (!cv) throw new HttpError(404, serverMessages.cvNotFound);
        return toCvPublic(cv);
      },

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
