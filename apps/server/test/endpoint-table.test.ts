import { endpoints, listEndpoints, API_PREFIX, routePath } from '@vita/api/endpoints';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPlugin } from '../src/http/api';
import { API, build, type TestApp } from './helper';

interface Operation {
  tags?: string[];
  summary?: string;
  security?: unknown[];
  responses: Record<string, { description: string }>;
}

let t: TestApp;
beforeAll(async () => {
  t = await build();
});
afterAll(() => t.close());

describe('routes from the endpoint table', () => {
  it('refuses to start an API that leaves an endpoint of the table without a handler', async () => {
    const app = Fastify();
    // Routes for the items group only, standing in for a domain's plugin.
    app.register(apiPlugin, {
      prefix: API_PREFIX,
      domains: async (api) => {
        for (const endpoint of Object.values(endpoints.items)) {
          api.route({
            method: endpoint.method,
            url: routePath(endpoint.path),
            handler: () => ({}),
          });
        }
      },
    });
    const error = await app.ready().then(
      () => null,
      (reason: unknown) => reason,
    );
    expect(String(error)).toMatch(/without a handler: .*users\.me \(GET \/users\/me\)/);
    const missing = String(error).split(': ').slice(2).join(': ').split(', ');
    expect(missing.length).toBe(listEndpoints().length - Object.keys(endpoints.items).length);
    expect(missing.filter((name) => name.startsWith('items.'))).toEqual([]);
    await app.close();
  });

  it('documents every endpoint with its tag, summary, security and error answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${API}/openapi.json` });
    const doc = res.json<{ paths: Record<string, Record<string, Operation>> }>();
    for (const { endpoint } of listEndpoints()) {
      const path = `${API_PREFIX}${endpoint.path}`;
      const operation = doc.paths[path]?.[endpoint.method.toLowerCase()];
      expect(operation, `${endpoint.method} ${path}`).toBeDefined();
      if (!operation) continue;
      expect(operation.tags).toEqual([endpoint.tag]);
      expect(operation.summary).toBe(endpoint.summary);
      const statuses = Object.keys(operation.responses);
      if (endpoint.access === 'public') {
        expect(operation.security).toBeUndefined();
      } else {
        expect(operation.security).toEqual([{ OAuth2PasswordBearer: [] }]);
        expect(statuses).toContain('401');
      }
      if (endpoint.access === 'superuser') expect(statuses).toContain('403');
      if (endpoint.params || endpoint.query || endpoint.body) expect(statuses).toContain('422');
      for (const [status, when] of Object.entries(endpoint.errors ?? {})) {
        expect(operation.responses[status]?.description).toContain(when);
      }
    }
  });
});
