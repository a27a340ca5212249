import { constants, inflateSync } from 'node:zlib';
import { cleanText, DocumentLimitError, MAX_TEXT_CHARS, type TextLine } from './lines';

/**
 * The most bytes a PDF's compressed streams (page contents, fonts, images) may inflate to, all
 * together. A CV's fonts and photo inflate to a few megabytes; a file of a megabyte made to
 * inflate to a gigabyte is refused before pdf.js holds any of it.
 */
export const PDF_MAX_DECODED_BYTES = 64 * 1024 * 1024;
/** The most pixels of one image pdf.js decodes (a page scanned at 300 dpi has 8.7 million). */
const PDF_MAX_IMAGE_PIXELS = 16 * 1024 * 1024;

/** A zlib header: deflate with a window of at most 32 KB, and a check that holds. */
const isZlibHeader = (bytes: Uint8Array, at: number) =>
  at + 1 < bytes.length &&
  (bytes[at]! & 0x0f) === 8 &&
  bytes[at]! >> 4 <= 7 &&
  ((bytes[at]! << 8) | bytes[at + 1]!) % 31 === 0;

/**
 * Inflates every Flate stream of the file (and a stream compressed twice, again) against one
 * budget, stopping the moment it runs out: a decompression bomb fails here with a declared
 * limit, holding at most the budget, instead of inside pdf.js, which would hold all of it.
 * Streams that do not inflate are pdf.js's to judge.
 */
export function checkDecodedSize(bytes: Uint8Array, maxBytes = PDF_MAX_DECODED_BYTES): void {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  let left = maxBytes;
  const inflate = (data: Uint8Array, depth: number) => {
    let out: Buffer;
    try {
      out = inflateSync(data, {
        maxOutputLength: Math.max(1, left),
        finishFlush: constants.Z_SYNC_FLUSH,
      });
    } catch (error) {
      if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') {
        throw new DocumentLimitError(`streams inflate to over ${maxBytes} bytes`);
      }
      return;
    }
    left -= out.length;
    if (left <= 0) throw new DocumentLimitError(`streams inflate to over ${maxBytes} bytes`);
    if (depth < 3 && isZlibHeader(out, 0)) inflate(out, depth + 1);
  };
  const STREAM = /(?<!end)stream\r?\n/g;
  for (let match = STREAM.exec(text); match; match = STREAM.exec(text)) {
    const start = match.index + match[0].length;
    if (isZlibHeader(bytes, start)) inflate(bytes.subarray(start), 0);
  }
}

/** A piece of text as pdf.js places it on the page (PDF units, origin bottom left). */
interface Piece {
  x: number;
  y: number;
  width: number;
  size: number;
  font: string;
  /** In reading order within the piece (pdf.js reorders a right-to-left piece itself). */
  text: string;
  /** Right-to-left text (Arabic, Hebrew...), as pdf.js tells it. */
  rtl: boolean;
}

/** A piece of a cell, and whether a space parts it from the piece drawn to its left. */
interface Part {
  text: string;
  rtl: boolean;
  spaced: boolean;
}

interface Cell {
  x: number;
  end: number;
  text: string;
  size: number;
  fonts: Set<string>;
  /** Its pieces left to right, as drawn; `text` is them in reading order. */
  parts: Part[];
}

/** A letter of a left-to-right script: what holds a run of pieces in drawing order. */
const LTR_LETTER =
  /(?![\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}])\p{L}/u;

/**
 * Reverses each run that starts and ends with a `strong` item and holds no `opposite` one: what
 * lies between two words of one direction (a space, a dash, a number) reads with them.
 */
function reverseRuns<T>(items: T[], strong: (item: T) => boolean, opposite: (item: T) => boolean) {
  const out: T[] = [];
  let i = 0;
  while (i < items.length) {
    if (!strong(items[i]!)) {
      out.push(items[i]!);
      i += 1;
      continue;
    }
    let last = i;
    for (let j = i + 1; j < items.length && !opposite(items[j]!); j += 1) {
      if (strong(items[j]!)) last = j;
    }
    out.push(...items.slice(i, last + 1).reverse());
    i = last + 1;
  }
  return out;
}

