/**
 * Title, company and location out of what a page or a text says about itself: its title line
 * ("Acme hiring Senior Engineer in Springfield | LinkedIn"), labelled fields ("Location: …"),
 * and the ways postings name their company ("About Acme", "Acme is a …").
 */
import type { Block } from './blocks';
import { clean, decodeEntities, normal, straight, words } from './text';

export interface Fields {
  title: string | null;
  company: string | null;
  location: string | null;
}

/** Sites that publish other companies' postings: their name is never the employer. */
const BOARDS =
  /^(linkedin|indeed|glassdoor|greenhouse|lever|workable|workday|myworkdayjobs|smartrecruiters|ashby|ashbyhq|recruitee|personio|stepstone|monster|ziprecruiter|seek|welcome to the jungle|otta|wellfound|angellist|angel ?list|dice|careerbuilder|simplyhired|jobvite|bamboohr|breezy|teamtailor|jobs|careers|career|job board|jobboard|hacker news|remoteok|remote ok|we work remotely|xing|reed|totaljobs|naukri|builtin|built in)(\.[a-z.]+)?$/i;

export function isBoard(name: string): boolean {
  return BOARDS.test(clean(name).replace(/^www\./i, ''));
}

/** Words that name a job, for telling "Senior Engineer at Acme" from "Life at Acme". */
const ROLE =
  /\b(engineer|developer|programmer|manager|designer|scientist|analyst|architect|lead|director|head|specialist|consultant|administrator|intern|internship|officer|coordinator|associate|assistant|technician|writer|editor|researcher|recruiter|accountant|representative|executive|owner|sre|devops|tester|strategist|advocate|marketer|nurse|teacher|lecturer|professor|fellow|postdoc|bioinformatician|statistician|mathematician|physician|clinician|product|support|sales|operator|agent|partner|counsel|attorney|paralegal|chef|driver|mechanic|electrician|apprentice|trainee|graduate|student|principal|staff|senior|junior)\b/i;

export function looksLikeRole(text: string): boolean {
  return ROLE.test(text) && words(text) <= 14;
}

const SEGMENTS = /\s+[|·•»]\s+/;
const DASHES = /\s+[-–—]\s+/;

/**
 * A job title as a page's title line gives it, without what sites add: " | LinkedIn",
 * " - Indeed.com", " – Careers", "Job Description", "Job Application for". `drop` names
 * what else may be added (the site's or the company's name, the location).
 */
