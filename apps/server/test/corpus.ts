import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The shared corpus of real résumés and job postings: it lives beside the repository and is
 * never copied into it. `VITA_CORPUS_DIR` points elsewhere; a clone without it skips what needs it.
 */
const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
export const CORPUS_DIR = process.env.VITA_CORPUS_DIR ?? join(repoRoot, '..', 'shared', 'corpus');
export const CORPUS_MANIFEST = join(CORPUS_DIR, 'manifest.json');

/** The manifest's items (each with its `kind`, `file` and ground truth), or null without a corpus. */
export function corpusItems<Item>(): Item[] | null {
  if (!existsSync(CORPUS_MANIFEST)) return null;
  return (JSON.parse(readFileSync(CORPUS_MANIFEST, 'utf8')) as { items: Item[] }).items;
}

/** Text reduced for comparing with the ground truth: lower case, no accents, words only. */
export const normaliseForComparison = (text: string | null | undefined) =>
  (text ?? '')
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
