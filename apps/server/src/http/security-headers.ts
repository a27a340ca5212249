import type { IncomingMessage, ServerResponse } from 'node:http';
import { API_PREFIX } from '@vita/api/endpoints';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The headers helmet writes for `options`, worked out once. Helmet is a middleware that builds
 * and parses its whole configuration on every call (as @fastify/helmet calls it, per request);
 * the answer is the same every time, so it is recorded from one run on a stand-in response.
 */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  helmet(options)(
    {} as IncomingMessage,
    recorder as unknown as ServerResponse,
    (error?: unknown) => (failure = error),
  );
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
  return headers;
}

/**
 * The headers of an API answer (JSON, or a file to download): no browser renders one as a page,
 * so it gets the short set for APIs, stricter where it matters: a policy that allows nothing and
 * no framing (a file opened in a tab runs nothing), no sniffing, HTTPS only, no referrer, no
 * reads from other origins. Helmet's others govern documents (the opener, the origin's agent
 * cluster, DNS prefetching of a page's links) or browsers and plug-ins long gone (IE8's
 * download prompt, its XSS filter, Flash's cross-domain policies); they were two thirds of every
 * answer's headers, written and parsed with each one.
 */
export function apiSecurityHeaders(
  documentHeaders: Record<string, string>,
): Record<string, string> {
  const headers: Record<string, string> = {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'no-referrer',
    'cross-origin-resource-policy': 'same-origin',
  };
  // HTTPS only where the pages say so too (helmet's setting decides for both).
  const hsts = documentHeaders['strict-transport-security'];
  if (hsts) headers['strict-transport-security'] = hsts;
  return headers;
}

const isApiPath = (url: string) =>
  url.startsWith(API_PREFIX) &&
  (url.length === API_PREFIX.length || '/?'.includes(url[API_PREFIX.length]!));

/**
 * Sends helmet's headers on the pages and the short API set on the API's answers; a route may
 * still set its own (the API docs' CSP).
 */
export default fp<{ helmet: HelmetOptions }>(
  async (app, options) => {
    const documentHeaders = securityHeaders(options.helmet);
    const apiHeaders = apiSecurityHeaders(documentHeaders);
    app.addHook('onRequest', (request, reply, done) => {
      reply.headers(isApiPath(request.url) ? apiHeaders : documentHeaders);
      done();
    });
  },
  { name: 'security-headers' },
);
