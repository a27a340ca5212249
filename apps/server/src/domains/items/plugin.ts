import type { FastifyInstance } from 'fastify';
import { registerGroups } from '../../http/endpoint';
import { itemsRoutes } from './routes';

export async function itemsPlugin(api: FastifyInstance) {
  await registerGroups(api, [itemsRoutes]);
}
