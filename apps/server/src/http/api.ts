import compress from '@fastify/compress';
import { listEndpoints, routePath } from '@vita/api/endpoints';
import type { FastifyInstance } from 'fastify';
import { apiCompression } from './compression';

export interface ApiOptions {
  /** Registers the domains' plugins in the API's scope (each its groups of the endpoint table). */
  domains(api: FastifyInstance): Promise<void>;
}

/**
 * `group.name` of every endpoint of the table without a route in `api` (whose routes sit under
 * `prefix`).
 */
export function missingEndpoints(api: FastifyInstance, prefix: string): string[] {
  return listEndpoints()
    .filter(
      ({ endpoint }) =>
        !api.hasRoute({ method: endpoint.method, url: prefix + routePath(endpoint.path) }),
    )
    .map(({ group, name, endpoint }) => `${group}.${name} (${endpoint.method} ${endpoint.path})`);
}

/**
 * The API under its prefix: compression, every domain's routes, and the OpenAPI document. The
 * start fails when an endpoint of the contract's table has no handler, so a declared but
 * unimplemented endpoint stops the start instead of answering 404 in production.
 */
export async function apiPlugin(api: FastifyInstance, options: ApiOptions) {
  // Before the routes: the plugin hooks into each route as it is added to this scope.
  await api.register(compress, apiCompression);
  await options.domains(api);
  const missing = missingEndpoints(api, api.prefix);
  if (missing.length > 0) {
    throw new Error(`Endpoints of the table without a handler: ${missing.join(', ')}`);
  }
  api.get('/openapi.json', { schema: { hide: true } }, async () => api.swagger());
}
