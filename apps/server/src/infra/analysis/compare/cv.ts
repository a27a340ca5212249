import { monthIndex, wordCount } from '../../language/text';
import { skillMentions } from '../../language/vocabulary';
import { findDateRange, firstDayOf } from '../../language/dates';
import { sectionOf, type SectionKind } from '../../documents/resume/sections';
import { foreignSkillMentions } from './glossary';
import { allMatches, degreeLevelIn } from './requirements';
import { maskAddresses, squeeze } from './words';

/**
 * A CV's text read the way a recruiter's software reads it: sentences to quote as evidence, the
 * section each one is in (by the standard headings), the contact details, and the dated roles
 * with the months they cover.
 */

/** Where a sentence sits: a section by its heading, or the block above the first heading. */
export type CvSection = SectionKind | 'header';

export interface CvUnit {
  text: string;
  section: CvSection;
  /** The role (index into `roles`) the sentence belongs to, in an experience section. */
  role: number | null;
  /** Printed as a bullet point: a duty or an achievement, not a title or a list entry. */
  bullet: boolean;
  /**
   * A role's title, employer or dates line, or a short line at the top under the name: what the
   * person was called, which on its own shows no skill.
   */
  title: boolean;
}

export interface CvRole {
  /** The role as the CV titles it: "Senior Backend Engineer, Acme Corp". */
  label: string;
  /** The dates as printed: "Jan 2019 – Present". */
  dates: string;
  start: number;
  end: number;
}

export interface SkillPlace {
  unit: number;
  index: number;
  end: number;
}

export interface CvReading {
  units: CvUnit[];
  /** The standard sections found, each once, in the CV's order. */
  headings: SectionKind[];
  email: string | null;
  phone: string | null;
  roles: CvRole[];
  /** Months the dated roles cover, overlaps counted once; null without any dated role. */
  months: number | null;
  words: number;
  /** Date-like text no reader parses ("Q3 '19", "03/19"), as printed. */
  unreadDates: string[];
  /** Each skill of the vocabulary the CV names, with every sentence that names it. */
  skills: Map<string, SkillPlace[]>;
}

const BULLET = /^[\s•·*▪◦●○■□➢►✓✔‣⁃–-]+/;
const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/;
/** Digits with the separators phones use; checked further in `phoneIn`. */
const PHONE = /(?:\+\d{1,3}[\s.-]?)?(?:\(\d{1,5}\)[\s.-]?)?\d[\d\s.-]{6,16}\d/g;
const UNREAD_DATE =
  /(?:^|[\s(|,])((?:['’]\d{2}|Q[1-4]\s*['’]?\d{2,4}|(?:0?[1-9]|1[0-2])\/\d{2})(?:\s*[–—-]\s*(?:['’]\d{2}|Q[1-4]\s*['’]?\d{2,4}|(?:0?[1-9]|1[0-2])\/\d{2}|present|current))?)(?=$|[\s),|])/gi;

function phoneIn(text: string): string | null {
  for (const match of allMatches(PHONE, text)) {
    const candidate = match[0].trim();
    const digits = candidate.replace(/\D/g, '');
    // Two years with a dash ("2016 - 2018") and long numbers are not phones.
    if (digits.length < 9 || digits.length > 15) continue;
    if (/^(?:19|20)\d{2}\s*[-–.]\s*(?:19|20)\d{2}$/.test(candidate)) continue;
    return candidate;
  }
  return null;
}

/** Headings CVs use that the import's table leaves out, as it has no need of them. */
const MORE_HEADINGS: Record<string, SectionKind> = {
  'personal profile': 'summary',
  'career profile': 'summary',
  'profile summary': 'summary',
  'professional history': 'experience',
  'employment experience': 'experience',
  'key skills and competencies': 'skills',
  'licences and certifications': 'certifications',
  'licences & certifications': 'certifications',
  'certificates and training': 'certifications',
};

