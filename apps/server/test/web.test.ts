import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { CvFilePublic, ItemsPublic } from '@vita/api/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { fileUpload, pdfBytes } from './fixtures';
import { API, bearer, build, freshDatabase, signupAndLogin, type TestApp } from './helper';

let t: TestApp;
let dist: string;
/** The build's index.html and a hashed chunk, each with the .br and .gz copies a build writes. */
const INDEX_HTML = '<!doctype html><title>Vita SPA</title><div id="root"></div>';
const CHUNK = `console.log("app");\n${'export const answer = 42;\n'.repeat(200)}`;
const compressed = (text: string) => ({
  br: brotliCompressSync(Buffer.from(text)),
  gzip: gzipSync(Buffer.from(text)),
});
const indexCopies = compressed(INDEX_HTML);
const chunkCopies = compressed(CHUNK);

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'vita-web-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), INDEX_HTML);
  writeFileSync(join(dist, 'index.html.br'), indexCopies.br);
  writeFileSync(join(dist, 'index.html.gz'), indexCopies.gzip);
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), CHUNK);
  writeFileSync(join(dist, 'assets', 'index-abc123.js.br'), chunkCopies.br);
  writeFileSync(join(dist, 'assets', 'index-abc123.js.gz'), chunkCopies.gzip);
  mkdirSync(join(dist, '.vite'));
  writeFileSync(join(dist, '.vite', 'manifest.json'), '{"index.html":{"file":"x.js"}}');
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

  it("does not serve the build's manifest (a dot folder)", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/.vite/manifest.json' });
    expect([res.statusCode, res.json()]).toEqual([404, { detail: 'Not Found' }]);
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

const IMMUTABLE = 'public, max-age=31536000, immutable';
const varies = (headers: Record<string, unknown>) =>
  String(headers.vary ?? '')
    .toLowerCase()
    .split(/\s*,\s*/)
    .includes('accept-encoding');

describe('compressed files of the build', () => {
  const chunk = '/assets/index-abc123.js';

  it('sends the brotli copy to a browser that accepts brotli', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: chunk,
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    // The file written at build time, byte for byte: nothing is compressed per request.
    expect(res.rawPayload.equals(chunkCopies.br)).toBe(true);
    expect(res.headers['content-length']).toBe(String(chunkCopies.br.length));
    expect(res.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(varies(res.headers)).toBe(true);
  });

  it('sends the gzip copy when only gzip is accepted (or brotli is refused)', async () => {
    for (const acceptEncoding of ['gzip', 'br;q=0, gzip']) {
      const res = await t.app.inject({
        method: 'GET',
        url: chunk,
        headers: { 'accept-encoding': acceptEncoding },
      });
      expect(res.headers['content-encoding'], acceptEncoding).toBe('gzip');
      expect(gunzipSync(res.rawPayload).toString()).toBe(CHUNK);
      expect(res.headers['content-type']).toMatch(/^(application|text)\/javascript/);
      expect(res.headers['cache-control']).toBe(IMMUTABLE);
      expect(varies(res.headers)).toBe(true);
    }
  });

  it('sends the plain file otherwise, still varying on Accept-Encoding', async () => {
    for (const headers of [{}, { 'accept-encoding': 'identity' }, { 'accept-encoding': 'zstd' }]) {
      const res = await t.app.inject({ method: 'GET', url: chunk, headers });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.body).toBe(CHUNK);
      expect(res.headers['cache-control']).toBe(IMMUTABLE);
      // A shared cache must not hand this plain copy to a browser that takes brotli.
      expect(varies(res.headers)).toBe(true);
    }
  });

  it('compresses index.html, also as the fallback of client routes, and keeps it no-cache', async () => {
    for (const url of ['/', '/settings', '/reset-password?token=abc']) {
      const res = await t.app.inject({
        method: 'GET',
        url,
        headers: { ...html, 'accept-encoding': 'br, gzip' },
      });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(brotliDecompressSync(res.rawPayload).toString()).toBe(INDEX_HTML);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(varies(res.headers)).toBe(true);
    }
  });

  it('sends a file without compressed copies as it is', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/favicon.svg',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toContain('<svg');
  });
});

describe('compressed API answers', () => {
  it('compresses a large JSON list for a client that accepts it; no-store stays', async () => {
    const user = await signupAndLogin(t.app);
    for (let i = 0; i < 12; i += 1) {
      const created = await t.app.inject({
        method: 'POST',
        url: `${API}/items/`,
        headers: bearer(user.token),
        payload: { title: `Item ${i}`, description: `A description long enough. `.repeat(6) },
      });
      expect(created.statusCode).toBe(200);
    }
    const list = (acceptEncoding?: string) =>
      t.app.inject({
        method: 'GET',
        url: `${API}/items/?skip=0&limit=100`,
        headers: {
          ...bearer(user.token),
          ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}),
        },
      });

    const plain = await list();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    expect(plain.json<ItemsPublic>().count).toBe(12);

    for (const [acceptEncoding, encoding, inflate] of [
      ['gzip, deflate, br', 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
    ] as const) {
      const res = await list(acceptEncoding);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding'], acceptEncoding).toBe(encoding);
      expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
      expect(JSON.parse(inflate(res.rawPayload).toString())).toEqual(plain.json());
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(varies(res.headers)).toBe(true);
    }
  });

  it('sends a small answer as it is', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `${API}/utils/health-check/`,
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toBe(true);
  });

  it('sends a downloaded CV file with its exact bytes and length', async () => {
    const user = await signupAndLogin(t.app);
    const data = pdfBytes('Jane Doe, Software Engineer. '.repeat(80));
    const body = fileUpload(data, 'cv.pdf');
    const upload = await t.app.inject({
      method: 'POST',
      url: `${API}/cv/upload`,
      headers: { ...bearer(user.token), 'content-type': body.contentType },
      payload: body.payload,
    });
    expect(upload.statusCode, upload.body).toBe(200);
    const file = upload.json<CvFilePublic>();
    const res = await t.app.inject({
      method: 'GET',
      url: `${API}/cv/files/${file.id}/download`,
      headers: { ...bearer(user.token), 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.rawPayload.equals(data)).toBe(true);
    expect(res.headers['content-length']).toBe(String(data.length));
    expect(res.headers['cache-control']).toBe('private, no-store');
  });
});
