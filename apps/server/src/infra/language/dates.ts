import { plain } from './normalise';

/**
 * Dates as CVs print them, in English, German, French, Spanish, Portuguese, Italian and Dutch, to
 * partial ISO dates that keep the precision the CV gave: "2019" for a year, "2019-03" for a month
 * ("Mar 2019", "März 2019", "03/2019", "2019.03"), "2019-03-14" for a day ("14.03.2019", "14 March
 * 2019"). A season ("Summer 2021") names no month, so it stays a year. Ranges join two dates with a
 * dash or a word ("to", "bis", "à", "hasta", "até", "al", "tot"); "Present", "heute", "actuel",
 * "actualidad", "atual", "oggi", "heden" and their kin end a range that still runs.
 */

/**
 * Month names and their usual abbreviations, without accents (the text is matched without them
 * too); the first of each is the English abbreviation that replies print ("Mar 2019").
 */
export const MONTH_NAMES: [number, string[]][] = [
  [
    1,
    [
      'jan',
      'january',
      'januar',
      'janner',
      'janvier',
      'janv',
      'enero',
      'ene',
      'janeiro',
      'gennaio',
      'gen',
      'januari',
    ],
  ],
  [
    2,
    [
      'feb',
      'february',
      'februar',
      'fevrier',
      'fevr',
      'fev',
      'febrero',
      'fevereiro',
      'febbraio',
      'februari',
    ],
  ],
  [3, ['mar', 'march', 'marz', 'maerz', 'mrz', 'mars', 'marzo', 'marco', 'maart', 'mrt']],
  [4, ['apr', 'april', 'avril', 'avr', 'abril', 'abr', 'aprile']],
  [5, ['may', 'mai', 'mayo', 'maio', 'maggio', 'mag', 'mei']],
  [6, ['jun', 'june', 'juni', 'juin', 'junio', 'junho', 'giugno', 'giu']],
  [7, ['jul', 'july', 'juli', 'juillet', 'juil', 'julio', 'julho', 'luglio', 'lug']],
  [8, ['aug', 'august', 'aout', 'agosto', 'ago', 'augustus']],
  [
    9,
    [
      'sep',
      'sept',
      'september',
      'septembre',
      'septiembre',
      'setiembre',
      'setembro',
      'settembre',
      'set',
    ],
  ],
  [
    10,
    ['oct', 'october', 'oktober', 'okt', 'octobre', 'octubre', 'outubro', 'out', 'ottobre', 'ott'],
  ],
  [11, ['nov', 'november', 'novembre', 'noviembre', 'novembro']],
  [
    12,
    ['dec', 'december', 'dezember', 'dez', 'decembre', 'diciembre', 'dic', 'dezembro', 'dicembre'],
  ],
];
const MONTHS = new Map<string, number>();
for (const [month, names] of MONTH_NAMES) for (const name of names) MONTHS.set(name, month);

/** Seasons name no month: a date given as one keeps only its year. */
const SEASONS = [
  'spring',
  'summer',
  'fall',
  'autumn',
  'winter',
  'fruhling',
  'fruhjahr',
  'sommer',
  'herbst',
  'printemps',
  'ete',
  'automne',
  'hiver',
  'primavera',
  'verano',
  'otono',
  'invierno',
  'verao',
  'outono',
  'inverno',
  'estate',
  'autunno',
  'lente',
  'voorjaar',
  'zomer',
  'herfst',
  'najaar',
];

/** A name as a pattern that also matches its accented spelling ("marz" matches "März"). */
const ACCENTED: Record<string, string> = {
  a: '[aàâäã]',
  e: '[eéèêë]',
  i: '[iíìî]',
  o: '[oóòôö]',
  u: '[uúùûü]',
  c: '[cç]',
  n: '[nñ]',
};
const spelled = (name: string) => [...name].map((ch) => ACCENTED[ch] ?? ch).join('');
const alternatives = (names: string[]) =>
  [...new Set(names)]
    .sort((a, b) => b.length - a.length)
    .map(spelled)
    .join('|');

const MONTH_NAME = `(?:${alternatives([...MONTHS.keys()])})\\.?`;
const SEASON = `(?:${alternatives(SEASONS)})`;
const YEAR = '(?:19[5-9]\\d|20[0-4]\\d)';
const MONTH_NUMBER = '(?:0?[1-9]|1[0-2])';
const DAY = '(?:0?[1-9]|[12]\\d|3[01])';
// "de" in "marzo de 2019", "março de 2019".
// "novembro/2015": Portuguese and Spanish CVs often join the month and the year with a slash.
const MONTH_YEAR = `${MONTH_NAME}\\s*(?:[,/]\\s*)?(?:de\\s+)?'?${YEAR}`;
const ONE_DATE = [
  `${YEAR}-${MONTH_NUMBER}-${DAY}(?![\\d])`,
  `${DAY}\\s*[./]\\s*${DAY}\\s*[./]\\s*${YEAR}`,
  `${DAY}\\.?\\s+(?:de\\s+)?${MONTH_YEAR}`,
  `${MONTH_NAME}\\s+${DAY},\\s*${YEAR}`,
  MONTH_YEAR,
  `${SEASON}\\s+${YEAR}`,
  `${MONTH_NUMBER}\\s*[/.-]\\s*${YEAR}`,
  `${YEAR}\\s*[/.-]\\s*${MONTH_NUMBER}(?![\\d])`,
  YEAR,
]
  .map((pattern) => `(?:${pattern})`)
  .join('|');
