import { serverMessages, type ValidationIssue } from '@vita/api/schemas';
import type { FastifyError, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError, RequestValidationError } from '../http-error';
import { isNulCharacterError } from './input-guard';

/** FastAPI names the request parts this way in `loc`. */
const LOCATIONS: Record<string, string> = {
  body: 'body',
  querystring: 'query',
  params: 'path',
  headers: 'header',
};

function locFromInstancePath(path: string): (string | number)[] {
  return path
    .split('/')
    .filter((part) => part !== '')
    .map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}

function valueAt(root: unknown, path: (string | number)[]): unknown {
  let current = root;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string | number, unknown>)[key];
  }
  return current;
}

export function validationIssues(error: FastifyError, request: FastifyRequest): ValidationIssue[] {
  if (!hasZodFastifySchemaValidationErrors(error)) return [];
  const context = error.validationContext ?? 'body';
  const where = LOCATIONS[context] ?? 'body';
  const input: unknown = (request as unknown as Record<string, unknown>)[context];
  return error.validation.map((issue) => {
    const path = locFromInstancePath(issue.instancePath);
    // Custom messages replace zod's "received undefined", so look at the input itself: an absent
    // field (or an absent body) is "missing" in FastAPI terms.
    const missing = issue.keyword === 'invalid_type' && (valueAt(input, path) ?? undefined) === undefined;
    return {
      loc: [where, ...path],
      msg: missing ? 'Field required' : issue.message || 'Invalid value',
      type: missing ? 'missing' : issue.keyword,
    };
  });
}

/**
 * Every error answers `{detail}`. Client mistakes keep their 4xx status and a useful text;
 * anything unexpected becomes a logged 500 whose details never leave the server.
 */
export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (isNulCharacterError(error)) return reply.code(422).send({ detail: [error.issue] });
      if (error instanceof RequestValidationError) {
        return reply.code(422).headers(error.headers).send({ detail: error.issues });
      }
      if (error instanceof HttpError) {
        return reply.code(error.statusCode).headers(error.headers).send({ detail: error.message });
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        return reply.code(422).send({ detail: validationIssues(error, request) });
      }
      switch (error.code) {
        case 'FST_ERR_CTP_INVALID_JSON_BODY':
          return reply
            .code(422)
            .send({ detail: [{ loc: ['body'], msg: 'JSON decode error', type: 'json_invalid' }] });
        case 'FST_ERR_CTP_EMPTY_JSON_BODY':
          return reply.code(422).send({ detail: [{ loc: ['body'], msg: 'Field required', type: 'missing' }] });
        case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
          return reply.code(415).send({ detail: 'Unsupported Media Type' });
        case 'FST_ERR_CTP_BODY_TOO_LARGE':
          return reply.code(413).send({ detail: 'Request body is too large' });
        default:
          break;
      }
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        if (status === 429) return reply.code(429).send({ detail: serverMessages.tooManyRequests });
        return reply.code(status).send({ detail: error.message });
      }
      request.log.error({ err: error }, 'unhandled error');
      return reply.code(500).send({ detail: 'Internal Server Error' });
    });
  },
  { name: 'errors' },
);
