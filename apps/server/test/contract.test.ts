import { contractScenarios, createContractTarget, type ContractTarget } from '@vita/api/contract';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { build, SUPERUSER_EMAIL, SUPERUSER_PASSWORD, type TestApp } from './helper';

/**
 * A fetch that answers from `app.inject`: the typed client talks to the real routes, plugins and
 * database without a socket.
 */
function injectFetch(app: FastifyInstance): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const headers: Record<string, string> = {};
    request.headers.forEach((value, key) => {
      headers[key] = value;
    });
    const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    const options: InjectOptions = {
      method: request.method as InjectOptions['method'],
      url: `${url.pathname}${url.search}`,
      headers,
      ...(body ? { payload: body } : {}),
    };
    const answer = await app.inject(options);
    const responseHeaders = new Headers();
    for (const [key, value] of Object.entries(answer.headers)) {
      if (value === undefined) continue;
      for (const one of Array.isArray(value) ? value : [value]) {
        responseHeaders.append(key, String(one));
      }
    }
    return new Response(answer.rawPayload.length > 0 ? answer.rawPayload : null, {
      status: answer.statusCode,
      headers: responseHeaders,
    });
  };
}

/** Rows of one count query: PGlite answers `{rows}`, postgres.js an array of rows. */
function firstRow(result: unknown): Record<string, unknown> | undefined {
  const rows: unknown = Array.isArray(result) ? result : (result as { rows?: unknown }).rows;
  return Array.isArray(rows) ? (rows[0] as Record<string, unknown> | undefined) : undefined;
}

let t: TestApp;
let target: ContractTarget;

beforeAll(async () => {
  t = await build();
  target = createContractTarget({
    fetch: injectFetch(t.app),
    admin: { email: SUPERUSER_EMAIL, password: SUPERUSER_PASSWORD },
    async storedCvFiles(ownerId) {
      // A uuid checked by the caller's scenario; the literal keeps this free of the ORM's types.
      if (!/^[0-9a-f-]{36}$/i.test(ownerId)) throw new Error(`not a uuid: ${ownerId}`);
      const result = await t.app.db.execute(
        `select count(*)::int as count from cv_files where owner_id = '${ownerId}'`,
      );
      return Number(firstRow(result)?.count);
    },
  });
});
afterAll(() => t.close());

// The same scenarios run against the MSW handlers in packages/api/src/contract.
describe(`contract: the server on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  for (const scenario of contractScenarios) {
    it(scenario.name, () => scenario.run(target));
  }
});