export function cleanTitle(
  raw: string | null | undefined,
  drop: (string | null)[] = [],
): string | null {
  if (!raw) return null;
  const dropped = new Set(drop.filter((name): name is string => !!name).map(normal));
  // A segment that is only a domain ("Indeed.com"), not one that holds a name ("ASP.NET Developer").
  const unwanted = (segment: string) =>
    isBoard(segment) ||
    dropped.has(normal(segment)) ||
    /^(www\.)?[\w-]+(\.[\w-]+)*\.(com|net|org|io|co|jobs)(\.[a-z]{2})?$/i.test(segment.trim());
  // A title line is short; a hostile one is cut before any pattern runs over it.
  let text = clean(decodeEntities(raw.slice(0, 500)));
  let parts = text.split(SEGMENTS).filter((part) => !unwanted(part));
  text = parts[0] ?? '';
  parts = text.split(DASHES);
  while (parts.length > 1 && unwanted(parts.at(-1)!)) parts.pop();
  while (parts.length > 1 && unwanted(parts[0]!)) parts.shift();
  text = parts.join(' - ');
  text = text
    .replace(
      /^(job application for|apply for|careers?\s*:|jobs?\s*:|vacancy\s*:|(now |we'?re |we are )?hiring\s*:|job opening\s*:|position\s*:)\s*/i,
      '',
    )
    .replace(
      /\s*[-–—:]?\s*\b(job\s+desc\w*|job\s+(posting|opening|offer|advert|ad)|job|jobs|vacancy|career|careers)\s*$/i,
      // "Head of Careers" keeps its last word: a title does not end in "of".
      (suffix, _word, _kind, offset: number, whole: string) =>
        /\b(of|for|and|&|in|to)$/i.test(whole.slice(0, offset).trim()) ? suffix : '',
    )
    .replace(/[\s|:–—-]+$/, '');
  text = clean(text);
  if (!text || words(text) > 16 || isBoard(text)) return null;
  return text;
}

/**
 * What a title line says in one of the job boards' set phrasings: "<company> hiring <title> in
 * <location>" (LinkedIn), "Job Application for <title> at <company>" (Greenhouse).
 */
export function titlePhrase(raw: string | null | undefined): Partial<Fields> {
  if (!raw) return {};
  const line = clean(decodeEntities(raw.slice(0, 500))).split(SEGMENTS)[0] ?? '';
  // The place is what follows the last " in ", so "Engineer in Test in Berlin" keeps its title.
  const hiring = /^(.{1,80}?) (?:is )?hiring (?:an? )?(.+?)(?: in ((?:(?! in ).)+))?$/i.exec(line);
  if (hiring && !/^(we|we'?re|now|is)$/i.test(hiring[1]!)) {
    const [, company, title, location] = hiring;
    return {
      company: clean(company!),
      title: clean(title!),
      location: location ? clean(location) : null,
    };
  }
  const application = /^job application for (.+) at (.+)$/i.exec(line);
  if (application) return { title: clean(application[1]!), company: clean(application[2]!) };
  return {};
}

const COMPANY_LABEL =
  /^((?:company|employer|organi[sz]ation|institution|hiring (?:company|organi[sz]ation)|company name|client)(?:\s*\/\s*(?:company|employer|organi[sz]ation|institution))?)\s*:\s*(.*)$/i;
const LOCATION_LABEL =
  /^((?:job |work |office |primary )?location(?:s)?|based in|place of work|work place|workplace|city|where)\s*:\s*(.*)$/i;
const TITLE_LABEL = /^((?:job |position |role )?title|position|role|job)\s*:\s*(.*)$/i;

/** A labelled field's value: after the colon, or on the next line when the label is alone. */
function labelled(blocks: Block[], label: RegExp): string | null {
  for (let index = 0; index < blocks.length; index += 1) {
    const match = label.exec(blocks[index]!.text);
    if (!match) continue;
    const value = clean(match[2] ?? '');
    if (value && words(value) <= 12) return value.replace(/[.;]$/, '');
    const next = blocks[index + 1]?.text;
    if (!value && next && words(next) <= 12 && !/:$/.test(next) && !/^[^:]{1,30}:/.test(next)) {
      return next.replace(/[.;]$/, '');
    }
  }
  return null;
}

export function labelledFields(blocks: Block[]): Partial<Fields> {
  return {
    title: labelled(blocks, TITLE_LABEL),
    company: labelled(blocks, COMPANY_LABEL),
    location: labelled(blocks, LOCATION_LABEL),
  };
}

const NOT_A_NAME =
  /^(this|that|these|the|it|we|our|you|your|there|here|who|what|he|she|they|each|every|any|all|a|an|my|his|her|its|their|one|if|when|as|in|at|for|to)$/i;

/** A name as a company writes itself: capitalised words, "&", "of" or "de" between them. */
const NAME = String.raw`[A-Z0-9][\w&.'’+-]*(?:\s+(?:[A-Z0-9][\w&.'’+-]*|of|and|&|for|de|la|du|der|von))*`;

function asName(candidate: string | undefined): string | null {
  if (!candidate) return null;
  const name = clean(candidate).replace(/[.,:;!]+$/, '');
  const first = name.split(' ')[0] ?? '';
  if (!name || NOT_A_NAME.test(first) || words(name) > 5) return null;
  return name;
}

/**
 * The company as the text names it: the heading "About Acme" (not "About you" or "About the
 * role"), then the opening "Acme is a …" or "At Acme, we …" of a paragraph.
 */
export function companyFromText(blocks: Block[]): string | null {
  for (const block of blocks) {
    const about = new RegExp(`^about\\s+(?:the\\s+)?(${NAME})\\s*[:!.]?$`).exec(block.text);
    if (about && words(block.text) <= 6) {
      const name = asName(about[1]);
      if (name && !/^(us|you|role|job|team|company|position|opportunity|me)$/i.test(name))
        return name;
    }
  }
  for (const block of blocks) {
    // A company introduces itself in a paragraph; a short line "Go is a plus" is a requirement.
    if (block.kind !== 'line' || words(block.text) < 10) continue;
    const text = straight(block.text);
    const intro = new RegExp(
      `^(${NAME})\\s+(?:is|are)\\s+(?:(?:a|an|the|one)\\s+(?!plus|must|bonus|big plus|nice)|building\\b|on a mission\\b)`,
    ).exec(text);
    const at = new RegExp(`^At\\s+(${NAME}),\\s+(?:we|our)\\b`).exec(text);
    const name = asName(intro?.[1]) ?? asName(at?.[1]);
    if (name) return name;
  }
  return null;
}

/** "Remote" when the text says the job is done remotely, as a whole. */
export function remoteFromText(text: string): string | null {
  return /\b(fully|100\s?%|completely|entirely|full[- ]time) remote\b|\bremote[- ](first|only)\b|\b(position|role|job) is (fully |100\s?% |completely )?remote\b|\bwork from anywhere\b/i.test(
    text,
  )
    ? 'Remote'
    : null;
}

/** A short line that is only a work mode or a place ("Remote", "Hybrid – Berlin"). */
export function isWorkModeLine(text: string): boolean {
  return /^(remote|hybrid|on[- ]?site|anywhere|worldwide)\b/i.test(text) && words(text) <= 8;
}
