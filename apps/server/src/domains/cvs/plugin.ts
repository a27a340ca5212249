import type { FastifyInstance } from 'fastify';
import { registerGroups } from '../../http/endpoint';
import { cvsRoutes, type CvExportDependencies } from './routes';

/** What the CVs take from other domains; the app's wiring hands it in. */
export type CvsPorts = Pick<CvExportDependencies, 'readProfile'>;

/** The CVs group of the endpoint table, printing with the app's shared renderer and queue. */
export async function cvsPlugin(api: FastifyInstance, { readProfile }: CvsPorts) {
  const { services } = api;
  await registerGroups(api, [
    cvsRoutes({
      renderer: services.cvRenderer,
      prints: services.prints,
      readProfile,
      analysis: {
        postings: services.postings,
        pdfText: services.pdfText,
        fetch: { allowHosts: api.settings.jobFetchAllowHosts },
        today: services.today,
      },
    }),
  ]);
}
