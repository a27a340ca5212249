import { serverMessages } from '@vita/api/schemas';
import { HttpError } from './errors';
import { PostingFetchError } from '../infra/analysis/fetch-posting';
import { PostingReadError } from '../infra/analysis/posting-reader';

/** A posting that cannot be fetched or read, as the 4xx that says why (or 503 when busy). */
export function postingRefusal(
  error: unknown,
  wrap: (reason: string) => string = (reason) => reason,
): never {
  if (error instanceof PostingReadError && error.reason === 'busy') {
    throw new HttpError(503, serverMessages.serverBusy);
  }
  if (error instanceof PostingFetchError || error instanceof PostingReadError) {
    throw new HttpError(422, wrap(error.message));
  }
  throw error;
}
