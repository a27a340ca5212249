import { analysisServerTexts, BUILT_CV_PATH_PREFIX, type AnalysisResult } from '@vita/api/schemas';
import {
  fetchPosting,
  PostingFetchError,
  PostingReadError,
  type FetchPostingOptions,
  type PostingReader,
} from '../../infra/analysis';

/** A resume analysis that cannot run; its message says what happened and what to do. */
export class AnalysisError extends Error {
  override name = 'AnalysisError';
}

/** A CV file of the user, or a CV built in Vita (`built`), as the analysis names it. */
export interface AnalysedFile {
  id: string;
  filename: string;
  built?: boolean;
}

/** What the analysis takes from elsewhere, handed in by the app. */
export interface AnalysisDependencies {
  files: {
    /**
     * The caller's own file that a client's `path` names (exactly `cv-files/<id>`); null for
     * anything else: an absolute path, `..`, another user's file, a deleted one.
     */
    resolve(ownerId: string, path: string): Promise<AnalysedFile | null>;
    /**
     * The file's text as the CV reader extracts it; null when none can be read, or when
     * `signal` aborted first.
     */
    text(ownerId: string, id: string, signal?: AbortSignal): Promise<string | null>;
  };
  /**
   * The user's CVs built in Vita, read as they print; without it only CV files are analysed.
   */
  cvs?: {
    /** The caller's own CV with this id, named as its PDF is; null for anyone else's or none. */
    resolve(ownerId: string, id: string): Promise<AnalysedFile | null>;
    /** The CV's text as printed and read back; null when none can be read or `signal` aborted. */
    text(ownerId: string, id: string, signal?: AbortSignal): Promise<string | null>;
  };
  /**
   * Reads a fetched page into a posting and compares it with the CV's text, off the event loop
   * (see PostingReader.analyse); null when the page is not a job posting.
   */
  analysePosting: PostingReader['analyse'];
  /** How postings are fetched (hosts admitted past the address check, time bounds). */
  fetch?: Omit<FetchPostingOptions, 'signal'>;
  /** Today (YYYY-MM-DD), for years of experience up to now; a parameter for deterministic tests. */
  today(): string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * The caller's CV that `path` names (an uploaded file, or a CV built in Vita), or the error that
 * says there is none.
 */
export async function resolveCvPath(
  deps: AnalysisDependencies,
  ownerId: string,
  path: string,
): Promise<AnalysedFile> {
  const trimmed = path.trim();
  if (trimmed.startsWith(BUILT_CV_PATH_PREFIX)) {
    const id = trimmed.slice(BUILT_CV_PATH_PREFIX.length);
    const cv = UUID.test(id) && deps.cvs ? await deps.cvs.resolve(ownerId, id) : null;
    if (!cv) throw new AnalysisError(analysisServerTexts.builtCvNotFound);
    return { ...cv, built: true };
  }
  const file = await deps.files.resolve(ownerId, trimmed);
  if (!file) throw new AnalysisError(analysisServerTexts.cvNotFound);
  return file;
}

/**
 * The pipeline: the posting fetched safely, the CV's text, then the posting read, compared and
 * written up off the event loop, with a deadline and a memory cap. Deterministic from the posting's text and the CV's text on: the
 * same inputs give the same result and report, byte for byte.
 */
export async function runAnalysis(
  deps: AnalysisDependencies,
  input: {
    ownerId: string;
    file: AnalysedFile;
    cvPath: string;
    jobUrl: string;
    signal: AbortSignal;
  },
): Promise<{ result: AnalysisResult; report: string }> {
  const [page, text] = await Promise.all([
    fetchPosting(input.jobUrl, { ...deps.fetch, signal: input.signal }).catch((error: unknown) => {
      if (error instanceof PostingFetchError) throw new AnalysisError(error.message);
      throw error;
    }),
    input.file.built && deps.cvs
      ? deps.cvs.text(input.ownerId, input.file.id, input.signal)
      : deps.files.text(input.ownerId, input.file.id, input.signal),
  ]);
  if (!text?.trim()) throw new AnalysisError(analysisServerTexts.cvNoText);
  let analysis: Awaited<ReturnType<PostingReader['analyse']>>;
  try {
    analysis = await deps.analysePosting(
      {
        page,
        cv: { filename: input.file.filename, path: input.cvPath.trim(), text },
        today: deps.today(),
      },
      { owner: input.ownerId, signal: input.signal },
    );
  } catch (error) {
    // Too large or tangled to read within the reader's bounds, unreadable, or the reader busy:
    // each says so, and what to do.
    if (error instanceof PostingReadError) throw new AnalysisError(error.message);
    throw error;
  }
  if (!analysis) throw new AnalysisError(analysisServerTexts.notAPosting);
  return analysis;
}
