import { SKILL_ALIASES, vocabulary } from './knowledge';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** Names so short or common that only their exact spelling counts ("Go", not "go"; "R"). */
const CASE_SENSITIVE = new Set(['Go', 'R', 'C', 'Rust', 'Swift', 'Dart', 'Ruby']);

/**
 * A skill as a pattern on word boundaries that knows the punctuation of skill names: "Java" is
 * not in "JavaScript", "Go" not in "go-to", "C" not in "C-suite", "Node.js" keeps its dot.
 */
export function skillPattern(name: string): RegExp {
  return new RegExp(
    `(?<![\\p{L}\\p{N}+#.-])${escape(name)}(?![\\p{L}\\p{N}+#-])`,
    CASE_SENSITIVE.has(name) ? 'u' : 'iu',
  );
}

/** A skill's canonical name: the vocabulary's spelling, or the alias it stands for, or as given. */
export function canonicalSkill(name: string): string {
  const trimmed = name.trim();
  const lower = trimmed.toLowerCase();
  const alias = SKILL_ALIASES[lower];
  if (alias) return alias;
  return vocabulary().find((known) => known.toLowerCase() === lower) ?? trimmed;
}

/** The vocabulary's skills that a text mentions, in the vocabulary's order. */
export function skillsIn(text: string): string[] {
  const found = new Set<string>();
  for (const name of vocabulary()) if (skillPattern(name).test(text)) found.add(name);
  for (const [alias, canonical] of Object.entries(SKILL_ALIASES)) {
    if (alias.length > 2 && skillPattern(alias).test(text)) found.add(canonical);
  }
  return [...found].sort((a, b) => a.localeCompare(b));
}

/** Bullet-like pieces of a free text: its lines, split further at bullets and semicolons. */
export function bulletsOf(text: string | null | undefined): string[] {
  if (!text) return [];
  return text
    .split(/\r?\n|•|;\s+|\s+-\s+(?=[A-Z])/)
    .map((piece) => piece.replace(/^[\s*·\-–—•]+/, '').trim())
    .filter((piece) => piece.split(/\s+/).length >= 3);
}

export const wordCount = (text: string) =>
  (text.match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu) ?? []).length;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A month index (years × 12 + month) of a 'YYYY-MM-DD' date. */
export function monthIndex(date: string): number {
  const [year, month] = date.slice(0, 7).split('-').map(Number);
  return (year ?? 0) * 12 + ((month ?? 1) - 1);
}

export const monthName = (index: number) => `${MONTHS[index % 12]} ${Math.floor(index / 12)}`;

export const quote = (text: string, max = 140) =>
  `“${text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text}”`;

/** "a, b and c" */
export function listWords(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}