const NOW_WORDS = [
  'present',
  'current',
  'now',
  'today',
  'ongoing',
  'to date',
  'date',
  'heute',
  'aktuell',
  'jetzt',
  'laufend',
  'dato',
  "aujourd'hui",
  'aujourd’hui',
  'actuel',
  'actuellement',
  'ce jour',
  'en cours',
  'present',
  'actualidad',
  'presente',
  'actual',
  'hoy',
  'la fecha',
  'atual',
  'atualmente',
  'o momento',
  'hoje',
  'oggi',
  'in corso',
  'attuale',
  'heden',
  'nu',
  'huidig',
];
const NOW = `(?:${alternatives(NOW_WORDS)})`;
// Some PDFs lose the dash between two dates ("Sep. 2023 Mar. 2024"): a space joins them too.
// "2014/presente", "2014/2016": a slash joins two dates too ("05/2019" is read as one date first).
const SEPARATOR = `(?:\\s*(?:–|—|-|−|~|→|/|to|until|till|through|bis|jusqu'?à|à|au|a|hasta|até|al|tot)\\s*|\\s+)`;
const SINCE = `(?:since|from|seit|ab|depuis|desde|dal|dall'|vanaf|sinds)`;

/**
 * A range "start – end" or a single date; `g` so every one in a text is found. "From 2017 – 2019"
 * is the range, not a start "from 2017".
 */
export const DATE_RANGE = new RegExp(
  `(?<![\\p{L}\\d])(${ONE_DATE})(?:${SEPARATOR}(${ONE_DATE}|${NOW}))?(?![\\p{L}\\d])|(?<![\\p{L}\\d])${SINCE}\\s+(${ONE_DATE})(?!${SEPARATOR}(?:${ONE_DATE}|${NOW}))`,
  'giu',
);

const pad = (n: number) => String(n).padStart(2, '0');
const ymd = (year: string, month: number, day?: number) =>
  month < 1 || month > 12
    ? year
    : day === undefined
      ? `${year}-${pad(month)}`
      : `${year}-${pad(month)}-${pad(day)}`;

/**
 * One printed date as a partial ISO date with the precision it was written with ("2019",
 * "2019-03", "2019-03-14"), or null.
 */
export function toIsoDate(text: string): string | null {
  const value = plain(text.trim())
    .replace(/[,']/g, ' ')
    .replace(/([a-z.])\s*\/\s*(\d)/g, '$1 $2')
    .replace(/\bde\b/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  let match = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(value);
  if (match) return ymd(match[1]!, Number(match[2]), Number(match[3]));
  // 14.03.2019 and 14/03/2019: Europe writes the day first. 03/14/2019 can only be month first;
  // 03/04/2019 could be either, so only its year is sure.
  match = /^(\d{1,2}) ?[./] ?(\d{1,2}) ?[./] ?(\d{4})$/.exec(value);
  if (match) {
    const [a, b] = [Number(match[1]), Number(match[2])];
    if (value.includes('.') || a > 12) return ymd(match[3]!, b, a);
    if (b > 12) return ymd(match[3]!, a, b);
    return match[3]!;
  }
  match = /^(\d{1,2})\.? ([a-z]+)\.? (\d{4})$/.exec(value) ?? null;
  if (match && MONTHS.has(match[2]!))
    return ymd(match[3]!, MONTHS.get(match[2]!)!, Number(match[1]));
  match = /^([a-z]+)\.? (\d{1,2}) (\d{4})$/.exec(value);
  if (match && MONTHS.has(match[1]!))
    return ymd(match[3]!, MONTHS.get(match[1]!)!, Number(match[2]));
  match = /^([a-z]+)\.? ?(\d{4})$/.exec(value);
  if (match) {
    const month = MONTHS.get(match[1]!);
    if (month) return ymd(match[2]!, month);
    return SEASONS.includes(match[1]!) ? match[2]! : null;
  }
  match = /^(\d{1,2}) ?[/.-] ?(\d{4})$/.exec(value) ?? /^(\d{1,2}) (\d{4})$/.exec(value);
  if (match) return ymd(match[2]!, Number(match[1]));
  match = /^(\d{4}) ?[/.-] ?(\d{1,2})$/.exec(value) ?? /^(\d{4}) (\d{1,2})$/.exec(value);
  if (match) return ymd(match[1]!, Number(match[2]));
  match = /^(\d{4})$/.exec(value);
  if (match) return match[1]!;
  return null;
}

/** A partial date as a whole day (its first), for code that counts months between dates. */
export function firstDayOf(date: string | null | undefined): string | null {
  if (!date) return null;
  if (/^\d{4}$/.test(date)) return `${date}-01-01`;
  if (/^\d{4}-\d{2}$/.test(date)) return `${date}-01`;
  return date;
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
  `(?<![\\p{L}])(${MONTH_NAME})\\s*(?:–|—|-|to|bis|à|a|al|tot)\\s*((${MONTH_NAME})\\s*,?\\s*(?:de\\s+)?(${YEAR}))(?![\\p{L}\\d])`,
  'iu',
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
    const list = new RegExp(`^(?:\\s*(?:,|and|und|et|y|e|en|&)\\s*(${ONE_DATE}))+`, 'iu').exec(
      text.slice(match.index + whole.length),
    );
    if (list) {
      const last = new RegExp(`(${ONE_DATE})$`, 'iu').exec(list[0])?.[1] ?? '';
      return {
        start: toIsoDate(first ?? ''),
        end: toIsoDate(last),
        current: false,
        text: whole + list[0],
        index: match.index,
      };
    }
  }
  const current = second ? new RegExp(`^${NOW}$`, 'iu').test(second.trim()) : false;
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
