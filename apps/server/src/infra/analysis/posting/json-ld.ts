/**
 * schema.org JobPosting data, as job boards and applicant tracking systems embed it for search
 * engines: the most reliable source of a posting's title, employer and place when a page has it.
 */
import { htmlBlocks, textBlocks, type Block } from './blocks';
import { parseFragment } from './dom';
import type { Fields } from './fields';
import {
  asksNothing,
  isNotAsked,
  isPreferredLine,
  listLines,
  splitSections,
  type SplitResult,
} from './sections';
import { clean, decodeEntities, sentences, unique } from './text';

type Json = unknown;
type JsonObject = Record<string, Json>;

const isObject = (value: Json): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const asArray = (value: Json): Json[] =>
  Array.isArray(value) ? value : value === undefined || value === null ? [] : [value];

// The "+" of the type is sometimes written as a character reference ("ld&#x2B;json"), which a
// browser reads as the same attribute.
const SCRIPT_OPEN =
  /<script\b[^>]*\btype\s*=\s*["']?application\/ld(?:\+|&#x0*2b;|&#0*43;|&plus;)json\b[^>]*>/
    .source;

/**
 * The bodies of the page's JSON-LD scripts. Each open tag is paired with the next close tag by a
 * plain search, so a page of unclosed tags costs one pass, not one per tag.
 */
export function jsonLdScripts(html: string): string[] {
  const bodies: string[] = [];
  const lower = html.toLowerCase();
  const opening = new RegExp(SCRIPT_OPEN, 'gi');
  for (let open = opening.exec(html); open; open = opening.exec(html)) {
    const start = open.index + open[0].length;
    const end = lower.indexOf('</script', start);
    if (end < 0) break;
    bodies.push(html.slice(start, end));
    opening.lastIndex = end;
  }
  return bodies;
}

/**
 * JSON as pages write it, which is not always JSON: wrapped in an HTML comment or CDATA, with raw
 * line breaks inside strings, trailing commas, or several objects one after the other. Each
 * repair is tried in turn; a block none of them saves is skipped.
 */
export function parseLenient(source: string): Json | undefined {
  const text = source
    .trim()
    .replace(/^(?:\/\/\s*)?<!--/, '')
    .replace(/(?:\/\/\s*)?-->$/, '')
    .trim()
    .replace(/^(?:\/\/\s*)?<!\[CDATA\[/, '')
    .replace(/(?:\/\/\s*)?\]\]>$/, '')
    .trim()
    .replace(/;$/, '');
  if (!text) return undefined;
  // Raw line breaks and tabs inside strings are not JSON; outside strings they are spaces anyway.
  const flat = text.replace(/[\n\r\t\f\v]+/g, ' ');
  const noTrailing = flat.replace(/,\s*([}\]])/g, '$1');
  for (const attempt of [text, flat, noTrailing, `[${noTrailing.replace(/}\s*{/g, '},{')}]`]) {
    try {
      return JSON.parse(attempt) as Json;
    } catch {
      // The next repair.
    }
  }
  return undefined;
}

