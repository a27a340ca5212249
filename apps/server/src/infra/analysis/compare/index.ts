import {
  ANALYSIS_HARD_CAP,
  ANALYSIS_MAX_LINE_CHARS,
  analysisScoreTexts,
  ANALYSIS_MAX_REQUIREMENT_LINES,
  analysisServerTexts,
  type AnalysisMissing,
  type AnalysisResult,
  type RequirementImportance,
} from '@vita/api/schemas';
import type { CvText, Posting } from '../types';
import { readCv } from './cv';
import { Matcher } from './match';
import { listWords } from '../../language/text';
import { cleanLine, degreeLevelIn, isHard, readRequirements, sentencesOf } from './requirements';
import { fieldOfYears, yearsInField } from './field';
import { atsChecks, scoreParts } from './score';
import { suggest, type Outcome } from './suggest';
import { excerpt } from './words';

export { writeAnalysisReport } from './report';

/**
 * Compares a CV with a job posting without any model or network: every requirement the posting
 * lists is looked for in the CV's own sentences, the dated roles are added up, and the CV is
 * checked the way applicant tracking systems read it. Nothing reads the clock (`today` is given),
 * and every list keeps the posting's or the CV's order, so the same input gives the same result.
 */
export function analyse(
  listed: Posting,
  cv: CvText,
  options: { url: string; today: string },
): AnalysisResult {
  const { posting, lines } = capRequirements(listed);
  const reading = readCv(cv.text, options.today);
  const requirements = readRequirements(posting);
  const matcher = new Matcher(reading);
  const outcomes: Outcome[] = requirements.map((requirement) => ({
    requirement,
    evidence: matcher.find([...requirement.terms, ...requirement.also]),
  }));

  const cvYears = reading.months === null ? null : Math.round((reading.months / 12) * 10) / 10;
  // Years asked in a field ("5+ years in consumer goods") count only the roles in that field.
  const asked = posting.years === null ? null : yearsLine(posting, posting.years);
  const field = asked && posting.years !== null ? fieldOfYears(asked.text, posting.years) : null;
  const inField = field && cvYears !== null ? yearsInField(reading, field) : null;
  const countedYears = inField ? inField.years : cvYears;
  const cvLevel = Math.max(-1, ...reading.units.map((unit) => degreeLevelIn(unit.text).level));
  const missing: (AnalysisMissing & { line: number })[] = outcomes
    .filter((o) => !o.evidence)
    .map(({ requirement: r }) => ({
      requirement: r.name,
      importance: r.importance,
      asked_in: r.asked_in,
      ...(isHard(r, cvLevel) ? { hard: true } : {}),
      line: r.line,
    }));
  // Too few years is missing like a skill, in the place of the line that asks for them.
  if (asked && posting.years !== null && countedYears !== null && countedYears < posting.years) {
    missing.push({
      requirement: field
        ? `${posting.years}+ years in ${field}`
        : `${posting.years}+ years of experience`,
      importance: asked.importance,
      asked_in: asked.text,
      line: asked.line,
    });
  }
  const rank = (importance: RequirementImportance) => (importance === 'required' ? 0 : 1);
  // A missing hard requirement is named first: without it the rest hardly counts.
  missing.sort(
    (a, b) =>
      Number(!!b.hard) - Number(!!a.hard) ||
      rank(a.importance) - rank(b.importance) ||
      a.line - b.line,
  );
  const hardMissing = missing.filter((m) => m.hard).map((m) => m.requirement);

  const tally = (importance: RequirementImportance) => {
    const asked = outcomes.filter((o) => o.requirement.importance === importance);
    return { asked: asked.length, shown: asked.filter((o) => o.evidence).length };
  };
  const ats = atsChecks(reading);
  const scoring = scoreParts({
    required: tally('required'),
    preferred: tally('preferred'),
    requiredYears: posting.years,
    cvYears: countedYears,
    field,
    ats,
  });

  const sum = scoring.parts.reduce((total, part) => total + part.score, 0);
  const capped = hardMissing.length > 0;
  return {
    score: capped ? Math.min(sum, ANALYSIS_HARD_CAP) : sum,
    parts: scoring.parts,
    ...(scoring.left_out.length
      ? { left_out: scoring.left_out, weighting: scoring.weighting }
      : {}),
    ...(capped
      ? {
          cap: {
            max: ANALYSIS_HARD_CAP,
            requirements: hardMissing,
            detail: analysisScoreTexts.capped.replace('{what}', listWords(hardMissing)),
          },
        }
      : {}),
    matched: outcomes.flatMap(({ requirement: r, evidence }) => {
      if (!evidence) return [];
      const unit = reading.units[evidence.unit]!;
      return [
        {
          requirement: r.name,
          importance: r.importance,
          asked_in: r.asked_in,
          evidence: excerpt(unit.text, evidence.index, evidence.length),
        },
      ];
    }),
    missing: missing.map(({ line: _line, ...rest }) => rest),
    suggestions: suggest({
      outcomes,
      cv: reading,
      title: posting.title,
      requiredYears: posting.years,
      cvYears: countedYears,
      field,
    }),
    ats,
    experience: {
      required_years: posting.years,
      cv_years: cvYears,
      ...(inField ? { field: inField } : {}),
    },
    posting: {
      title: posting.title,
      company: posting.company,
      location: posting.location,
      url: options.url,
    },
    cv: { filename: cv.filename, path: cv.path },
    ...(lines > ANALYSIS_MAX_REQUIREMENT_LINES
      ? { notice: analysisServerTexts.requirementsCapped.replace('{lines}', String(lines)) }
      : {}),
  };
}

