import { z } from 'zod';

// ---------------------------------------------------------------------------------------------
// Resume analysis: a CV file of the user against a job posting read from its URL. The result is
// structured (the score, its parts and the evidence) and written up as text; both are stored with
// the conversation, so a reopened conversation shows them again.

/** The analysis panel's texts, verbatim; the screens and their tests use these. */
export const analysisTexts = {
  jobUrlLabel: 'Job Posting URL',
  jobUrlPlaceholder: 'https://jobs.example.com/postings/senior-backend-engineer',
  cvPathLabel: 'CV File Path',
  cvPathPlaceholder: 'cv-files/1f0c2a9e-5d4b-4c7a-9b1e-2a3d4c5e6f70',
  start: 'Start Analysis',
  starting: 'Analyzing...',
  blockTitle: 'Resume Analysis',
  generating: 'Generating analysis...',
  jobUrlRequired: 'Enter the URL of the job posting.',
  jobUrlInvalid: 'Enter a full web address, starting with http:// or https://.',
  cvPathRequired: 'Choose one of your CV files, or paste its path.',
} as const;

/**
 * How an analysis names a CV built in Vita (`cvs/<id>`), beside an uploaded CV file
 * (`cv-files/<id>`): either is sent as the analysis's `cv_path`, and comes back in its result.
 */
export const BUILT_CV_PATH_PREFIX = 'cvs/';
export const builtCvPath = (id: string) => `${BUILT_CV_PATH_PREFIX}${id}`;

/** The most of a job posting page the server reads: more than any posting, less than a flood. */
export const POSTING_MAX_BYTES = 2 * 1024 * 1024;

/**
 * The most requirement lines of a posting compared with a CV, the required ones first: a real
 * posting lists ten to forty. A page that lists more is compared on its first lines, and the
 * result says so, so no page makes an analysis or its write-up grow without bound.
 */
export const ANALYSIS_MAX_REQUIREMENT_LINES = 120;
/** The longest requirement line compared; longer lines are cut (a paragraph, not a requirement). */
export const ANALYSIS_MAX_LINE_CHARS = 400;

/**
 * What the server says when an analysis cannot run: what happened and what to do. `{…}` parts
 * are filled in by the server.
 */
export const analysisServerTexts = {
  urlInvalid: 'The job posting URL must be a full http:// or https:// address.',
  urlRefused:
    'That address points inside a private network, which Vita does not fetch. Use the public link of the job posting.',
  redirectInvalid:
    'The job posting link redirects to an address that is not a web page. Open the link in your browser and copy the address of the posting.',
  unreachable:
    'The job posting could not be fetched ({reason}). Check the link in your browser, or try again later.',
  httpStatus:
    'The job posting site answered with HTTP {status}. Check that the link opens the posting in your browser.',
  tooManyRedirects:
    'The job posting link redirects too many times. Open it in your browser and copy the final address.',
  tooLarge: `The job posting page is larger than ${POSTING_MAX_BYTES / (1024 * 1024)} MB, more than a posting ever is. Check the link, or copy the posting’s own page address.`,
  unsupportedType:
    'The link does not lead to a web page ({type}). Use the link of the posting’s web page.',
  timedOut: 'The job posting site took too long to answer. Try again in a moment.',
  postingTooComplex:
    'The job posting page is too large or complex to read. Use the link of the posting’s own page, not of a search or a list.',
  postingUnreadable:
    'The job posting page could not be read. Check that the link opens the posting in your browser, or use another link to it.',
  notAPosting:
    'This page does not look like a job posting: no title, requirements or responsibilities were found. Use the link of the posting itself, not of a search or a list.',
  cvNotFound:
    'No CV file of yours has this path. Choose one of your CV files, or upload the CV first.',
  builtCvNotFound: 'No CV of yours has this path. Choose one of your CVs.',
  cvNoText:
    'No text could be read from this CV file (a scanned image, perhaps). Upload a CV whose text can be selected.',
  cvUnreadable: 'This CV file could not be read. Upload it again as PDF, DOCX or DOC.',
  /** Said with the result when a posting lists more requirement lines than are compared. */
  requirementsCapped: `The posting lists {lines} requirement lines, more than any real posting; only the first ${ANALYSIS_MAX_REQUIREMENT_LINES} were compared with the CV.`,
  /** The user's side of an analysis, when they wrote nothing themselves. */
  request: 'Analyse my CV “{filename}” against the job posting at {url}',
} as const;

/** The user's side of an analysis: their own words, or the request written for them. */
export function analysisQuestion(
  frame: { message: string; job_url: string },
  cvFilename: string,
): string {
  return (
    frame.message ||
    analysisServerTexts.request.replace('{filename}', cvFilename).replace('{url}', frame.job_url)
  );
}

/**
 * The most an analysis scores while the CV misses a hard requirement of the posting: a licence,
 * a registration or clearance, a degree level, a language. However well the rest fits, an
 * application without it is not considered.
 */
export const ANALYSIS_HARD_CAP = 40;