function isJobPosting(value: JsonObject): boolean {
  return asArray(value['@type']).some(
    (type) => typeof type === 'string' && /(^|[/:#])jobposting$/i.test(type.trim()),
  );
}

/**
 * Every JobPosting in a JSON-LD value, wherever it sits: in an array, in `@graph`, or inside
 * another item (a WebPage's `mainEntity`). The walk is bounded: a hostile block cannot make it
 * run away.
 */
export function findJobPostings(root: Json): JsonObject[] {
  const found: JsonObject[] = [];
  const stack: { value: Json; depth: number }[] = [{ value: root, depth: 0 }];
  let visited = 0;
  while (stack.length > 0 && visited < 20_000) {
    const { value, depth } = stack.pop()!;
    visited += 1;
    if (depth > 12) continue;
    if (Array.isArray(value)) {
      for (const item of value) stack.push({ value: item, depth: depth + 1 });
    } else if (isObject(value)) {
      if (isJobPosting(value)) found.push(value);
      for (const item of Object.values(value)) {
        if (typeof item === 'object' && item !== null)
          stack.push({ value: item, depth: depth + 1 });
      }
    }
  }
  return found.reverse();
}

/** A text value: a string, a number, or an object's `name`, with its character references decoded. */
function textValue(value: Json): string | null {
  for (const item of asArray(value)) {
    if (typeof item === 'string' || typeof item === 'number') {
      const text = clean(decodeEntities(String(item)));
      if (text) return text;
    } else if (isObject(item)) {
      const name = textValue(item.name);
      if (name) return name;
    }
  }
  return null;
}

function place(value: Json): string | null {
  if (typeof value === 'string') return clean(value) || null;
  if (!isObject(value)) return null;
  for (const address of asArray(value.address)) {
    if (typeof address === 'string' && clean(address)) return clean(address);
    if (!isObject(address)) continue;
    // The postcode stays with its region ("VIC 3124"), as addresses are written.
    const region = [textValue(address.addressRegion), textValue(address.postalCode)]
      .filter(Boolean)
      .join(' ');
    const parts = [
      textValue(address.addressLocality),
      region,
      textValue(address.addressCountry),
    ].filter((part): part is string => !!part);
    if (parts.length > 0) return unique(parts).join(', ');
  }
  return textValue(value.name);
}

/**
 * The posting's place: its addresses ("Locality, Region, Country"), and "Remote" for a
 * telecommuting job, with the countries it takes applicants from when it names them.
 */
function location(posting: JsonObject): string | null {
  const places = unique(
    asArray(posting.jobLocation)
      .map(place)
      .filter((text): text is string => !!text),
  );
  const remote = asArray(posting.jobLocationType).some(
    (type) => typeof type === 'string' && /telecommute|remote/i.test(type),
  );
  if (!remote) return places.length > 0 ? places.join('; ') : null;
  const from = unique(
    asArray(posting.applicantLocationRequirements)
      .map(textValue)
      .filter((text): text is string => !!text),
  );
  return [from.length > 0 ? `Remote (${from.join(', ')})` : 'Remote', ...places].join('; ');
}

const looksHtml = (text: string) => /<\/?[a-z][a-z0-9]*\b[^>]*>/i.test(text);

/** A text field's blocks: HTML markup read as a page's, plain text as lines and bullets. */
function blocksOf(value: string): Block[] {
  // Some sites escape the markup once more ("&lt;p&gt;"): it is still markup.
  const text = !looksHtml(value) && /&lt;\/?[a-z]/i.test(value) ? decodeEntities(value) : value;
  return looksHtml(text) ? htmlBlocks(parseFragment(text)) : textBlocks(decodeEntities(text));
}

/** A list field (`qualifications`, `skills`…) as lines: strings, lists, or items with a name. */
function lines(value: Json): string[] {
  const out: string[] = [];
  for (const item of asArray(value)) {
    if (typeof item === 'string') {
      out.push(...blocksOf(item).map((block) => block.text));
    } else if (isObject(item)) {
      const text = textValue(item.name) ?? textValue(item.description);
      if (text) out.push(text);
    }
  }
  return listLines(out);
}

/**
 * A long data line cut into its sentences, also where the site glued them ("gratifiant.Vous",
 * "Information" + "Rémunération" run together without a space).
 */
function sentencesOfLine(line: string): string[] {
  if (line.length <= 160) return [line];
  const spaced = line.replace(/([\p{Ll})])\.(?=\p{Lu})/gu, '$1. ');
  return sentences(spaced);
}

export interface JobPostingReading extends Fields {
  blocks: Block[];
  sections: SplitResult;
  /** Years from `monthsOfExperience`, when the data gives them as a number. */
  years: number | null;
  /** Lines the data gives outside the description, for the posting's text. */
  extra: string[];
}

export function readJobPosting(posting: JsonObject): JobPostingReading {
  const description = textValue(posting.description) ? String(asArray(posting.description)[0]) : '';
  const blocks = description ? blocksOf(description) : [];
  const sections = splitSections(blocks);

  let years: number | null = null;
  const experience: string[] = [];
  for (const item of asArray(posting.experienceRequirements)) {
    if (typeof item === 'string') experience.push(...lines(item));
    else if (isObject(item)) {
      const months = Number(item.monthsOfExperience);
      if (Number.isFinite(months) && months > 0) {
        const value = Math.round((months / 12) * 10) / 10;
        years = years === null ? value : Math.min(years, value);
      }
      const text = textValue(item.description);
      if (text) experience.push(text);
    }
  }
  const stated = [
    ...lines(posting.qualifications),
    ...experience,
    ...lines(posting.educationRequirements),
  ];
  // A board's `skills` are often its own tags (a sector, a trait it files the job under): they
  // stand in for the requirements only where neither the description nor the data states any.
  const asked = [
    ...stated,
    ...(sections.required.length + sections.preferred.length + stated.length > 0
      ? []
      : lines(posting.skills)),
  ]
    .flatMap(sentencesOfLine)
    .filter((line) => !isNotAsked(line) && !asksNothing(line));
  const responsibilities = lines(posting.responsibilities);
  const merged: SplitResult = {
    known: sections.known,
    responsibilities: unique([...sections.responsibilities, ...responsibilities]),
    required: unique([...sections.required, ...asked.filter((line) => !isPreferredLine(line))]),
    preferred: unique([...sections.preferred, ...asked.filter(isPreferredLine)]),
  };
  return {
    title: textValue(posting.title) ?? textValue(posting.name),
    company: textValue(posting.hiringOrganization),
    location: location(posting),
    blocks,
    sections: merged,
    years,
    extra: unique([...responsibilities, ...asked]),
  };
}

/** The page's JobPosting with the most to say (a page may carry a short one per language). */
export function bestJobPosting(values: Json[]): JsonObject | null {
  let best: JsonObject | null = null;
  let bestScore = -1;
  for (const value of values) {
    for (const posting of findJobPostings(value)) {
      const title = textValue(posting.title) ?? textValue(posting.name);
      const score = (title ? 1_000_000 : 0) + String(posting.description ?? '').length;
      if (score > bestScore) {
        best = posting;
        bestScore = score;
      }
    }
  }
  return best;
}
