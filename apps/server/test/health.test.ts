import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, build, type TestApp } from './helper';

let t: TestApp;
beforeAll(async () => {
  t = await build({ FRONTEND_HOST: 'http://localhost:5173' });
});
afterAll(() => t.close());

describe('utils and docs', () => {
  it('health check answers true', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${API}/utils/health-check/` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toBe(true);
  });

  it('serves the OpenAPI document generated from the zod schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${API}/openapi.json` });
    expect(res.statusCode).toBe(200);
    const doc = res.json<{ openapi: string; paths: Record<string, Record<string, unknown>> }>();
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        `${API}/users/signup`,
        `${API}/login/access-token`,
        `${API}/items/{id}`,
        `${API}/users/{user_id}`,
        `${API}/utils/health-check/`,
      ]),
    );
    const signup = doc.paths[`${API}/users/signup`]?.post as {
      requestBody: {
        content: { 'application/json': { schema: { properties: Record<string, unknown> } } };
      };
    };
    expect(Object.keys(signup.requestBody.content['application/json'].schema.properties)).toEqual(
      expect.arrayContaining(['email', 'password', 'full_name']),
    );
    expect(JSON.stringify(doc)).not.toContain('hashed_password');
  });

  it('serves the docs page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
  });

  it("sends a page helmet's headers, with a CSP that allows the SPA and its socket", async () => {
    // No web build in these tests: the page's path answers 404, with the pages' headers.
    const res = await t.app.inject({
      method: 'GET',
      url: '/login',
      headers: { accept: 'text/html' },
    });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("connect-src 'self' ws: wss:");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
  });

  it('sends an API answer the short set for APIs: nothing allowed, no framing, no sniffing', async () => {
    for (const url of [`${API}/utils/health-check/`, `${API}/no-such-thing`, `${API}?x=1`]) {
      const res = await t.app.inject({ method: 'GET', url });
      const security = Object.fromEntries(
        Object.entries(res.headers).filter(([name]) =>
          /^(content-security-policy|x-|referrer-policy|cross-origin-|origin-agent|strict-transport)/.test(
            name,
          ),
        ),
      );
      expect(security).toEqual({
        'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'DENY',
        'referrer-policy': 'no-referrer',
        'cross-origin-resource-policy': 'same-origin',
        'strict-transport-security': 'max-age=31536000; includeSubDomains',
      });
    }
    // A path that only starts like the API's is a page.
    const page = await t.app.inject({ method: 'GET', url: `${API}x` });
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('allows CORS only from FRONTEND_HOST', async () => {
    const allowed = await t.app.inject({
      method: 'OPTIONS',
      url: `${API}/users/me`,
      headers: { origin: 'http://localhost:5173', 'access-control-request-method': 'GET' },
    });
    expect(allowed.headers['access-control-allow-origin']).toBe('http://localhost:5173');
    const denied = await t.app.inject({
      method: 'GET',
      url: `${API}/utils/health-check/`,
      headers: { origin: 'http://evil.example' },
    });
    expect(denied.headers['access-control-allow-origin']).not.toBe('http://evil.example');
  });

  it('answers unknown API routes with a JSON 404', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const res = await t.app.inject({ method, url: `${API}/does-not-exist` });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: 'Not Found' });
    }
  });
});
