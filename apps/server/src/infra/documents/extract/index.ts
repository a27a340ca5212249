import type { CvFileKind } from '../file-kind';
import { DocumentLimitError, joinHyphenated, MAX_TEXT_CHARS, type TextLine } from './lines';
import { pdfLines } from './pdf';
import { docLines, docxLines } from './word';

export type { TextLine } from './lines';
export { DocumentLimitError } from './lines';

/** The most pages read from one document; a CV has two or three. */
export const MAX_PAGES = 20;

/** A document's lines in reading order, whatever its format. */
export async function extractLines(bytes: Uint8Array, kind: CvFileKind): Promise<TextLine[]> {
  const lines =
    kind === 'pdf'
      ? await pdfLines(bytes, MAX_PAGES)
      : kind === 'docx'
        ? await docxLines(bytes)
        : await docLines(bytes);
  let chars = 0;
  for (const line of lines) chars += line.text.length;
  if (chars > MAX_TEXT_CHARS) throw new DocumentLimitError(`${chars} characters of text`);
  return joinHyphenated(lines);
}
