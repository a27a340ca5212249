/**
 * A posting's blocks split by their headings into what the job does, what it requires and what
 * it would like: one line per bullet, or per sentence where a section is prose.
 */
import type { Block } from './blocks';
import { clean, normal, sentences, straight, unique, words } from './text';

export type SectionKind = 'responsibilities' | 'required' | 'preferred' | 'other';

export interface Sections {
  responsibilities: string[];
  required: string[];
  preferred: string[];
}

/*
 * What headings say, checked in this order: "Preferred qualifications" is preferred before it is
 * a qualification; "What you'll do on our team" and "About you" name the job and the candidate
 * before "our team" or "About …" name the company; "Why you will love it" is a pitch although it
 * says "you will", so the weaker wordings of the job and the candidate come after the pitches.
 */
const PREFERRED =
  /\b(nice[- ]to[- ]haves?|preferred|preferable|bonus|pluses|plus points|desirable|desired|(would|will) be (great|nice|a plus|an advantage|a bonus)|we'?d (love|like)|love it if|good to have|extra (credit|points)|not (required|mandatory)|optional|advantageous|(an )?added advantage|ideally|even better|stand out|icing on the cake)\b/;
const STRONG_RESPONSIBILITIES =
  /\b(responsib\w*|duties|what you('ll| will)( actually| get to)? (do|be doing|work on)|you('ll| will) get to do|day[- ]to[- ]day|accountabilities)\b/;
const STRONG_REQUIRED =
  /\b(requirements?|qualifications?|must[- ]haves?|what you('ll| will)? (bring|need)|what (we're|we are) looking for|ideal candidate|skills)\b/;
const CANDIDATE =
  /^(about you|who you are|you are|you have|you bring|your (profile|background|skills|experience|qualifications|toolbox)|is this you|you might be)\b/;
const OTHER =
  /\b(benefits?|perks|what we offer|we offer|offer you|why (join|work|us|you)|about (us|the (company|team)|[a-z]+ (inc|ltd|gmbh))|who we are|our (values|culture|team|mission|story|company|benefits|offer|perks|commitment|pledge)|compensation|salary|pay( range)?|how to apply|to apply|apply\b|application|equal (opportunity|employment)|the way we work|company description|life at|working (at|here)|diversity|inclusion|interview|hiring process|recruitment process|location|work hours|start date|contact|culture|summary|overview|disclaimer|privacy|share this|similar jobs|related jobs)\b/;
const RESPONSIBILITIES =
  /\b(responsibilit(y|ies)|responsible for|what you('ll| will)( actually| get to)? (do|be doing|work on|build|own|achieve|accomplish)|you('ll| will) get to|get to do|the role|the job|the position|about the (role|job|position|opportunity)|role description|duties|your (role|mission|impact|day|job|tasks|work|responsibilities)|day[- ]to[- ]day|what the (job|role) (involves|entails)|in this role|key (tasks|accountabilities|areas)|accountabilities|tasks|the opportunity|what's the job|what we need you to do|how you('ll| will) contribute|you will be|what you will be doing|scope)\b/;
const REQUIRED =
  /\b(requirements?|required|qualifications?|what you('ll| will)? (bring|need|have)|what (we|we're|we are) (looking for|seeking|need|expect)|who (we're|we are) looking for|looking for|the ideal candidate|ideal candidate|must[- ]haves?|must have|skills|experience|competenc(y|ies)|prerequisites|knowledge|essential|minimum|basic qualifications|what it takes|candidate profile|you('ll)? (thrive|succeed|be successful|excel)|you (bring|have|need|should have|will have)|your (profile|background|skills|experience)|about you|who you are|education|what (you need|is needed|we require)|if you (have|are|bring))\b/;

