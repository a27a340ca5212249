import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { API, build, freshDatabase, type TestApp } from './helper';

let t: TestApp;
let dist: string;
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'vita-web-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><title>Vita SPA</title><div id="root"></div>',
  );
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log("app")');
  writeFileSync(join(dist, 'assets', 'index-abc123.js.map'), '{"version":3,"sources":[]}');
  writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  t = await build({ WEB_DIST_DIR: dist });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const html = { accept: 'text/html,application/xhtml+xml' };

describe('serving the web app', () => {
  it('serves index.html at / without caching', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/', headers: html });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Vita SPA');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('serves hashed assets with long cache headers and other files without', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await t.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe('no-cache');
  });

  it('falls back to index.html for client routes that accept HTML', async () => {
    for (const url of [
      '/items?page=2',
      '/settings',
      '/conversations/123',
      '/reset-password?token=abc',
    ]) {
      const res = await t.app.inject({ method: 'GET', url, headers: html });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('Vita SPA');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('keeps JSON 404s for the API, missing assets and non-HTML requests', async () => {
    for (const [url, headers] of [
      [`${API}/nope`, html],
      ['/assets/missing.js', {}],
      ['/settings', { accept: 'application/json' }],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url, headers });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ detail: 'Not Found' });
    }
    const post = await t.app.inject({ method: 'POST', url: '/settings', headers: html });
    expect(post.statusCode).toBe(404);
  });

  it('does not hide the docs behind the SPA', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/docs/', headers: html });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('Vita SPA');
  });
});

describe('source maps', () => {
  const map = '/assets/index-abc123.js.map';

  it('are served in development', async () => {
    const res = await t.app.inject({ method: 'GET', url: map });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ version: 3 });
  });

  it('answer a JSON 404 in production, also to a browser asking for HTML', async () => {
    const database = await freshDatabase();
    const app = await buildApp({ ...t.settings, environment: 'production' }, { database });
    try {
      for (const [url, headers] of [
        [map, {}],
        [map, html],
        [`${map}?v=1`, {}],
        ['/assets/../assets/index-abc123.js.map', {}],
      ] as const) {
        const res = await app.inject({ method: 'GET', url, headers });
        expect([res.statusCode, res.json()], url).toEqual([404, { detail: 'Not Found' }]);
      }
      // Everything else of the build is still there.
      expect((await app.inject({ method: 'GET', url: '/assets/index-abc123.js' })).statusCode).toBe(
        200,
      );
    } finally {
      await app.close();
      await database.close();
    }
  });
});
