import type { AnalysisResult } from '@vita/api/schemas';

/** A fetched page, as the safe fetcher hands it to the extractor. */
export interface FetchedPage {
  /** The address the body came from, after redirects. */
  url: string;
  /** What the body is, from its Content-Type. */
  kind: 'html' | 'json' | 'text';
  body: string;
}

/** A job posting split into what the comparison needs; every list is in the posting's order. */
export interface Posting {
  title: string | null;
  company: string | null;
  location: string | null;
  /** What the job does, one line per duty. */
  responsibilities: string[];
  /** Must-haves, one line per requirement as the posting words it. */
  required: string[];
  /** Nice-to-haves ("a plus", "preferred", "bonus"), one line each. */
  preferred: string[];
  /** The smallest number of years of experience it asks for, when it says ("3–10+ years" → 3). */
  years: number | null;
  /** The posting's whole readable text (title and description), for matching what the lists miss. */
  text: string;
  /** Where it was read from: schema.org JobPosting data, or the page's readable text. */
  source: 'json-ld' | 'text';
}

/** A CV file's text, as the analysis reads it. */
export interface CvText {
  filename: string;
  path: string;
  text: string;
}

export type { AnalysisResult };