/** Headings that are headings even when written as an ordinary line ("Requirements"). */
const PLAIN_HEADING =
  /^(?:(?:key|main|your|the|our|core|general|additional|minimum|basic|preferred|required|desired|technical|essential|job|role) )?(?:responsibilities|requirements|qualifications|duties|tasks|skills|experience|benefits|perks|summary|overview|education|compensation|salary|location|description|about (?:you|us|the (?:role|job|team|company|position))|who you are|who we are|what you(?:'ll| will) (?:do|bring|need)|what we offer|nice to haves?|must haves?|bonus(?: points)?|(?:the )?(?:role|job|position|opportunity)|(?:requirements|skills|qualifications) (?:and )?(?:qualifications|experience|requirements|skills))$/;

/** What a heading's words say its section is; null when they say nothing known. */
export function headingKind(heading: string): SectionKind | null {
  const text = straight(heading)
    .toLowerCase()
    .replace(/[^a-z0-9'&/+ -]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (!text) return null;
  if (PREFERRED.test(text)) return 'preferred';
  if (STRONG_RESPONSIBILITIES.test(text)) return 'responsibilities';
  if (CANDIDATE.test(text) || STRONG_REQUIRED.test(text)) return 'required';
  if (OTHER.test(text)) return 'other';
  if (RESPONSIBILITIES.test(text)) return 'responsibilities';
  if (REQUIRED.test(text)) return 'required';
  return null;
}

/**
 * A line in capitals ("WHAT WE OFFER") is a plain-text heading; a short run of acronyms ("SQL")
 * or a list of them ("AWS, GCP") is not.
 */
function isAllCaps(text: string): boolean {
  const letters = text.replace(/[^\p{L}]/gu, '');
  return (
    letters.length >= 6 &&
    letters === letters.toUpperCase() &&
    letters !== letters.toLowerCase() &&
    !text.includes(',') &&
    /\p{L}{4,}/u.test(text) &&
    !/[.!]$/.test(text)
  );
}

interface Heading {
  kind: SectionKind;
  level: number | undefined;
}

/**
 * Whether a block is a heading, and of what. Marked headings (h1–h6, `#`) and short bold lines
 * are; so is a short line ending in a colon ("Skills and Experience:"), and a line of a few words
 * that names a known section ("Requirements"). Anything else is content.
 */
function asHeading(block: Block): Heading | null {
  const count = words(block.text);
  const kind = headingKind(block.text);
  if (block.kind === 'heading') {
    return count <= 20 ? { kind: kind ?? 'other', level: block.level } : null;
  }
  if (block.kind !== 'line') return null;
  if (block.bold && count <= 12 && !/[.!]$/.test(block.text)) {
    return { kind: kind ?? 'other', level: undefined };
  }
  if (/:$/.test(block.text) && count <= 12) return { kind: kind ?? 'other', level: undefined };
  if (isAllCaps(block.text) && count <= 8) return { kind: kind ?? 'other', level: undefined };
  const bare = block.text.replace(/[:?]$/, '');
  if (kind && count <= 6 && PLAIN_HEADING.test(normal(bare))) {
    return { kind, level: undefined };
  }
  return null;
}

/**
 * A requirement line that says it is only wished for: "… is a plus", "Bonus: …", "… (preferred)",
 * "Ideally, …". A "preferably" or "ideally" in the middle of a line qualifies a part of a real
 * requirement ("BS degree, preferably in Computer Science"), so only the line's start or end
 * counts for those.
 */
const PREFERRED_LINE =
  /\b(is|are|would be|will be|as) (a |an )?(big |huge |strong |great |definite |real |nice )?(plus|bonus|advantage|asset)\b|\ba (big |huge |strong |definite )?plus\b|\bnice[- ]to[- ]have\b|^(bonus|plus|ideally|preferably|preferred|nice to have|desirable|optional)\b|\b(preferred|desirable|desired|advantageous|optional)\W*$|\((preferred|a plus|nice to have|bonus|optional|desirable)\)|\bbonus points?\b|\bnot (required|mandatory)\b/i;

/** A line that says something is not asked for is no requirement to match. */
const NOT_ASKED =
  /\b(no|not|without)\b.{0,40}\b(formal|required|requirements?|necessary|needed)\b/i;

/** Bullet characters and numbering that survived into an item's text. */
function tidy(line: string): string {
  return clean(line.replace(/^(?:[-*+•·▪◦‣∙●○■□➢➤►▸✓✔]|\d{1,2}[.)])\s+/, '').replace(/[;,]$/, ''));
}

/** A section's lines: its items when it has a list, else its lines cut into sentences. */
function sectionLines(blocks: Block[]): string[] {
  const items = blocks.filter((block) => block.kind === 'item');
  const chosen = items.length > 0 ? items : blocks;
  const lines: string[] = [];
  for (const block of chosen) {
    if (block.kind !== 'item' && block.text.length > 160) lines.push(...sentences(block.text));
    else lines.push(block.text);
  }
  return lines.map(tidy).filter((line) => line.length > 1 && /[a-z]/i.test(line));
}

export interface SplitResult extends Sections {
  /** How many headings named a responsibilities, requirements or preferred section. */
  known: number;
}

export function splitSections(blocks: Block[]): SplitResult {
  const groups: { kind: SectionKind | 'intro'; blocks: Block[] }[] = [];
  let current: { kind: SectionKind | 'intro'; blocks: Block[] } = { kind: 'intro', blocks: [] };
  groups.push(current);
  // The headings above the current one, for an unknown sub-heading to inherit its parent's kind.
  const parents: Heading[] = [];
  let known = 0;
  for (const block of blocks) {
    const heading = asHeading(block);
    if (!heading) {
      current.blocks.push(block);
      continue;
    }
    const level = heading.level;
    while (level !== undefined && parents.length > 0) {
      const top = parents.at(-1)!;
      if (top.level !== undefined && top.level < level) break;
      parents.pop();
    }
    let kind = heading.kind;
    const parent = parents.at(-1);
    if (
      kind === 'other' &&
      headingKind(block.text) === null &&
      level !== undefined &&
      parent?.level !== undefined &&
      parent.level < level
    ) {
      kind = parent.kind;
    }
    if (level !== undefined) parents.push({ kind, level });
    if (kind !== 'other') known += 1;
    current = { kind, blocks: [] };
    groups.push(current);
  }

  const result: SplitResult = { responsibilities: [], required: [], preferred: [], known };
  for (const group of groups) {
    if (group.kind === 'intro' || group.kind === 'other') continue;
    for (const line of sectionLines(group.blocks)) {
      if (group.kind === 'required') {
        if (NOT_ASKED.test(line) && !PREFERRED_LINE.test(line)) continue;
        if (PREFERRED_LINE.test(line)) result.preferred.push(line);
        else result.required.push(line);
      } else {
        result[group.kind].push(line);
      }
    }
  }
  result.responsibilities = unique(result.responsibilities);
  result.required = unique(result.required);
  result.preferred = unique(result.preferred);
  return result;
}

/** Lines given as a list already (JSON-LD `qualifications`, `skills`…), tidied. */
export function listLines(lines: string[]): string[] {
  return unique(lines.map(tidy).filter(Boolean));
}

/** Whether a requirement line only wishes for something. */
export function isPreferredLine(line: string): boolean {
  return PREFERRED_LINE.test(clean(line));
}
