import type { FastifyInstance } from 'fastify';
import { registerGroups } from '../../http/endpoint';
import { healthRoutes } from './routes';

export async function healthPlugin(api: FastifyInstance) {
  await registerGroups(api, [healthRoutes]);
}
