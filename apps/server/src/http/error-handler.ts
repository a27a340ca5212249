import { serverMessages } from '@vita/api/schemas';
import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import { HashingBusyError } from '../infra/security/passwords';
import { HttpError, RequestValidationError } from './errors';
import { isNulCharacterError } from './input-guard';

/**
 * A document the reader refused (`DocumentReadError`: unreadable, too large or complex, or the
 * reader full), known by its name: the domains see the reader only through their ports.
 */
export function isUnreadableDocument(error: unknown): error is Error & { reason: string } {
  return error instanceof Error && error.name === 'DocumentReadError' && 'reason' in error;
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
      if (error instanceof HashingBusyError) {
        return reply
          .code(503)
          .header('retry-after', '1')
          .send({ detail: serverMessages.serverBusy });
      }
      // A document the reader refused, wherever it was read (an upload, a printed CV read back
      // for an analysis, a chat attachment): a full reader is a moment's refusal, the rest say
      // what to change. Never a 500.
      if (isUnreadableDocument(error)) {
        if (error.reason === 'busy') {
          return reply.code(503).header('retry-after', '1').send({ detail: error.message });
        }
        return reply.code(422).send({ detail: error.message });
      }
      switch (error.code) {
        case 'FST_ERR_CTP_INVALID_JSON_BODY':
          return reply
            .code(422)
            .send({ detail: [{ loc: ['body'], msg: 'JSON decode error', type: 'json_invalid' }] });
        case 'FST_ERR_CTP_EMPTY_JSON_BODY':
          return reply.code(422).send({
            detail: [{ loc: ['body'], msg: serverMessages.fieldRequired, type: 'missing' }],
          });
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
