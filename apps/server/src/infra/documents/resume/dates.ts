/**
 * Dates as CVs print them, to `YYYY-MM-DD` (the first of the month when only a month is given,
 * January 1st when only a year): "Jan 2020", "January 2020", "Sept. 2019", "03/2018", "2018.03",
 * "2018-03", "Summer 2021", "2019". Ranges (also "Jan. – Apr. 2022" and "Summer 2020, 2021") join two with a dash, "to" or "until"; "Present",
 * "Current", "Now" or "Today" ends a range that still runs.
 */

const MONTHS: Record<string, number> = {
  jan: 1,
  january: 1,
  feb: 2,
  february: 2,
  mar: 3,
  march: 3,
  apr: 4,
  april: 4,
  may: 5,
  jun: 6,
  june: 6,
  jul: 7,
  july: 7,
  aug: 8,
  august: 8,
  sep: 9,
  sept: 9,
  september: 9,
  oct: 10,
  october: 10,
  nov: 11,
  november: 11,
  dec: 12,
  december: 12,
};
const SEASONS: Record<string, number> = { spring: 3, summer: 6, fall: 9, autumn: 9, winter: 12 };

const MONTH_NAME = `(?:${Object.keys(MONTHS)
  .sort((a, b) => b.length - a.length)
  .join('|')})\\.?`;
const SEASON = `(?:${Object.keys(SEASONS).join('|')})`;
const YEAR = '(?:19[5-9]\\d|20[0-4]\\d)';
const ONE_DATE = `(?:${MONTH_NAME}\\s*,?\\s*'?${YEAR}|${SEASON}\\s+${YEAR}|(?:0?[1-9]|1[0-2])\\s*[/.-]\\s*${YEAR}|${YEAR}\\s*[/.-]\\s*(?:0?[1-9]|1[0-2])(?![\\d])|${YEAR})`;
const NOW = '(?:present|current|now|today|ongoing|to date|date)';
// Some PDFs lose the dash between two dates ("Sep. 2023 Mar. 2024"): a space joins them too.
const SEPARATOR = '(?:\\s*(?:–|—|-|−|~|to|until|till|through|→)\\s*|\\s+)';

/** A range "start – end" or a single date; `g` so every one in a text is found. */
export const DATE_RANGE = new RegExp(
  `(?<![\\w])(${ONE_DATE})(?:${SEPARATOR}(${ONE_DATE}|${NOW}))?(?![\\w])|(?<![\\w])(?:since|from)\\s+(${ONE_DATE})`,
  'gi',
);

const pad = (n: number) => String(n).padStart(2, '0');

/** One printed date as `YYYY-MM-DD`, or null. */
export function toIsoDate(text: string): string | null {
  const value = text.trim().toLowerCase().replace(/[.,']/g, ' ').replace(/\s+/g, ' ');
  let match = /^([a-z]+) ?(\d{4})$/.exec(value);
  if (match) {
    const month = MONTHS[match[1]!] ?? SEASONS[match[1]!];
    return month ? `${match[2]}-${pad(month)}-01` : null;
  }
  match = /^(\d{1,2}) ?[/-] ?(\d{4})$/.exec(value) ?? /^(\d{1,2}) (\d{4})$/.exec(value);
  if (match) return `${match[2]}-${pad(Number(match[1]))}-01`;
  match = /^(\d{4}) ?[/-] ?(\d{1,2})$/.exec(value) ?? /^(\d{4}) (\d{1,2})$/.exec(value);
  if (match) return `${match[1]}-${pad(Number(match[2]))}-01`;
  match = /^(\d{4})$/.exec(value);
  if (match) return `${match[1]}-01-01`;
  return null;
}

export interface FoundRange {
  start: string | null;
  end: string | null;
  /** The range runs to the present. */
  current: boolean;
  /** The text the range was read from, to take it out of the line. */
  text: string;
  index: number;
}

/** "Jan. – Apr. 2022": both months in the year printed once, at the end. */
const MONTHS_OF_ONE_YEAR = new RegExp(
  `(?<![\\w])(${MONTH_NAME})\\s*(?:–|—|-|to)\\s*((${MONTH_NAME})\\s*,?\\s*(${YEAR}))(?![\\w])`,
  'i',
);

/** The first date range in a text, or null. */
export function findDateRange(text: string): FoundRange | null {
  DATE_RANGE.lastIndex = 0;
  const match = DATE_RANGE.exec(text);
  const sameYear = MONTHS_OF_ONE_YEAR.exec(text);
  if (sameYear && (!match || sameYear.index <= match.index)) {
    const [whole, month, end, , year] = sameYear;
    return {
      start: toIsoDate(`${month} ${year}`),
      end: toIsoDate(end!),
      current: false,
      text: whole,
      index: sameYear.index,
    };
  }
  if (!match) return null;
  const [whole, first, second, since] = match;
  if (since) {
    return { start: toIsoDate(since), end: null, current: true, text: whole, index: match.index };
  }
  if (!second) {
    // "Summer 2020, 2021" or "2018 and 2019": a list of dates spans its first to its last.
    const list = new RegExp(`^(?:\\s*(?:,|and|&)\\s*(${ONE_DATE}))+`, 'i').exec(
      text.slice(match.index + whole.length),
    );
    if (list) {
      const last = new RegExp(`(${ONE_DATE})$`, 'i').exec(list[0])?.[1] ?? '';
      return {
        start: toIsoDate(first ?? ''),
        end: toIsoDate(last),
        current: false,
        text: whole + list[0],
        index: match.index,
      };
    }
  }
  const current = second ? new RegExp(`^${NOW}$`, 'i').test(second.trim()) : false;
  const start = toIsoDate(first ?? '');
  const end = second && !current ? toIsoDate(second) : null;
  // A single date is when something ended (a degree, a certificate): the caller decides.
  return { start, end: second ? end : null, current, text: whole, index: match.index };
}

/** Whether a text is nothing but a date or a range (a cell beside a title). */
export function isOnlyDates(text: string): boolean {
  const range = findDateRange(text);
  return range !== null && text.replace(range.text, '').replace(/[\s|•·,()–—-]/g, '') === '';
}
