/**
 * A PDF read back the way recruiters' software reads it (pdf.js): the text in content order,
 * each page's rows top to bottom, the link annotations and the metadata.
 */
import { openPdf } from '../src/infra/documents/extract/pdf';

export interface Row {
  y: number;
  text: string;
}

export interface ReadPdf {
  /** The text in content order, as pdf.js gives it (what most parsers start from). */
  text: string;
  /** Each page's rows, top to bottom (pieces on one baseline joined). */
  pages: { width: number; height: number; rows: Row[] }[];
  links: string[];
  title: unknown;
  author: unknown;
}

export async function readPdf(bytes: Uint8Array): Promise<ReadPdf> {
  // pdf.js may take the buffer over: it gets a copy.
  const document = await openPdf(new Uint8Array(bytes));
  try {
    let text = '';
    const pages: ReadPdf['pages'] = [];
    const links: string[] = [];
    for (let number = 1; number <= document.numPages; number += 1) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      const pieces: { x: number; y: number; str: string }[] = [];
      for (const item of content.items) {
        if (!('str' in item)) continue;
        text += item.str + (item.hasEOL ? '\n' : '');
        const transform = item.transform as number[];
        if (item.str.trim()) pieces.push({ x: transform[4]!, y: transform[5]!, str: item.str });
      }
      text += '\n';
      const rows: Row[] = [];
      for (const piece of pieces.sort((a, b) => b.y - a.y || a.x - b.x)) {
        const row = rows.find((candidate) => Math.abs(candidate.y - piece.y) < 2);
        if (row) row.text += ` ${piece.str}`;
        else rows.push({ y: piece.y, text: piece.str });
      }
      const [, , width = 0, height = 0] = page.view;
      pages.push({ width, height, rows: rows.map((row) => ({ ...row, text: norm(row.text) })) });
      for (const annotation of await page.getAnnotations()) {
        if (annotation.subtype === 'Link' && annotation.url) links.push(annotation.url as string);
      }
    }
    const info = (await document.getMetadata()).info as Record<string, unknown>;
    return { text, pages, links, title: info.Title, author: info.Author };
  } finally {
    await document.destroy();
  }
}

export const BIDI_MARKS = /[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
export const ARABIC_RUN = /[\u0600-\u06ff]+(?:\s+[\u0600-\u06ff]+)*/g;

/** Text compared as a reader sees it: one space for any run of whitespace, words broken at a hyphen joined. */
export function norm(text: string): string {
  return text
    .replace(BIDI_MARKS, '')
    .replace(/(\p{L})-\s+(?=\p{L})/gu, '$1-')
    .replace(/\s+/g, ' ')
    .trim();
}
