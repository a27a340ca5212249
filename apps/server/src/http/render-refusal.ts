import type { FastifyBaseLogger } from 'fastify';
import { CvRenderError } from '../infra/export';
import { HttpError } from './errors';

/** A render refused, as the HTTP answer it deserves: the user's input, the load, or ours. */
export function renderRefusal(error: unknown, log: FastifyBaseLogger): never {
  if (!(error instanceof CvRenderError)) throw error;
  switch (error.reason) {
    case 'invalid':
      throw new HttpError(404, error.message);
    case 'too_complex':
    case 'too_long':
      throw new HttpError(422, error.message);
    case 'busy':
      throw new HttpError(503, error.message);
    case 'template_error':
    case 'failed':
      // A template or Typst broke on this CV: a bug of ours, logged with what Typst said. The
      // user still gets a 4xx that says what happened rather than a bare 500.
      log.error({ err: error, detail: error.detail }, 'a CV could not be rendered');
      throw new HttpError(422, error.message);
  }
}
