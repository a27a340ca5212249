/**
 * A document's text as lines in reading order, with the layout signals a reader needs: how large
 * and how bold the text is, and whether it stood alone as a heading. Every format (PDF, DOCX, DOC)
 * comes out in this one shape, so the readers of CVs and job postings work on all of them.
 */
export interface TextLine {
  text: string;
  /** Font size in points (PDF); 0 when the format has none. */
  size: number;
  /** Marked as a heading by the document (DOCX heading styles) or drawn in bold. */
  heading: boolean;
  bold: boolean;
  /** Pieces of the line that stood apart (PDF columns of one row, e.g. a title and its dates). */
  cells: string[];
  /**
   * Web addresses the document links from this line (a PDF's link annotations, a Word file's
   * hyperlinks): an icon or a handle ("in/ada", a GitHub glyph) whose address is not in the text.
   */
  links?: string[];
  /**
   * Space set this line apart from the one before (an empty paragraph in a Word file): the
   * writer's own boundary between two entries.
   */
  gap?: boolean;
}

/** Ligatures and invisible characters that PDF text layers and Word files leave in text. */
const LIGATURES: Record<string, string> = {
  '\uFB00': 'ff',
  '\uFB01': 'fi',
  '\uFB02': 'fl',
  '\uFB03': 'ffi',
  '\uFB04': 'ffl',
  '\uFB05': 'st',
  '\uFB06': 'st',
};

/**
 * Text as a reader wants it: ligatures spelled out, soft hyphens and zero-width marks gone,
 * Unicode hyphens as "-".
 */
export function cleanText(text: string): string {
  return (
    text
      .replace(/[\uFB00-\uFB06]/g, (ligature) => LIGATURES[ligature] ?? ligature)
      .replace(/[\u00AD\u200B-\u200D\u2060\uFEFF]/g, '')
      .replace(/\u00A0/g, ' ')
      // Word for Mac draws a hyphen as "-" followed by U+2010; phone numbers and words need one "-".
      .replace(/-?[\u2010\u2011]/g, '-')
      .replace(/[ \t]+/g, ' ')
      .trim()
  );
}

/**
 * Joins a word broken across two lines ("develop-" + "ment") when the second line goes on in
 * lower case; a dash at the end before a capital or a number ("2019 –") is kept.
 */
export function joinHyphenated(lines: TextLine[]): TextLine[] {
  const out: TextLine[] = [];
  for (const line of lines) {
    const previous = out[out.length - 1];
    if (
      previous &&
      /[a-z]-$/.test(previous.text) &&
      !/\s-$/.test(previous.text) &&
      /^[a-z]/.test(line.text) &&
      previous.cells.length <= 1 &&
      line.cells.length <= 1
    ) {
      const [first, ...rest] = line.text.split(' ');
      previous.text = `${previous.text.slice(0, -1)}${first ?? ''}`;
      previous.cells = [previous.text];
      if (rest.length > 0) out.push({ ...line, text: rest.join(' '), cells: [rest.join(' ')] });
      continue;
    }
    out.push(line);
  }
  return out;
}

/** A document beyond what a CV can be (too many pages, too much text): refused as too complex. */
export class DocumentLimitError extends Error {
  override name = 'DocumentLimitError';
}

/** The most text read from one document: a long CV has 30 000 characters; ten times that is not one. */
export const MAX_TEXT_CHARS = 300_000;

export function textLine(text: string, extra: Partial<TextLine> = {}): TextLine {
  const clean = cleanText(text);
  return { text: clean, size: 0, heading: false, bold: false, cells: [clean], ...extra };
}
