import {
  ANALYSIS_PART_KEYS,
  analysisPartLabels as LABELS,
  analysisScoreTexts,
  atsAnalysisPart,
  atsCheckTexts as T,
  experienceAnalysisPart,
  fillText,
  listAnalysisPart,
  type AnalysisPart,
  type AtsCheck,
} from '@vita/api/schemas';
import { listWords } from '../../language/text';
import type { CvReading } from './cv';

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
      label: T.contact,
      passed: contactMissing.length === 0,
      detail: contactMissing.length
        ? fillText(T.contactMissing, {
            missing: listWords(
              contactMissing.map((m) => m.replace(/^an? /, '')),
              'or',
            ),
            wanted: listWords(contactMissing),
          })
        : T.contactFound,
    },
    {
      label: T.dates,
      passed: cv.roles.length > 0 && cv.unreadDates.length === 0,
      detail: !firstRole
        ? T.datesNone
        : cv.unreadDates.length
          ? fillText(T.datesUnread, {
              dates: listWords(cv.unreadDates.slice(0, 3).map((d) => `“${d}”`)),
              aDate: cv.unreadDates.length === 1 ? 'a date' : 'dates',
            })
          : fillText(T.datesRead, {
              roles: cv.roles.length === 1 ? '1 dated role' : `${cv.roles.length} dated roles`,
              example: firstRole.dates,
            }),
    },
    {
      label: T.headings,
      passed: headingsMissing.length === 0,
      detail: headingsMissing.length
        ? fillText(T.headingsMissing, { headings: listWords(headingsMissing) })
        : T.headingsFound,
    },
    {
      label: T.readable,
      passed: cv.words >= 100,
      detail: fillText(cv.words >= 100 ? T.readableFound : T.readableLittle, { words: cv.words }),
    },
    {
      label: T.length,
      passed: cv.words >= 200 && cv.words <= 1200,
      detail: fillText(
        cv.words < 200 ? T.lengthShort : cv.words > 1200 ? T.lengthLong : T.lengthFine,
        { words: cv.words },
      ),
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
        return listAnalysisPart(key, { ...input.required, max: max[key] });
      case 'preferred':
        return listAnalysisPart(key, { ...input.preferred, max: max[key] });
      case 'experience':
        return experienceAnalysisPart({
          required: input.requiredYears!,
          cv: input.cvYears,
          max: max[key],
          field: input.field ?? null,
        });
      case 'ats':
        return atsAnalysisPart({ passed, checks: input.ats.length, max: max.ats });
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
