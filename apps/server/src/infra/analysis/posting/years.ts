/**
 * The years of experience a posting asks for: the smallest number it names for experience
 * ("3–10+ years" is 3, "at least three years" is 3, "minimum of four (4) years" is 4).
 */
import { clean, straight } from './text';

const WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  twenty: 20,
};

const NUMBER = `(\\d{1,2}(?:\\.\\d)?|${Object.keys(WORDS).join('|')})`;

// "5+ years", "3–10+ years", "four (4) years", "two or more years", "2-year", "3 yrs".
const YEARS = new RegExp(
  `\\b${NUMBER}(?:\\s*\\(\\d{1,2}\\))?\\s*(?:\\+|plus)?` +
    `(?:\\s*(?:-|–|—|to|or|à|a|bis|tot|y)\\s*(?:${NUMBER}|more)(?:\\s*\\(\\d{1,2}\\))?\\s*\\+?)?` +
    // English, French, German, Spanish and Dutch: "5 years", "3-5 ans", "3 Jahre", "2 años", "4 jaar".
    `\\s*(?:-\\s*)?(?:years?|yrs?|ans|ann[ée]es?|jahren?|a[ñn]os|jaar|jaren)(?![\\p{L}])`,
  'giu',
);

/** Words right after the number that make it something else than experience. */
const NOT_AFTER =
  /^[\s'’s]*(old|of age|ago|contract|fixed[- ]term|term\b|warranty|in business|history|anniversary|of (funding|runway|growth|existence|operation|successful|service to)|from now|in a row|guarantee|visa|lease|probation|and counting|running|later|since|degree|diploma|program|course|college|of (?:our|the|its) )/i;

/** Words right before it that do the same ("founded 10 years ago", "for the past 20 years"). */
const NOT_BEFORE =
  /(founded|for (the )?(past|last|over)|over the (past|last)|in the (past|last)|within( the)?( first)?|since|aged?|we'?ve been|we have been|has been|have been around|for nearly|for almost|every|per|first|after|next|up to|around for|in (just|only))\s*$/i;

/** A sentence about experience: without these words a number of years is something else. */
const EXPERIENCE =
  /experien|expérien|erfahrung|ervaring|professional|industry|hands[- ]on|commercial|background|track record|proven|working (with|in|on|as)|in (a|an|the)\b.{0,40}\b(role|position|capacity|field|environment)/i;

function valueOf(token: string): number {
  return WORDS[token.toLowerCase()] ?? Number(token);
}

/** Each number of years a line names for experience, with where its words end. */
export function yearsIn(line: string): { value: number; end: number }[] {
  const found: { value: number; end: number }[] = [];
  for (const match of line.matchAll(YEARS)) {
    const start = match.index ?? 0;
    const end = start + match[0].length;
    const before = line.slice(Math.max(0, start - 40), start);
    if (NOT_AFTER.test(line.slice(end, end + 40)) || NOT_BEFORE.test(before)) continue;
    const value = valueOf(match[1]!);
    if (Number.isFinite(value) && value > 0 && value <= 30) found.push({ value, end });
  }
  return found;
}

/**
 * The smallest number of years the lines ask for. `asked` says the lines are requirements, whose
 * years are experience even when the line does not say so ("3+ years building APIs"); in other
 * text the sentence must be about experience.
 */
export function yearsAsked(lines: string[], asked: boolean): number | null {
  let smallest: number | null = null;
  for (const raw of lines) {
    const line = straight(raw);
    for (const match of line.matchAll(YEARS)) {
      const start = match.index ?? 0;
      const before = line.slice(Math.max(0, start - 40), start);
      const after = line.slice(start + match[0].length, start + match[0].length + 40);
      if (NOT_AFTER.test(after) || NOT_BEFORE.test(before)) continue;
      if (!asked) {
        const sentenceStart = Math.max(0, line.lastIndexOf('.', start) + 1);
        const end = line.indexOf('.', start + match[0].length);
        const sentence = line.slice(sentenceStart, end < 0 ? undefined : end);
        if (!EXPERIENCE.test(sentence)) continue;
      }
      const value = valueOf(match[1]!);
      if (!Number.isFinite(value) || value <= 0 || value > 30) continue;
      if (smallest === null || value < smallest) smallest = value;
    }
  }
  return smallest;
}

/** "With or without experience", "no experience required": the posting asks for no years. */
export const NO_EXPERIENCE =
  /\b(?:with or without (?:prior |previous )?experience|no (?:prior |previous )?experience (?:is )?(?:required|needed|necessary)|avec ou sans exp[ée]rience|d[ée]butants? accept[ée]s?|sin experiencia|con o sin experiencia|mit oder ohne (?:berufs)?erfahrung|ohne (?:berufs)?erfahrung|met of zonder (?:werk)?ervaring|geen ervaring (?:nodig|vereist))/i;

/**
 * The posting's years: from its requirement lines first (where a number of years is experience),
 * else from the whole text where a sentence says it is experience.
 */
export function findYears(
  required: string[],
  text: string,
  preferred: string[] = [],
): number | null {
  if (NO_EXPERIENCE.test(text)) return null;
  // Years only wished for ("4-5 years … is preferred") are a preferred requirement, not a bar.
  const wished = new Set(preferred.map((line) => clean(line)));
  const lines = text.split(/\n+/).filter((line) => !wished.has(clean(line)));
  return yearsAsked(required, true) ?? yearsAsked(lines, false);
}