/** How the analysis explains a score that was capped or re-weighted; `{…}` filled in. */
export const analysisScoreTexts = {
  leftOut:
    'The posting asks for {what}, so {parts} {verb} left out and the other parts are weighed up to 100.',
  capped: `The CV does not show {what}, which the posting requires: the score is capped at ${ANALYSIS_HARD_CAP}.`,
} as const;

export const REQUIREMENT_IMPORTANCE = ['required', 'preferred'] as const;
export const RequirementImportanceSchema = z.enum(REQUIREMENT_IMPORTANCE);
export type RequirementImportance = z.infer<typeof RequirementImportanceSchema>;

/** One part of the score: what it measures, what it got out of its maximum, and why. */
export const ANALYSIS_PART_KEYS = ['required', 'preferred', 'experience', 'ats'] as const;
export type AnalysisPartKey = (typeof ANALYSIS_PART_KEYS)[number];
export const AnalysisPartSchema = z.object({
  key: z.enum(ANALYSIS_PART_KEYS),
  label: z.string(),
  score: z.number().int().min(0),
  max: z.number().int().min(0),
  detail: z.string(),
});
export type AnalysisPart = z.infer<typeof AnalysisPartSchema>;

/** What each part of the score is called. */
export const analysisPartLabels: Record<AnalysisPartKey, string> = {
  required: 'Required skills and qualifications',
  preferred: 'Preferred skills',
  experience: 'Years of experience',
  ats: 'ATS readability',
};

/**
 * What each part of the score says it counted, so its number can be checked: the server's
 * analysis and the mocks' stand-in both word it from here. `{…}` parts are filled in.
 */
export const analysisPartTexts = {
  shown: '{shown} of {asked} {what} shown in the CV ({max} × {shown} ÷ {asked}).',
  required: 'required skills and qualifications',
  preferred: 'preferred skills and qualifications',
  yearsUndated:
    'The posting asks for {required}+ years, but no role in the CV has dates that could be read, so none could be counted.',
  yearsMet: '{years} years of dated roles (overlaps counted once) against the {required}+ asked.',
  yearsShort:
    '{years} of the {required}+ years asked, from the CV’s dated roles with overlaps counted once ({max} × {years} ÷ {required}).',
  fieldYearsMet:
    '{years} years in roles that show {field} (overlaps counted once) against the {required}+ asked in it.',
  fieldYearsShort:
    '{years} years in roles that show {field} (overlaps counted once) of the {required}+ asked in it; years in other fields do not count ({max} × {years} ÷ {required}).',
  atsPassed: '{passed} of {checks} checks passed ({max} × {passed} ÷ {checks}).',
} as const;

/** A template's `{name}` parts filled in from `values`; a part without a value stays as it is. */
export function fillText(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in values ? String(values[key]) : whole,
  );
}

/**
 * The checks applicant tracking systems depend on: each one's label, and what it says when it
 * passes or fails. `{…}` parts are filled in.
 */
export const atsCheckTexts = {
  contact: 'Contact details',
  contactFound: 'An e-mail address and a phone number were found.',
  contactMissing: 'No {missing} found: ATS and recruiters look for {wanted} at the top of the CV.',
  dates: 'Dates',
  datesNone:
    'No role has dates that could be read: write them as “Jan 2019 – Present” or “03/2020 – 11/2021”.',
  datesUnread: '{dates} could not be read as {aDate}: write months as “Jan 2019” or “01/2019”.',
  datesRead: '{roles} read, e.g. “{example}”.',
  headings: 'Standard headings',
  headingsFound: 'Experience, Education and Skills headings found.',
  headingsMissing: 'No {headings} heading: ATS file a CV’s text under headings named like these.',
  readable: 'Readable text',
  readableFound: '{words} words of text could be read.',
  readableLittle:
    'Only {words} words could be read: a scanned or image CV gives an ATS little or nothing to read.',
  length: 'Length',
  lengthShort: '{words} words is short: most CVs run 400 to 900 words.',
  lengthLong: '{words} words is long: two pages (about 900 words) is what most recruiters read.',
  lengthFine: '{words} words, within the 200 to 1,200 that one or two pages hold.',
} as const;

/** The ATS checks' labels, in the order an analysis lists them. */
export const ATS_CHECK_LABELS = [
  atsCheckTexts.contact,
  atsCheckTexts.dates,
  atsCheckTexts.headings,
  atsCheckTexts.readable,
  atsCheckTexts.length,
] as const;

/** A number of years as people write it: 6, 6.5. */
export const yearsText = (years: number) => String(Math.round(years * 10) / 10);

/*
 * Each part built from what it counted, worded and scored alike by the server's analysis and the
 * mocks' stand-in.
 */

/** The required or preferred part: how many of the asked ones the CV shows. */
export function listAnalysisPart(
  key: 'required' | 'preferred',
  { shown, asked, max }: { shown: number; asked: number; max: number },
): AnalysisPart {
  return {
    key,
    label: analysisPartLabels[key],
    score: Math.round((max * shown) / asked),
    max,
    detail: fillText(analysisPartTexts.shown, { shown, asked, max, what: analysisPartTexts[key] }),
  };
}

