/**
 * The posting reader's worker thread: a fetched page in, the posting out; or, for an analysis,
 * the page and the CV's text in, the comparison and its write-up out. Pages come from the open
 * web and a posting may list any number of lines, so both run here, apart from the server's
 * event loop and under a memory cap, and the thread is replaced when one takes too long (see
 * posting-reader.ts).
 */
import { serveJobs } from '../workers/serve';
import { extractPosting } from './posting';
import type { PostingJob, PostingJobResult } from './posting-reader';

serveJobs<PostingJob, PostingJobResult>(
  async (job) => {
    const posting = extractPosting(job.page);
    if (job.kind === 'read') return { kind: 'read', posting };
    if (!posting) return { kind: 'analyse', analysis: null };
    // Loaded on the first analysis, so that a thread that only reads pages starts quicker.
    const { analyse, writeAnalysisReport } = await import('./compare');
    const result = analyse(posting, job.cv, { url: job.page.url, today: job.today });
    return { kind: 'analyse', analysis: { result, report: writeAnalysisReport(result) } };
  },
  // A tree nested deeper than the stack allows is too complex, not broken.
  (error) => error instanceof RangeError,
);
