/**
 * The posting reader's worker thread: a fetched page in, the posting out. Pages come from the
 * open web, so they are parsed here, apart from the server's event loop and under a memory cap,
 * and the thread is replaced when one takes too long (see posting-reader.ts).
 */
import { serveJobs } from '../../infra/workers/serve';
import { extractPosting } from './posting';
import type { FetchedPage, Posting } from './types';

serveJobs<FetchedPage, Posting | null>(
  (page) => extractPosting(page),
  // A tree nested deeper than the stack allows is too complex, not broken.
  (error) => error instanceof RangeError,
);