const sectionOfText = (text: string) =>
  sectionOf({ text, size: 0, heading: false, bold: false, cells: [] }) ??
  MORE_HEADINGS[
    text
      .toLowerCase()
      .replace(/[:|•·_*#]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
  ] ??
  null;

/**
 * A line's section when it is a heading. Two known headings joined ("Education & Qualifications",
 * "Skills and Training") are the first one's section.
 */
function headingOf(text: string): SectionKind | null {
  const kind = sectionOfText(text);
  if (kind || wordCount(text) > 5) return kind;
  const parts = text.split(/\s*(?:&|\/|\band\b|\+)\s*/i).filter(Boolean);
  if (parts.length < 2 || !parts.every((part) => sectionOfText(part))) return null;
  return sectionOfText(parts[0]!);
}

/** Sentences of a line: a summary paragraph is several, a bullet usually one. */
const sentences = (text: string) =>
  text
    .split(/(?<=[a-z0-9)%][.!?])\s+(?=[A-Z])/)
    .map((s) => s.trim())
    .filter(Boolean);

interface Line {
  text: string;
  section: CvSection;
  bullet: boolean;
  /** A blank line or a heading came before it. */
  fresh: boolean;
}

/** Lines as written, with a line wrapped by the PDF ("…serving 2M" + "requests a day") joined. */
function logicalLines(text: string): { lines: Line[]; headings: SectionKind[] } {
  const lines: Line[] = [];
  const headings: SectionKind[] = [];
  let section: CvSection = 'header';
  let fresh = true;
  for (const raw of text.replace(/\r/g, '').split('\n')) {
    const trimmed = squeeze(raw.replace(/\u00A0/g, ' '));
    if (!trimmed) {
      fresh = true;
      continue;
    }
    const kind = headingOf(trimmed);
    if (kind) {
      section = kind;
      if (!headings.includes(kind)) headings.push(kind);
      fresh = true;
      continue;
    }
    const bullet = BULLET.test(trimmed) && !/^[-–]\s*\d/.test(trimmed);
    const body = bullet ? trimmed.replace(BULLET, '') : trimmed;
    const previous = lines[lines.length - 1];
    // A bullet wrapped by the PDF goes on in lower case, or with a number ("… at p99 under" +
    // "40 ms."), but a dates line under a title is not a wrapped title.
    if (
      previous &&
      !fresh &&
      !bullet &&
      previous.section === section &&
      !/[.!?:]$/.test(previous.text) &&
      wordCount(previous.text) >= 4 &&
      (/^[a-z(&]/.test(body) ||
        (previous.bullet &&
          /^\d/.test(body) &&
          !findDateRange(body) &&
          wordCount(previous.text) >= 6))
    ) {
      previous.text = `${previous.text} ${body}`;
      continue;
    }
    lines.push({ text: body, section, bullet, fresh });
    fresh = false;
  }
  return { lines, headings };
}

const LOCATION_ONLY =
  /^(?:remote|hybrid|on-?site|[A-Z][\w.'-]+(?: [A-Z][\w.'-]+)?,\s*[A-Z][\w.'-]+(?: [A-Z][\w.'-]+)?)$/i;

const tidyLabel = (text: string) =>
  squeeze(
    text
      .replace(/\s*(?:[|•·]|\s[–—-]\s|\t)\s*/g, ', ')
      .replace(/[()]/g, ' ')
      .replace(/\s*,\s*(?:,\s*)+/g, ', '),
  ).replace(/^[,\s]+|[,\s]+$/g, '');

/** Whether a line may be a role's title or employer above its dates. */
const titleLike = (line: Line) =>
  !line.bullet && wordCount(line.text) <= 10 && !/[.!?]$/.test(line.text);

