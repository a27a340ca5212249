import { MONTH_NAMES } from './dates';

/**
 * Small text helpers shared by every reply: Markdown-safe quoting of the user's own words, lists
 * in prose, word counts and month arithmetic. Nothing here reads the clock.
 */

/**
 * The user's text made inert in Markdown: a `*`, `_` or `<` in a job title must not turn the
 * rest of a reply bold, or into HTML. The characters still render as typed.
 */
export const md = (text: string) => text.replace(/[\\`*_<>[\]]/g, '\\$&').replace(/\s+/g, ' ');

/** An education entry's degree and field as the person gave them: "Bachelor's Degree in Biology",
 * "Bachelor's Degree", "Biology", or null when they gave neither (nothing is filled in). */
export function degreeWords(e: { degree?: string | null; field_of_study?: string | null }) {
  if (e.degree && e.field_of_study) return `${e.degree} in ${e.field_of_study}`;
  return e.degree || e.field_of_study || null;
}

/** An education entry as one plain label: "Bachelor's Degree in Biology at Lakeside University",
 * or the institution alone when no degree or field was given. */
export function educationLabel(e: {
  degree?: string | null;
  field_of_study?: string | null;
  institution_name: string;
}) {
  const words = degreeWords(e);
  return words ? `${words} at ${e.institution_name}` : e.institution_name;
}

/** The user's words in quotation marks, cut at `max` characters. */
export const quote = (text: string, max = 140) => {
  const clean = text.replace(/\s+/g, ' ').trim();
  return `“${md(clean.length > max ? `${clean.slice(0, max - 1).trimEnd()}…` : clean)}”`;
};

/** "a, b and c" (or "a, b or c"). */
export function listWords(items: readonly string[], last = 'and'): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${last} ${items.at(-1)}`;
}

/** "1 role", "3 roles". */
export const plural = (count: number, one: string, many = `${one}s`) =>
  `${count} ${count === 1 ? one : many}`;

export const wordCount = (text: string) =>
  (text.match(/[\p{L}\p{N}][\p{L}\p{N}'’+#.-]*/gu) ?? []).length;

export const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** A "### Title" section with one bullet per item, or nothing when there are no items. */
export function section(title: string, items: readonly string[]): string {
  return items.length ? `### ${title}\n\n${items.map((item) => `- ${item}`).join('\n')}` : '';
}

/** Paragraphs joined by blank lines, the empty ones left out. */
export const paragraphs = (parts: readonly (string | null | undefined | false)[]) =>
  parts.filter((part): part is string => Boolean(part)).join('\n\n');

/** A text as a Markdown quotation block, every line of it quoted. */
export const blockquote = (text: string) =>
  text
    .trim()
    .split(/\r?\n/)
    .map((line) => `> ${md(line.trim())}`.trimEnd())
    .join('\n');

/** "Jan" … "Dec": the English abbreviations of the month names the CV reader knows. */
const MONTHS = MONTH_NAMES.map(([, [abbreviation]]) => capitalise(abbreviation!));

/** A date as the person gave it: a year, a month of a year, or a day (partial ISO strings). */
export interface DatePoint {
  year: number;
  /** 1–12; null when only the year was given. */
  month: number | null;
}

/**
 * A partial ISO date ("2019", "2019-03", "2019-03-14", maybe with a time after it) as the year
 * and month it names; null for a value that is not a date. A year alone stays a year: it is not
 * read as January.
 */
export function datePoint(date: string | null | undefined): DatePoint | null {
  const match = /^(\d{4})(?:-(\d{2}))?(?![\d])/.exec(date?.trim() ?? '');
  if (!match) return null;
  const month = match[2] === undefined ? null : Number(match[2]);
  if (month !== null && (month < 1 || month > 12)) return null;
  return { year: Number(match[1]), month };
}

/**
 * A date's month as one number (year × 12 + month), so differences are months; null for a value
 * that is not a date or names only a year (its month is unknown).
 */
export function monthIndex(date: string | null | undefined): number | null {
  const point = datePoint(date);
  return point?.month ? point.year * 12 + (point.month - 1) : null;
}

/** "Mar 2019" for a month, "2019" for a year given alone. */
export const dateLabel = (point: DatePoint) =>
  point.month ? monthName(point.year * 12 + point.month - 1) : String(point.year);

export const monthName = (index: number) => `${MONTHS[index % 12]} ${Math.floor(index / 12)}`;

/** "7 months", "1 year and 2 months". */
export function duration(months: number): string {
  const years = Math.floor(months / 12);
  const rest = months % 12;
  if (years === 0) return plural(rest, 'month');
  return rest ? `${plural(years, 'year')} and ${plural(rest, 'month')}` : plural(years, 'year');
}

/**
 * Letters and digits for the edges of a whole-word pattern: Latin, Greek and Cyrillic, spelled
 * out because Unicode property classes make hundreds of patterns slow to compile.
 */
export const WORD_CHARS = 'A-Za-z0-9\\u00C0-\\u024F\\u0370-\\u04FF';

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