/**
 * The posting with at most ANALYSIS_MAX_REQUIREMENT_LINES requirement lines (the required ones
 * first), each at most ANALYSIS_MAX_LINE_CHARS long, and the number of lines it listed. A posting
 * without lists is read sentence by sentence from its text, so its text is cut to what as many
 * lines hold.
 */
function capRequirements(posting: Posting): { posting: Posting; lines: number } {
  const max = ANALYSIS_MAX_REQUIREMENT_LINES;
  const cut = (lines: string[], count: number) =>
    lines.slice(0, Math.max(0, count)).map((line) => line.slice(0, ANALYSIS_MAX_LINE_CHARS));
  const listed = posting.required.length + posting.preferred.length;
  if (listed === 0) {
    const sentences = sentencesOf(posting.text);
    if (sentences.length <= max) return { posting, lines: sentences.length };
    return {
      posting: { ...posting, text: cut(sentences, max).join('\n') },
      lines: sentences.length,
    };
  }
  if (
    listed <= max &&
    [...posting.required, ...posting.preferred].every((l) => l.length <= ANALYSIS_MAX_LINE_CHARS)
  ) {
    return { posting, lines: listed };
  }
  const required = cut(posting.required, max);
  return {
    posting: { ...posting, required, preferred: cut(posting.preferred, max - required.length) },
    lines: listed,
  };
}

const YEARS = /\b(\d{1,2})\s*\+?\s*(?:(?:-|–|to)\s*\d{1,2}\s*\+?\s*)?(?:years?|yrs)\b/gi;

/** The posting's line that asks for the years: a requirement line if one does, else its text. */
function yearsLine(
  posting: Posting,
  years: number,
): { text: string; importance: RequirementImportance; line: number } {
  const asks = (line: string) =>
    [...line.matchAll(YEARS)].some((match) => Number(match[1]) === years);
  const required = posting.required.findIndex(asks);
  if (required >= 0) {
    return { text: cleanLine(posting.required[required]!), importance: 'required', line: required };
  }
  const preferred = posting.preferred.findIndex(asks);
  if (preferred >= 0) {
    return {
      text: cleanLine(posting.preferred[preferred]!),
      importance: 'preferred',
      line: posting.required.length + preferred,
    };
  }
  const sentence = [...posting.responsibilities, ...sentencesOf(posting.text)].find(asks);
  return {
    text: sentence ? excerpt(cleanLine(sentence), 0, 0, 200) : `${years}+ years of experience`,
    importance: 'required',
    line: -1,
  };
}
