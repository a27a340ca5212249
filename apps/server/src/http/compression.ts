import type { FastifyCompressOptions } from '@fastify/compress';

/** application/json and the `+json` family (problem details, JSON:API, …). */
const JSON_TYPE = /^application\/(?:[\w.-]+\+)?json\s*(?:;|$)/i;

/**
 * Compression of the API's answers, registered inside the API scope only (the web app's files
 * are compressed at build time; see http/web.ts). Lists and the OpenAPI document shrink several
 * times over; below 1 KB the saving does not pay for the work. Only JSON is chosen here: the
 * plugin's default would also compress `application/octet-stream`, and downloads (PDF, Word,
 * which are compressed formats already) keep their exact bytes and Content-Length. Request
 * bodies are never inflated: an upload is read as it arrives, and a compressed body could
 * expand far past the body limit.
 */
export const apiCompression: FastifyCompressOptions = {
  encodings: ['br', 'gzip'],
  threshold: 1024,
  customTypes: (contentType) => JSON_TYPE.test(contentType),
  globalDecompression: false,
};
