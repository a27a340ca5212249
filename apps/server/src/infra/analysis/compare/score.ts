import {
  ANALYSIS_PART_KEYS,
  analysisScoreTexts,
  type AnalysisPart,
  type AtsCheck,
} from '@vita/api/schemas';
import { listWords } from '../../language/text';
import type { CvReading } from './cv';
import { yearsText } from './words';

/**
 * The score out of 100 and how each part of it was reached. Required requirements weigh most
 * (55), then the nice-to-haves, the years and what applicant tracking systems need to read the
 * CV (15 each); a part the posting gives nothing to judge is left out and the others weigh up to
 * 100. Every part says in words what it counted, so the number can be checked.
 */

export const MAX = { required: 55, preferred: 15, experience: 15, ats: 15 } as const;

export interface Tally {
  shown: number;
  asked: number;
}

function listPart(
  key: 'required' | 'preferred',
  { shown, asked }: Tally,
  max: number,
  noun: string,
): AnalysisPart {
  const score = Math.round((max * shown) / asked);
  return {
    key,
    label: LABELS[key],
    score,
    max,
    detail: `${shown} of ${asked} ${noun} shown in the CV (${max} × ${shown} ÷ ${asked}).`,
  };
}

function experiencePart(
  required: number,
  cv: number | null,
  max: number,
  field: string | null,
): AnalysisPart {
  const part = (score: number, detail: string): AnalysisPart => ({
    key: 'experience',
    label: LABELS.experience,
    score,
    max,
    detail,
  });
  if (cv === null) {
    return part(
      0,
      `The posting asks for ${required}+ years, but no role in the CV has dates that could be read, so none could be counted.`,
    );
  }
  if (field !== null) {
    const counted = `${yearsText(cv)} years in roles that show ${field} (overlaps counted once)`;
    return cv >= required
      ? part(max, `${counted} against the ${required}+ asked in it.`)
      : part(
          Math.round((max * cv) / required),
          `${counted} of the ${required}+ asked in it; years in other fields do not count (${max} × ${yearsText(cv)} ÷ ${required}).`,
        );
  }
  if (cv >= required) {
    return part(
      max,
      `${yearsText(cv)} years of dated roles (overlaps counted once) against the ${required}+ asked.`,
    );
  }
  return part(
    Math.round((max * cv) / required),
    `${yearsText(cv)} of the ${required}+ years asked, from the CV’s dated roles with overlaps counted once (${max} × ${yearsText(cv)} ÷ ${required}).`,
  );
}

const HEADING_NAMES = { experience: 'Experience', education: 'Education', skills: 'Skills' };

/** What applicant tracking systems need to read a CV, each check worth a fifth of the part. */
export function atsChecks(cv: CvReading): AtsCheck[] {
  const contactMissing = [
    ...(cv.email ? [] : ['an e-mail address']),
    ...(cv.phone ? [] : ['a phone number']),
  ];
  const headingsMissing = (['experience', 'education', 'skills'] as const)
    .filter((kind) => !cv.headings.includes(kind))
    .map((kind) => HEADING_NAMES[kind]);
  const firstRole = cv.roles[0];
  return [
    {
      label: 'Contact details',
      passed: contactMissing.length === 0,
      detail: contactMissing.length
        ? `No ${listWords(
            contactMissing.map((m) => m.replace(/^an? /, '')),
            'or',
          )} found: ATS and recruiters look for ${listWords(contactMissing)} at the top of the CV.`
        : 'An e-mail address and a phone number were found.',
    },
    {
      label: 'Dates',
      passed: cv.roles.length > 0 && cv.unreadDates.length === 0,
      detail: !firstRole
        ? 'No role has dates that could be read: write them as “Jan 2019 – Present” or “03/2020 – 11/2021”.'
        : cv.unreadDates.length
          ? `${listWords(cv.unreadDates.slice(0, 3).map((d) => `“${d}”`))} could not be read as ${cv.unreadDates.length === 1 ? 'a date' : 'dates'}: write months as “Jan 2019” or “01/2019”.`
          : `${cv.roles.length === 1 ? '1 dated role' : `${cv.roles.length} dated roles`} read, e.g. “${firstRole.dates}”.`,
    },
    {
      label: 'Standard headings',
      passed: headingsMissing.length === 0,
      detail: headingsMissing.length
        ? `No ${listWords(headingsMissing)} heading: ATS file a CV’s text under headings named like these.`
        : 'Experience, Education and Skills headings found.',
    },
    {
      label: 'Readable text',
      passed: cv.words >= 100,
      detail:
        cv.words >= 100
          ? `${cv.words} words of text could be read.`
          : `Only ${cv.words} words could be read: a scanned or image CV gives an ATS little or nothing to read.`,
    },
    {
      label: 'Length',
      passed: cv.words >= 200 && cv.words <= 1200,
      detail:
        cv.words < 200
          ? `${cv.words} words is short: most CVs run 400 to 900 words.`
          : cv.words > 1200
            ? `${cv.words} words is long: two pages (about 900 words) is what most recruiters read.`
            : `${cv.words} words, within the 200 to 1,200 that one or two pages hold.`,
    },
  ];
}