/**
 * The years part: the years the CV's dated roles add up to (in `field`, when the posting asks
 * for years in one) against the `required` ones; `cv` is null when no role has dates.
 */
export function experienceAnalysisPart({
  required,
  cv,
  max,
  field,
}: {
  required: number;
  cv: number | null;
  max: number;
  field: string | null;
}): AnalysisPart {
  const part = (score: number, template: string): AnalysisPart => ({
    key: 'experience',
    label: analysisPartLabels.experience,
    score,
    max,
    detail: fillText(template, {
      years: cv === null ? '' : yearsText(cv),
      required,
      max,
      field: field ?? '',
    }),
  });
  if (cv === null) return part(0, analysisPartTexts.yearsUndated);
  const t = analysisPartTexts;
  return cv >= required
    ? part(max, field === null ? t.yearsMet : t.fieldYearsMet)
    : part(Math.round((max * cv) / required), field === null ? t.yearsShort : t.fieldYearsShort);
}

/** The ATS part: how many of the checks passed. */
export function atsAnalysisPart({
  passed,
  checks,
  max,
}: {
  passed: number;
  checks: number;
  max: number;
}): AnalysisPart {
  return {
    key: 'ats',
    label: analysisPartLabels.ats,
    score: Math.round((max * passed) / checks),
    max,
    detail: fillText(analysisPartTexts.atsPassed, { passed, checks, max }),
  };
}

/** A requirement the CV shows, with the CV's own sentence as evidence. */
export const AnalysisMatchSchema = z.object({
  requirement: z.string(),
  importance: RequirementImportanceSchema,
  /** The posting's line that asks for it. */
  asked_in: z.string(),
  /** The CV's sentence that shows it. */
  evidence: z.string(),
});
export type AnalysisMatch = z.infer<typeof AnalysisMatchSchema>;

/** A requirement the CV does not show, most important first. */
export const AnalysisMissingSchema = z.object({
  requirement: z.string(),
  importance: RequirementImportanceSchema,
  asked_in: z.string(),
  /** A licence, clearance, degree level or language: without it the score is capped. */
  hard: z.boolean().optional(),
});
export type AnalysisMissing = z.infer<typeof AnalysisMissingSchema>;

/** A concrete change, naming the CV section it belongs in. */
export const AnalysisSuggestionSchema = z.object({
  section: z.string(),
  text: z.string(),
});
export type AnalysisSuggestion = z.infer<typeof AnalysisSuggestionSchema>;

/** A check that applicant tracking systems depend on. */
export const AtsCheckSchema = z.object({
  label: z.string(),
  passed: z.boolean(),
  detail: z.string(),
});
export type AtsCheck = z.infer<typeof AtsCheckSchema>;

export const AnalysisResultSchema = z.object({
  /** 0–100: the sum of the parts' scores, at most `cap.max` when a hard requirement is missing. */
  score: z.number().int().min(0).max(100),
  /**
   * The parts that had something to judge; their maxima add up to 100. A part with nothing to
   * judge (no preferred skills, no years asked) is in `left_out` instead, and gives no points.
   */
  parts: z.array(AnalysisPartSchema),
  left_out: z.array(z.object({ key: z.enum(ANALYSIS_PART_KEYS), label: z.string() })).optional(),
  /** Why the parts were re-weighted, when a part was left out (analysisScoreTexts.leftOut). */
  weighting: z.string().optional(),
  /** The hard requirements the CV misses, which cap the score (analysisScoreTexts.capped). */
  cap: z
    .object({
      max: z.number().int().min(0).max(100),
      requirements: z.array(z.string()).min(1),
      detail: z.string(),
    })
    .optional(),
  matched: z.array(AnalysisMatchSchema),
  missing: z.array(AnalysisMissingSchema),
  suggestions: z.array(AnalysisSuggestionSchema),
  ats: z.array(AtsCheckSchema),
  experience: z.object({
    /** Years the posting asks for, when it says. */
    required_years: z.number().nullable(),
    /** Years the CV's dated roles add up to (overlaps counted once), when it has dates. */
    cv_years: z.number().nullable(),
    /**
     * When the years are asked in a field ("5+ years in consumer goods"): the field, the years of
     * the roles whose title, employer or duties show it, and those roles. These years are the
     * ones the score counts.
     */
    field: z.object({ name: z.string(), years: z.number(), roles: z.array(z.string()) }).optional(),
  }),
  posting: z.object({
    title: z.string().nullable(),
    company: z.string().nullable(),
    location: z.string().nullable(),
    url: z.string(),
  }),
  cv: z.object({ filename: z.string(), path: z.string() }),
  /** What the analysis left out of the posting and why, when it did (see requirementsCapped). */
  notice: z.string().optional(),
});
export type AnalysisResult = z.infer<typeof AnalysisResultSchema>;