/**
 * Pieces drawn left to right, put in reading order the way the Unicode bidirectional algorithm
 * orders runs. pdf.js gives a right-to-left piece's own characters in reading order, but the
 * words of an Arabic line, drawn one by one, in the order they stand on the page. On a line that
 * is mostly right-to-left text, the line reads from the right, but a run of left-to-right words
 * (a product name, an e-mail) reads as drawn; on any other line, a run of right-to-left words
 * reads from its right end.
 */
export function readingOrder<T extends { rtl: boolean; text: string }>(drawn: T[]): T[] {
  if (!drawn.some((item) => item.rtl)) return drawn;
  const rtl = (item: T) => item.rtl;
  if (mostlyRtl(drawn)) return reverseRuns(drawn, ltr, rtl).reverse();
  return reverseRuns(drawn, rtl, ltr);
}

const ltr = (item: { rtl: boolean; text: string }) => !item.rtl && LTR_LETTER.test(item.text);

/** More right-to-left characters than left-to-right words hold: a line that reads from the right. */
function mostlyRtl(items: { rtl: boolean; text: string }[]): boolean {
  const length = (kept: { text: string }[]) =>
    kept.reduce((sum, item) => sum + item.text.length, 0);
  return length(items.filter((item) => item.rtl)) > length(items.filter(ltr));
}

interface Row {
  y: number;
  cells: Cell[];
  links?: string[];
}

/** A link annotation: where on the page it is, and the address it opens. */
interface PageLink {
  rect: [number, number, number, number];
  url: string;
}

/** Each link given to the row its box covers (the row whose baseline lies in it, or nearest). */
function attachLinks(rows: Row[], links: PageLink[]): void {
  for (const link of links) {
    const [, y1, , y2] = link.rect;
    const [low, high] = [Math.min(y1, y2), Math.max(y1, y2)];
    let best: Row | null = null;
    let distance = Infinity;
    for (const row of rows) {
      const d =
        row.y >= low - 2 && row.y <= high + 2
          ? 0
          : Math.min(Math.abs(row.y - low), Math.abs(row.y - high));
      if (d < distance) [best, distance] = [row, d];
    }
    if (best && distance <= 12) (best.links ??= []).push(link.url);
  }
}