export function readCv(text: string, today: string): CvReading {
  const { lines, headings } = logicalLines(text);
  const hasExperience = headings.includes('experience');
  const now = monthIndex(today) ?? 0;

  const roles: CvRole[] = [];
  const roleOfLine: (number | null)[] = lines.map(() => null);
  const claimed = new Set<number>();
  let current: number | null = null;
  let lastSection: CvSection | null = null;
  lines.forEach((line, i) => {
    if (line.section !== lastSection) current = null;
    lastSection = line.section;
    const counted = hasExperience
      ? line.section === 'experience'
      : line.section !== 'education' &&
        line.section !== 'certifications' &&
        degreeLevelIn(line.text).level < 0 &&
        !/\b(?:university|college|school|academy)\b/i.test(line.text);
    const range = counted && !line.bullet ? findDateRange(line.text) : null;
    const start = monthIndex(firstDayOf(range?.start));
    const end = range?.current ? now : monthIndex(firstDayOf(range?.end));
    const rest = range ? tidyLabel(line.text.replace(range.text, ' ')) : '';
    if (
      range &&
      start !== null &&
      end !== null &&
      end >= start &&
      start <= now &&
      wordCount(rest) <= 14
    ) {
      const titled = wordCount(rest) >= 2 && !LOCATION_ONLY.test(rest);
      // The title or employer printed on lines of their own above the dates: two lines at most
      // when the dates line has no title, one (and only where a block starts) when it has.
      const above: number[] = [];
      for (let j = i - 1; j >= 0 && above.length < (titled ? 1 : 2); j -= 1) {
        const prior = lines[j]!;
        if (prior.section !== line.section || claimed.has(j) || !titleLike(prior)) break;
        above.unshift(j);
        if (prior.fresh) break;
      }
      if (titled && above.length) {
        const j = above[0]!;
        const before = lines[j - 1];
        const startsBlock =
          lines[j]!.fresh ||
          !before ||
          before.bullet ||
          claimed.has(j - 1) ||
          before.section !== line.section;
        if (!startsBlock) above.length = 0;
      }
      for (const j of above) {
        claimed.add(j);
        roleOfLine[j] = roles.length;
      }
      const label = [...above.map((j) => tidyLabel(lines[j]!.text)), ...(rest ? [rest] : [])];
      claimed.add(i);
      roles.push({
        label: label.join(', ') || range.text.trim(),
        dates: squeeze(range.text),
        start,
        end: Math.min(end, now),
      });
      current = roles.length - 1;
    }
    roleOfLine[i] ??= line.section === 'experience' || !hasExperience ? current : null;
  });

  const units: CvUnit[] = [];
  lines.forEach((line, i) => {
    const section: CvSection =
      line.section !== 'skills' && /^(?:technical |key |core )?skills\s*:/i.test(line.text)
        ? 'skills'
        : line.section;
    const role = section === 'experience' || !hasExperience ? (roleOfLine[i] ?? null) : null;
    const title = claimed.has(i) || (section === 'header' && titleLike(line));
    for (const sentence of sentences(line.text))
      units.push({ text: sentence, section, role, bullet: line.bullet, title });
  });

  // Skills are found once in the whole text, then placed in their sentences.
  const starts: number[] = [];
  let joined = '';
  for (const unit of units) {
    starts.push(joined.length);
    joined += `${maskAddresses(unit.text)}\n`;
  }
  const skills = new Map<string, SkillPlace[]>();
  let u = 0;
  // A CV in German, French or Spanish names its skills in its own words too.
  const mentions = [...skillMentions(joined), ...foreignSkillMentions(joined)].sort(
    (a, b) => a.index - b.index,
  );
  for (const mention of mentions) {
    while (u + 1 < starts.length && starts[u + 1]! <= mention.index) u += 1;
    // The mentions are sorted by place, so the unit pointer only moves forward.
    const places = skills.get(mention.name) ?? [];
    const place = { unit: u, index: mention.index - starts[u]!, end: mention.end - starts[u]! };
    if (!places.some((p) => p.unit === place.unit)) places.push(place);
    skills.set(mention.name, places);
  }

  const covered = new Set<number>();
  for (const role of roles) for (let m = role.start; m <= role.end; m += 1) covered.add(m);

  const unreadDates: string[] = [];
  for (const line of lines) {
    if (line.section === 'education' || line.section === 'certifications') continue;
    for (const match of allMatches(UNREAD_DATE, line.text)) {
      const found = match[1]!.trim();
      if (!unreadDates.includes(found)) unreadDates.push(found);
    }
  }

  const email = EMAIL.exec(text)?.[0] ?? null;
  return {
    units,
    headings,
    email,
    phone: phoneIn(text),
    roles,
    months: roles.length ? covered.size : null,
    words: wordCount(text),
    unreadDates,
    skills,
  };
}
