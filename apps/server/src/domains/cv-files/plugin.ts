import type { FastifyInstance } from 'fastify';
import { registerGroups } from '../../http/endpoint';
import { cvFilesRoutes } from './routes';

export async function cvFilesPlugin(api: FastifyInstance) {
  await registerGroups(api, [cvFilesRoutes]);
}
