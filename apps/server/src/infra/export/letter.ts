/**
 * What the cover-letter template reads: the person's contact lines as the CV prints them, the
 * company and role, the day, and the letter's text as the member wrote it. Plain JSON, placed as
 * text: nothing typed can change how the document is built.
 */
import type { CvPaper } from '@vita/api/schemas';
import type { CvPerson } from './document';
import type { CvTemplate } from './template-names';

export interface LetterDocument {
  /** The PDF's title. */
  title: string;
  paper: CvPaper;
  /** The CV template whose look the letter takes (its accent, its type size). */
  style: CvTemplate;
  person: CvPerson;
  company: string;
  role: string;
  /** The day it is dated, written out ("15 January 2026"). */
  date: string;
  /** Paragraphs separated by blank lines; lines starting with "- " or "• " are list points. */
  body: string;
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** "2026-01-15" → "15 January 2026". */
export function letterDate(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return `${date} ${MONTHS[(month ?? 1) - 1]} ${year}`;
}
