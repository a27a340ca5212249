import { decodeHTML } from 'entities';
import { foldAccents } from '../../language/normalise';

/** Small text helpers the posting reader shares. */

/** One line of text: spaces collapsed (non-breaking and zero-width ones too), trimmed. */
export function clean(text: string): string {
  return text
    .replace(/[\u200b-\u200d\u2060\ufeff\u00ad]/g, '')
    .replace(/[\s\u00a0\u2000-\u200a\u202f\u205f\u3000]+/g, ' ')
    .trim();
}

/** Lower case, accents and punctuation gone: for comparing two wordings of the same thing. */
export function normal(text: string): string {
  return foldAccents(text.toLowerCase(), 'NFKD')
    .replace(/[’‘`´]/g, "'")
    .replace(/[^a-z0-9+#']+/g, ' ')
    .trim();
}

/** Curly quotes made straight, so patterns need one spelling of "you’ll". */
export function straight(text: string): string {
  return text.replace(/[’‘`´]/g, "'").replace(/[“”]/g, '"');
}

/** Character references in text that was not parsed as HTML (JSON-LD strings, meta values). */
export const decodeEntities = (text: string): string => decodeHTML(text);

// Abbreviations whose full stop does not end a sentence.
const ABBREVIATION =
  /(?:\b(?:e\.g|i\.e|etc|vs|incl|approx|esp|dr|mr|mrs|ms|jr|sr|inc|ltd|co|corp|no|st|dept|min|max)|\b[A-Z](?:\.[A-Z])*)\.$/i;

/** A paragraph cut into sentences, keeping "e.g." and "U.S." inside theirs. */
export function sentences(paragraph: string): string[] {
  const out: string[] = [];
  let current = '';
  for (const piece of paragraph.split(/(?<=[.!?])\s+(?=["“(]?[A-Z0-9])/)) {
    current = current ? `${current} ${piece}` : piece;
    if (!ABBREVIATION.test(current)) {
      out.push(current);
      current = '';
    }
  }
  if (current) out.push(current);
  return out.map(clean).filter(Boolean);
}

/** The list without repeats (by normalised wording), first one kept. */
export function unique(lines: string[]): string[] {
  const seen = new Set<string>();
  return lines.filter((line) => {
    const key = normal(line);
    if (!key || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export function words(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}
