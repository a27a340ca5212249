import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { serverMessages } from '@vita/api/schemas';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/** Vite puts content-hashed files under assets/: they never change, so caches may keep them. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

const isSourceMap = (path: string) => path.endsWith('.map');

function wantsSpa(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = request.url.split('?')[0] ?? '';
  if (path === '/api' || path.startsWith('/api/') || path === '/docs' || path.startsWith('/docs/'))
    return false;
  if (isSourceMap(path)) return false;
  return (request.headers.accept ?? '').includes('text/html');
}

/**
 * Serves the built SPA from `webDistDir` with a fallback to index.html for client-side routes.
 * Without a build (server tests, API-only runs) every unknown path answers a JSON 404, and so
 * does a source map (`*.map`) unless `serveSourceMaps`.
 */
export default fp<{ webDistDir: string; serveSourceMaps: boolean }>(
  async (app, { webDistDir, serveSourceMaps }) => {
    const hasSpa = existsSync(join(webDistDir, 'index.html'));

    if (hasSpa) {
      await app.register(fastifyStatic, {
        root: webDistDir,
        prefix: '/',
        cacheControl: false,
        // The build writes a .br and a .gz beside each text file: the one the request's
        // Accept-Encoding prefers is sent (brotli first), the plain file otherwise, always with
        // `Vary: Accept-Encoding` and the plain file's Content-Type. Nothing is compressed per
        // request. The SPA fallback (`sendFile('index.html')`) goes the same way.
        preCompressed: true,
        // Dot folders are the build's own (.vite/manifest.json): nothing a browser asks for.
        dotfiles: 'ignore',
        // A refused path goes to the not-found handler below, which answers a JSON 404.
        allowedPath: (pathName) => serveSourceMaps || !isSourceMap(pathName),
        setHeaders(reply, filePath) {
          const relative = filePath.slice(webDistDir.length).replaceAll('\\', '/');
          reply.header('cache-control', relative.startsWith('/assets/') ? IMMUTABLE : 'no-cache');
        },
      });
      app.log.info({ webDistDir }, 'serving the web app');
    } else {
      app.log.info({ webDistDir }, 'no web app build found; serving the API only');
    }

    app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
      if (hasSpa && wantsSpa(request)) {
        return reply.header('cache-control', 'no-cache').sendFile('index.html');
      }
      return reply.code(404).send({ detail: serverMessages.notFound });
    });
  },
  { name: 'web' },
);
