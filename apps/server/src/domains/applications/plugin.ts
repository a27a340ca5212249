import type { FastifyInstance } from 'fastify';
import { registerGroups } from '../../http/endpoint';
import { applicationsRoutes, type ApplicationDependencies } from './routes';

/** What the applications take from other domains; the app's wiring hands it in. */
export type ApplicationsPorts = Pick<ApplicationDependencies, 'readProfile' | 'findCv' | 'files'>;

/** The applications group of the endpoint table, over the app's shared workers. */
export async function applicationsPlugin(api: FastifyInstance, ports: ApplicationsPorts) {
  const { services } = api;
  await registerGroups(api, [
    applicationsRoutes({
      ...ports,
      renderer: services.cvRenderer,
      prints: services.prints,
      pdfText: services.pdfText,
      postings: services.postings,
      fetch: { allowHosts: api.settings.jobFetchAllowHosts },
      assistant: services.assistant,
      today: services.today,
    }),
  ]);
}