/** The web addresses a page's link annotations open (mail and phone links are in the text). */
async function pageLinks(page: { getAnnotations(): Promise<unknown[]> }): Promise<PageLink[]> {
  const links: PageLink[] = [];
  for (const annotation of (await page.getAnnotations()) as {
    subtype?: string;
    url?: string;
    rect?: number[];
  }[]) {
    if (annotation.subtype !== 'Link' || typeof annotation.url !== 'string') continue;
    if (!/^https?:\/\//i.test(annotation.url) || annotation.url.length > 300) continue;
    const [a = 0, b = 0, c = 0, d = 0] = annotation.rect ?? [];
    links.push({ rect: [a, b, c, d], url: annotation.url });
  }
  return links;
}

const DATE_LIKE =
  /^(?:(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s*)?(?:\d{1,2}[/.-])?(?:19|20)\d{2}|present|current|now/i;

/** "San Francisco, CA", "Istanbul, Türkiye": a place printed beside an entry. */
const PLACE_LIKE = /^[\p{Lu}][\p{L}.' -]*,\s*[\p{L}][\p{L}.' -]*$/u;
/** "4 months", "2 years 10 months": a duration printed beside an entry's dates. */
const DURATION = /^\d+\s+(?:years?|yrs?|months?|mos?)\b/i;

/**
 * Text that belongs to a column of its own, unlike what a one-column layout right-aligns beside
 * an entry (its dates, its place, how long it lasted).
 */
function isColumnText(text: string): boolean {
  return text.length > 1 && !DATE_LIKE.test(text) && !PLACE_LIKE.test(text) && !DURATION.test(text);
}

/** A cell's text: its parts in reading order, a space where the page shows a gap. */
function partsText(parts: Part[]): string {
  const order = readingOrder(parts.map((part, index) => ({ ...part, index })));
  let text = '';
  order.forEach((part, k) => {
    const before = order[k - 1];
    if (before) {
      // Parts side by side on the page keep the gap between them; parts a reversed run brought
      // together are words apart.
      const adjacent = Math.abs(part.index - before.index) === 1;
      const spaced = adjacent ? parts[Math.max(part.index, before.index)]!.spaced : true;
      if (spaced && !text.endsWith(' ')) text += ' ';
    }
    text += part.text;
  });
  return text;
}

/**
 * Whether `piece` starts the text after a lead drawn in another font: the first words of a row
 * set in bold or italics ("Initech" before "Software Engineer", "Patient Care" before the skills of
 * that kind), then body text. The lead is a cell of its own, as a tab would make it; a bullet's
 * bold first words stay with their sentence.
 */
function endsLead(cells: Cell[], piece: Piece, bodyFont: string | undefined): boolean {
  const lead = cells[0];
  if (!bodyFont || cells.length !== 1 || !lead || piece.font !== bodyFont) return false;
  if (lead.fonts.has(bodyFont)) return false;
  const text = lead.parts.map((part) => part.text).join(' ');
  return (
    /\p{L}/u.test(text) &&
    !/^\s*[•●▪■◦○‣∙·*–—-]/.test(text) &&
    !/[.:;]\s*$/.test(text) &&
    text.trim().split(/\s+/).length <= 5
  );
}

/** Pieces on one baseline, left to right, split into cells where a wide gap separates them. */
function rowsOf(pieces: Piece[], bodyFont?: string): Row[] {
  const sorted = [...pieces].sort((a, b) => b.y - a.y || a.x - b.x);
  const rows: { y: number; size: number; pieces: Piece[] }[] = [];
  for (const piece of sorted) {
    // One baseline: close in height relative to the smaller text (a large name and the smaller
    // title under it are two rows, even when their boxes overlap). Close to any piece of the row,
    // not only its first: a letter raised and one lowered in one word (the TeX logo's "A" and
    // "E", a superscript) sit on either side of the line's own baseline.
    const row = rows.find((candidate) =>
      candidate.pieces.some(
        (other) =>
          Math.abs(other.y - piece.y) <= Math.max(1.5, Math.min(other.size, piece.size) * 0.4),
      ),
    );
    if (row) row.pieces.push(piece);
    else rows.push({ y: piece.y, size: piece.size, pieces: [piece] });
  }
  return rows
    .sort((a, b) => b.y - a.y)
    .map((row) => {
      const cells: Cell[] = [];
      for (const piece of row.pieces.sort((a, b) => a.x - b.x)) {
        const last = cells[cells.length - 1];
        const gap = last ? piece.x - last.end : Infinity;
        const spaced = gap > Math.max(piece.size, 1) * 0.12;
        // A word gap is a quarter of the font size; a new column, tab stop or chip is far wider.
        if (
          last &&
          gap < Math.max(piece.size, last.size) * 1.15 &&
          !(spaced && endsLead(cells, piece, bodyFont))
        ) {
          last.parts.push({ text: piece.text, rtl: piece.rtl, spaced });
          last.end = Math.max(last.end, piece.x + piece.width);
          last.size = Math.max(last.size, piece.size);
          last.fonts.add(piece.font);
        } else {
          cells.push({
            x: piece.x,
            end: piece.x + piece.width,
            text: '',
            size: piece.size,
            fonts: new Set([piece.font]),
            parts: [{ text: piece.text, rtl: piece.rtl, spaced: false }],
          });
        }
      }
      for (const cell of cells) cell.text = partsText(cell.parts);
      // The cells of a right-to-left line read from the right too.
      const ordered = readingOrder(
        cells.map((cell) => ({ cell, text: cell.text, rtl: mostlyRtl(cell.parts) })),
      );
      return {
        y: row.y,
        cells: ordered.map(({ cell }) => cell).filter((cell) => cleanText(cell.text) !== ''),
      };
    })
    .filter((row) => row.cells.length > 0);
}

/**
 * Where a page splits into two columns of text, if it does: an x that no cell crosses, with
 * enough prose on both sides. Right-aligned dates and places beside a title do not make a column.
 */
function gutterOf(rows: Row[], pageWidth: number): number | null {
  const candidates: number[] = [];
  for (let x = pageWidth * 0.25; x <= pageWidth * 0.75; x += 4) candidates.push(x);
  let best: { x: number; score: number } | null = null;
  for (const x of candidates) {
    let crossing = 0;
    let left = 0;
    let rightProse = 0;
    for (const row of rows) {
      let hasLeft = false;
      for (const cell of row.cells) {
        if (cell.x < x && cell.end > x) crossing += 1;
        else if (cell.end <= x) hasLeft = true;
        else if (isColumnText(cleanText(cell.text))) rightProse += 1;
      }
      if (hasLeft) left += 1;
    }
    if (crossing > rows.length * 0.08) continue;
    if (left < rows.length * 0.25 || rightProse < Math.max(6, rows.length * 0.2)) continue;
    const score = rightProse + left - crossing * 10;
    if (!best || score > best.score) best = { x, score };
  }
  return best?.x ?? null;
}

/**
 * Where a page splits into three columns or more, if it does (a designer's page: a side column, a
 * column of entries, a column of skills): the gaps no cell crosses, each with a column of prose on
 * either side. A column of dates alone beside its entries is no column of its own: the gap after
 * it is part of the entries' column. Null when fewer than two such gaps remain.
 */
function columnGutters(rows: Row[], pageWidth: number): number[] | null {
  const gaps: [number, number][] = [];
  for (let x = pageWidth * 0.1; x <= pageWidth * 0.9; x += 4) {
    let crossing = 0;
    for (const row of rows)
      for (const cell of row.cells) if (cell.x < x && cell.end > x) crossing += 1;
    if (crossing > rows.length * 0.08) continue;
    const last = gaps[gaps.length - 1];
    if (last && x - last[1] <= 4) last[1] = x;
    else gaps.push([x, x]);
  }
  const least = Math.max(6, rows.length * 0.2);
  // Rows with prose inside [from, to): a column of dates, places or lengths of time has little.
  const prose = (from: number, to: number) =>
    rows.filter((row) =>
      row.cells.some(
        (cell) => cell.x >= from && cell.end <= to && isColumnText(cleanText(cell.text)),
      ),
    ).length;
  const gutters: number[] = [];
  let from = 0;
  for (const [a, b] of gaps) {
    // A gap at the page's edge, before any text, is a margin.
    if (prose(from, a) >= least) {
      gutters.push((a + b) / 2);
      from = b;
    }
  }
  // The text after the last gutter must make a column too.
  while (gutters.length > 0 && prose(gutters[gutters.length - 1]!, Infinity) < least) gutters.pop();
  return gutters.length >= 2 ? gutters : null;
}

/**
 * Page numbering, the one part of a running header or footer that changes from page to page:
 * "Page 2", "2 of 3", "2/3", or a number of up to three digits standing alone at either end of
 * the row ("Résumé · 2", "- 2 -"). Any other number stays: a year or a date belongs to the
 * line, so a role "Site Engineer, Mar 2004 – Feb 2005" near the top of one page and "Site
 * Engineer, Jun 2007 – Jan 2009" near the top of the next are two lines, not one header.
 */
const PAGE_NUMBERING = [
  /\bpage\s*\d{1,4}(?:\s*(?:of|\/)\s*\d{1,4})?(?!\d)/giu,
  /(?<![\d/.:-])\d{1,3}\s*(?:of|\/)\s*\d{1,3}(?![\d/.:])/giu,
  /^\d{1,3}(?=$|[\s|·•–—-])|(?<=^|[\s|·•–—-])\d{1,3}$/gu,
];

/**
 * A row in the top or bottom tenth of its page, as a key with its page numbering made '#'
 * ("résumé · #", "page # of #"): the same key at one place on several pages is a running
 * header or footer.
 */
function marginKey(row: Row, pageHeight: number): string | null {
  if (row.y > pageHeight * 0.1 && row.y < pageHeight * 0.9) return null;
  const text = row.cells
    .map((cell) => cleanText(cell.text))
    .join(' ')
    .toLowerCase();
  return PAGE_NUMBERING.reduce(
    (key, numbering) => key.replace(numbering, (number) => number.replace(/\d+/g, '#')),
    text,
  );
}

/** A margin row where a page shows it: its key, its distance from the page's edge and its ends. */
interface MarginRow {
  key: string;
  y: number;
  /** At the top of the page (a header), not the bottom. */
  top: boolean;
  edge: number;
  left: number;
  right: number;
}

/** A lone page number ("3", "Page 2 of 3", "- 2 -"): furniture even when it shows once. */
const PAGE_NUMBER_ONLY = /^(?:page\s*)?#(?:\s*(?:of|\/)\s*#)?$|^-\s*#\s*-$/;

/** The usual step from one row down to the next on a page: the median of its rows' steps. */
function lineStep(rows: Row[]): number {
  const steps = rows
    .map((row, index) => (index > 0 ? rows[index - 1]!.y - row.y : 0))
    .filter((step) => step > 0)
    .sort((a, b) => a - b);
  return steps[Math.floor(steps.length / 2)] ?? Infinity;
}

/**
 * The running headers and footers of each page: margin rows whose key shows on two pages or
 * more at (nearly) the same place, as far from the page's edge and starting, ending or centred
 * at the same x, and set apart from the body by more than its usual line step (a header of two
 * rows, a name over "Page 2 of 3", is apart as a whole). A heading, an employer or a role that
 * happens to stand near the top of two pages stands where the text flow puts it, among the
 * body's lines; a running header is put at one place on every page, away from them.
 */
function repeatedMargins(
  pages: { page: { width: number; height: number }; rows: Row[] }[],
): MarginRow[][] {
  const margins = pages.map(({ page, rows }) =>
    rows.flatMap((row): MarginRow[] => {
      const key = marginKey(row, page.height);
      if (key === null || row.cells.length === 0) return [];
      const top = row.y >= page.height * 0.9;
      const left = Math.min(...row.cells.map((cell) => cell.x));
      const right = Math.max(...row.cells.map((cell) => cell.end));
      return [{ key, y: row.y, top, edge: top ? page.height - row.y : row.y, left, right }];
    }),
  );
  const samePlace = (a: MarginRow, b: MarginRow, width: number) => {
    const near = Math.max(6, width * 0.02);
    return (
      Math.abs(a.edge - b.edge) <= 3 &&
      (Math.abs(a.left - b.left) <= near ||
        Math.abs(a.right - b.right) <= near ||
        Math.abs(a.left + a.right - b.left - b.right) / 2 <= near)
    );
  };
  const repeated = margins.map((rows, index) =>
    rows.filter((row) =>
      margins.some(
        (others, other) =>
          other !== index &&
          others.some(
            (that) => that.key === row.key && samePlace(row, that, pages[index]!.page.width),
          ),
      ),
    ),
  );
  return margins.map((rows, index) => {
    const candidates = [
      ...repeated[index]!,
      ...rows.filter((row) => PAGE_NUMBER_ONLY.test(row.key)),
    ];
    const pageRows = pages[index]!.rows;
    const isCandidate = (row: Row) => candidates.some((that) => Math.abs(that.y - row.y) < 1);
    const step = lineStep(pageRows.filter((row) => !isCandidate(row)));
    // From the row inwards, over the other repeated rows beside it, to the body's first row.
    const apart = (margin: MarginRow) => {
      const inward = pageRows
        .filter((row) => (margin.top ? row.y < margin.y : row.y > margin.y))
        .sort((a, b) => (margin.top ? b.y - a.y : a.y - b.y));
      let last = margin.y;
      for (const row of inward) {
        if (!isCandidate(row)) return Math.abs(last - row.y) > step * 1.4;
        last = row.y;
      }
      return true;
    };
    return rows.filter(
      (row) => PAGE_NUMBER_ONLY.test(row.key) || (repeated[index]!.includes(row) && apart(row)),
    );
  });
}

/** Whether a row is one of its page's running headers or footers. */
const isFurniture = (row: Row, furniture: MarginRow[], pageHeight: number) => {
  const key = marginKey(row, pageHeight);
  return key !== null && furniture.some((that) => that.key === key && Math.abs(that.y - row.y) < 1);
};

function toLine(cells: Cell[], bodyFont: string, bodySize: number, links?: string[]): TextLine {
  const parts = cells.map((cell) => cleanText(cell.text)).filter(Boolean);
  // A bullet drawn apart from its text (a list indent) is still the start of that text.
  if (parts.length > 1 && /^[•●▪■◦○‣∙·*–—-]$/.test(parts[0]!))
    parts.splice(0, 2, `${parts[0]} ${parts[1]}`);
  const size = Math.max(...cells.map((cell) => cell.size));
  const fonts = new Set(cells.flatMap((cell) => [...cell.fonts]));
  const bold = !fonts.has(bodyFont);
  return {
    text: parts.join(' ').replace(/\s+/g, ' ').trim(),
    size,
    bold,
    heading: bold || size > bodySize * 1.15,
    cells: parts,
    ...(links && links.length > 0 ? { links } : {}),
  };
}

/** Characters a list marker is drawn with: kept even when their font draws nothing else. */
const MARKER = /^[•●▪■◦○‣∙·–—-]$/;

/**
 * Fonts that draw only single characters, none of them a digit or a list marker: icon fonts
 * (FontAwesome and kin), whose glyphs come out as stray letters ("z 2018", "ï ada-lovelace")
 * before the dates, places and handles they stand for.
 */
function iconFonts(pieces: Piece[]): Set<string> {
  const single = new Map<string, number>();
  const other = new Set<string>();
  for (const piece of pieces) {
    const text = piece.text.trim();
    if (text.length === 1 && !/\d/.test(text) && !MARKER.test(text)) {
      single.set(piece.font, (single.get(piece.font) ?? 0) + 1);
    } else other.add(piece.font);
  }
  return new Set([...single].filter(([font, n]) => n >= 2 && !other.has(font)).map(([f]) => f));
}

/** The most used font and size of the document: what body text looks like. */
function bodyStyle(pieces: Piece[]) {
  const fonts = new Map<string, number>();
  const sizes = new Map<number, number>();
  for (const piece of pieces) {
    fonts.set(piece.font, (fonts.get(piece.font) ?? 0) + piece.text.length);
    const size = Math.round(piece.size * 2) / 2;
    sizes.set(size, (sizes.get(size) ?? 0) + piece.text.length);
  }
  const top = <K>(map: Map<K, number>, fallback: K) =>
    [...map.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? fallback;
  return { font: top(fonts, ''), size: top(sizes, 10) };
}

/**
 * A PDF opened with pdf.js for reading only: no scripts evaluated, no fonts loaded or drawn.
 * pdf.js may take the buffer over, so give it one the caller no longer needs.
 */
export async function openPdf(bytes: Uint8Array) {
  checkDecodedSize(bytes);
  // pdf.js builds a DOMMatrix when it loads, for drawing pages; reading text never uses it, and
  // Node has none without the native canvas package, which is deliberately not installed.
  (globalThis as Record<string, unknown>).DOMMatrix ??= class {};
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  return pdfjs.getDocument({
    data: bytes,
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    maxImageSize: PDF_MAX_IMAGE_PIXELS,
    verbosity: 0,
  }).promise;
}

/**
 * A page of three columns or more, read column by column, left to right; the rows above the
 * columns (a name and headline across the page) come first. Each column's rows are made again
 * from its own pieces, so a word of one column never joins the cell of its neighbour's.
 */
function columnsRead(
  rows: Row[],
  gutters: number[],
  page: { pieces: Piece[]; links: PageLink[] },
  body: { font: string; size: number },
  kept: (row: Row) => boolean,
): TextLine[] {
  const columnAt = (x: number) => gutters.filter((gutter) => x >= gutter).length;
  const firstSplit = rows.findIndex(
    (row) => new Set(row.cells.map((cell) => columnAt(cell.x))).size > 1,
  );
  const top = rows.slice(0, Math.max(0, firstSplit));
  const below = rows[firstSplit];
  const lines = top.map((row) => toLine(row.cells, body.font, body.size, row.links));
  if (!below) return lines;
  // Above the first row the columns share, within that row's own height.
  const isTop = (piece: Piece) => piece.y > below.y + Math.max(1.5, piece.size * 0.4);
  for (let number = 0; number <= gutters.length; number += 1) {
    const pieces = page.pieces.filter((piece) => !isTop(piece) && columnAt(piece.x) === number);
    const columnRows = rowsOf(pieces, body.font).filter(kept);
    attachLinks(
      columnRows,
      page.links.filter((link) => columnAt((link.rect[0] + link.rect[2]) / 2) === number),
    );
    for (const row of columnRows) lines.push(toLine(row.cells, body.font, body.size, row.links));
  }
  return lines;
}

/**
 * The lines of a PDF in reading order: pdf.js gives positioned pieces of text, which are grouped
 * by baseline into rows and cells; a two-column page is read column by column.
 */
export async function pdfLines(bytes: Uint8Array, maxPages: number): Promise<TextLine[]> {
  const document = await openPdf(bytes);
  try {
    if (document.numPages > maxPages) throw new DocumentLimitError(`${document.numPages} pages`);
    const pages: { pieces: Piece[]; width: number; height: number; links: PageLink[] }[] = [];
    let chars = 0;
    for (let number = 1; number <= document.numPages; number += 1) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      const pieces: Piece[] = [];
      for (const item of content.items) {
        // Blank pieces only fill the space up to a tab stop or a right-aligned column (LaTeX's
        // \hfill): kept, they would glue a title to its dates as one cell.
        if (!('str' in item) || !item.str.trim()) continue;
        chars += item.str.length;
        if (chars > MAX_TEXT_CHARS)
          throw new DocumentLimitError(`over ${MAX_TEXT_CHARS} characters`);
        const [a = 0, b = 0, , , e = 0, f = 0] = item.transform as number[];
        const size = Math.hypot(a, b) || item.height || 10;
        pieces.push({
          x: e,
          y: f,
          width: item.width,
          size,
          font: item.fontName,
          text: item.str,
          rtl: item.dir === 'rtl',
        });
      }
      pages.push({
        pieces,
        width: page.view[2] ?? 612,
        height: page.view[3] ?? 792,
        links: await pageLinks(page),
      });
      page.cleanup();
    }
    const icons = iconFonts(pages.flatMap((page) => page.pieces));
    const body = bodyStyle(pages.flatMap((page) => page.pieces));
    const lines: TextLine[] = [];
    const pageRows = pages.map((page) => {
      const pieces = page.pieces.filter((piece) => !icons.has(piece.font));
      const rows = rowsOf(pieces, body.font);
      attachLinks(rows, page.links);
      return { page: { ...page, pieces }, rows };
    });
    const furniture = repeatedMargins(pageRows);
    for (const [index, { page, rows: allRows }] of pageRows.entries()) {
      const kept = (row: Row) => !isFurniture(row, furniture[index]!, page.height);
      const rows = allRows.filter(kept);
      const gutters = columnGutters(rows, page.width);
      if (gutters) {
        lines.push(...columnsRead(rows, gutters, page, body, kept));
        continue;
      }
      const gutter = gutterOf(rows, page.width);
      if (gutter === null) {
        for (const row of rows) lines.push(toLine(row.cells, body.font, body.size, row.links));
        continue;
      }
      // Rows above the columns (the name and contact lines) run across the page and come first.
      const firstSplit = rows.findIndex(
        (row) => row.cells.some((c) => c.end <= gutter) && row.cells.some((c) => c.x >= gutter),
      );
      const spanning = (row: Row) => row.cells.some((c) => c.x < gutter && c.end > gutter);
      const left: TextLine[] = [];
      const right: TextLine[] = [];
      rows.forEach((row, index) => {
        if (index < firstSplit || spanning(row)) {
          (index < firstSplit ? lines : left).push(
            toLine(row.cells, body.font, body.size, row.links),
          );
          return;
        }
        const leftCells = row.cells.filter((c) => c.end <= gutter);
        const rightCells = row.cells.filter((c) => c.x >= gutter);
        if (leftCells.length) left.push(toLine(leftCells, body.font, body.size, row.links));
        if (rightCells.length) right.push(toLine(rightCells, body.font, body.size));
      });
      lines.push(...left, ...right);
    }
    return lines.filter((line) => line.text !== '');
  } finally {
    await document.destroy();
  }
}