type PartKey = AnalysisPart['key'];

/**
 * Each judged part's maximum, re-weighted so they add up to 100 (largest remainders rounded up):
 * with no preferred skills and no years asked, required and ATS weigh 55 : 15 of 100.
 */
function weights(judged: PartKey[]): Record<PartKey, number> {
  const total = judged.reduce((sum, key) => sum + MAX[key], 0);
  const exact = judged.map((key) => ({ key, value: (MAX[key] * 100) / total }));
  const out = Object.fromEntries(exact.map((e) => [e.key, Math.floor(e.value)])) as Record<
    PartKey,
    number
  >;
  let rest = 100 - exact.reduce((sum, e) => sum + Math.floor(e.value), 0);
  const byRemainder = [...exact].sort(
    (a, b) => b.value - Math.floor(b.value) - (a.value - Math.floor(a.value)),
  );
  for (const e of byRemainder) {
    if (rest <= 0) break;
    out[e.key] += 1;
    rest -= 1;
  }
  return out;
}

const LABELS: Record<PartKey, string> = {
  required: 'Required skills and qualifications',
  preferred: 'Preferred skills',
  experience: 'Years of experience',
  ats: 'ATS readability',
};

/** What the posting does not ask, said of each part left out. */
const NOT_ASKED: Record<PartKey, string> = {
  required: 'no required skills or qualifications the analysis recognises',
  preferred: 'no preferred skills',
  experience: 'no number of years',
  ats: '',
};

export interface Scoring {
  parts: AnalysisPart[];
  left_out: { key: PartKey; label: string }[];
  /** Why the others were re-weighted; absent when no part was left out. */
  weighting?: string;
}

/**
 * The score's parts. A part with nothing to judge gives no free points: it is left out and the
 * others are re-weighted to 100, and `weighting` says so.
 */
export function scoreParts(input: {
  required: Tally;
  preferred: Tally;
  requiredYears: number | null;
  cvYears: number | null;
  /** The field the years are asked in, when they are; `cvYears` are then the years in it. */
  field?: string | null;
  ats: AtsCheck[];
}): Scoring {
  const judged: PartKey[] = [
    ...(input.required.asked ? (['required'] as const) : []),
    ...(input.preferred.asked ? (['preferred'] as const) : []),
    ...(input.requiredYears !== null ? (['experience'] as const) : []),
    'ats' as const,
  ];
  const left = ANALYSIS_PART_KEYS.filter((key) => !judged.includes(key));
  const max = weights(judged);
  const passed = input.ats.filter((check) => check.passed).length;
  const parts: AnalysisPart[] = judged.map((key) => {
    switch (key) {
      case 'required':
        return listPart(key, input.required, max[key], 'required skills and qualifications');
      case 'preferred':
        return listPart(key, input.preferred, max[key], 'preferred skills and qualifications');
      case 'experience':
        return experiencePart(input.requiredYears!, input.cvYears, max[key], input.field ?? null);
      case 'ats':
        return {
          key,
          label: LABELS.ats,
          score: Math.round((max.ats * passed) / input.ats.length),
          max: max.ats,
          detail: `${passed} of ${input.ats.length} checks passed (${max.ats} × ${passed} ÷ ${input.ats.length}).`,
        };
    }
  });
  if (!left.length) return { parts, left_out: [] };
  return {
    parts,
    left_out: left.map((key) => ({ key, label: LABELS[key] })),
    weighting: analysisScoreTexts.leftOut
      .replace('{what}', listWords(left.map((key) => NOT_ASKED[key])))
      .replace('{parts}', listWords(left.map((key) => `“${LABELS[key]}”`)))
      .replace('{verb}', left.length === 1 ? 'is' : 'are'),
  };
}
