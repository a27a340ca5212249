import type { AnalysisPart, AtsCheck } from '@vita/api/schemas';
import { listWords } from '../../../infra/assistant/offline/text';
import type { CvReading } from './cv';
import { yearsText } from './words';

/**
 * The score out of 100 and how each part of it was reached. Required requirements weigh most
 * (55), then the nice-to-haves, the years and what applicant tracking systems need to read the
 * CV (15 each). Every part says in words what it counted, so the number can be checked.
 */

export const MAX = { required: 55, preferred: 15, experience: 15, ats: 15 } as const;
const ATS_POINTS = MAX.ats / 5;

export interface Tally {
  shown: number;
  asked: number;
}

function listPart(
  key: 'required' | 'preferred',
  { shown, asked }: Tally,
  label: string,
  noun: string,
): AnalysisPart {
  const max = MAX[key];
  if (!asked) {
    return {
      key,
      label,
      score: max,
      max,
      detail: `The posting lists no ${noun} the analysis recognises, so this part is given in full.`,
    };
  }
  const score = Math.round((max * shown) / asked);
  return {
    key,
    label,
    score,
    max,
    detail: `${shown} of ${asked} ${noun} shown in the CV (${max} × ${shown} ÷ ${asked}).`,
  };
}

function experiencePart(required: number | null, cv: number | null): AnalysisPart {
  const part = (score: number, detail: string): AnalysisPart => ({
    key: 'experience',
    label: 'Years of experience',
    score,
    max: MAX.experience,
    detail,
  });
  if (required === null) {
    return part(
      MAX.experience,
      `The posting asks for no number of years, so this part is given in full${cv === null ? '' : `; the CV’s dated roles add up to ${yearsText(cv)} years`}.`,
    );
  }
  if (cv === null) {
    return part(
      0,
      `The posting asks for ${required}+ years, but no role in the CV has dates that could be read, so none could be counted.`,
    );
  }
  if (cv >= required) {
    return part(
      MAX.experience,
      `${yearsText(cv)} years of dated roles (overlaps counted once) against the ${required}+ asked.`,
    );
  }
  return part(
    Math.round((MAX.experience * cv) / required),
    `${yearsText(cv)} of the ${required}+ years asked, from the CV’s dated roles with overlaps counted once (${MAX.experience} × ${yearsText(cv)} ÷ ${required}).`,
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

export function scoreParts(input: {
  required: Tally;
  preferred: Tally;
  requiredYears: number | null;
  cvYears: number | null;
  ats: AtsCheck[];
}): AnalysisPart[] {
  const passed = input.ats.filter((check) => check.passed).length;
  return [
    listPart(
      'required',
      input.required,
      'Required skills and qualifications',
      'required skills and qualifications',
    ),
    listPart(
      'preferred',
      input.preferred,
      'Preferred skills',
      'preferred skills and qualifications',
    ),
    experiencePart(input.requiredYears, input.cvYears),
    {
      key: 'ats',
      label: 'ATS readability',
      score: passed * ATS_POINTS,
      max: MAX.ats,
      detail: `${passed} of ${input.ats.length} checks passed, ${ATS_POINTS} points each.`,
    },
  ];
}
