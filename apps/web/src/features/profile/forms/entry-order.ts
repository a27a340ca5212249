/**
 * The dates an entry is sorted by: `latest` is when it ended (or, for one still running, 'current';
 * for one without an end, when it started), `earliest` breaks ties between equal ends. Both are
 * partial ISO dates ('2019', '2019-03', '2019-03-14') or '' when not given.
 */
export interface EntryDates {
  latest: string | 'current';
  earliest: string;
}

/** Year, month and day of a partial date; a part not given is null. */
function partsOf(date: string): (number | null)[] {
  const match = /^(\d{4})(?:-(\d{2}))?(?:-(\d{2}))?/.exec(date.trim());
  if (!match) return [null, null, null];
  return [Number(match[1]), match[2] ? Number(match[2]) : null, match[3] ? Number(match[3]) : null];
}

/** What a still-running entry counts as: later than any date, and equal to every other such entry. */
const RUNNING = [Number.MAX_SAFE_INTEGER, 12, 31];

/**
 * The order of `items` by `levels` (year, month, day of the latest date, then of the earliest),
 * most recent first, without making up what was not given: items that share every part compared
 * so far but lack the next one ("2019" beside "2019-06") are not placed before or after the
 * others; they keep their places, and the items that have the part are sorted into the other
 * places. Among themselves, they go on to the next date. Array.sort is stable, so equal items
 * keep their order.
 */
function order<T>(
  items: readonly T[],
  parts: Map<T, (number | null)[]>,
  level: number,
): readonly T[] {
  if (level >= 6 || items.length < 2) return items;
  const part = (item: T) => parts.get(item)![level] ?? null;
  const known = items.filter((item) => part(item) !== null);
  const unknown = items.filter((item) => part(item) === null);
  const sorted = [...known].sort((a, b) => part(b)! - part(a)!);
  const ordered: T[] = [];
  for (let start = 0; start < sorted.length;) {
    let end = start + 1;
    while (end < sorted.length && part(sorted[end]!) === part(sorted[start]!)) end += 1;
    ordered.push(...order(sorted.slice(start, end), parts, level + 1));
    start = end;
  }
  // A date that stops here leaves the rest of itself unknown: the next date decides.
  const rest = order(unknown, parts, level < 3 ? 3 : 6);
  let k = 0;
  let u = 0;
  return items.map((item) => (part(item) !== null ? ordered[k++]! : rest[u++]!));
}

/**
 * The indexes of `entries` in date order, most recent first: entries still running first, then
 * by end (or start, when there is no end), then by start. An entry without dates keeps its place
 * among the undated ones, after all dated ones. Partial dates compare at the precision they have.
 */
export function mostRecentFirst<T>(
  entries: readonly T[],
  datesOf: (entry: T) => EntryDates,
): number[] {
  const indexes = entries.map((_, index) => index);
  const parts = new Map<number, (number | null)[]>();
  const dated: number[] = [];
  const undated: number[] = [];
  for (const index of indexes) {
    const { latest, earliest } = datesOf(entries[index]!);
    const end = latest === 'current' ? RUNNING : partsOf(latest);
    const start = partsOf(earliest);
    if (end[0] === null && start[0] === null) {
      undated.push(index);
      continue;
    }
    // An entry with a start only is as recent as its start.
    parts.set(index, end[0] === null ? [...start, ...start] : [...end, ...start]);
    dated.push(index);
  }
  return [...order(dated, parts, 0), ...undated];
}

/** Whether `order` changes nothing. */
export const isSameOrder = (order: readonly number[]) =>
  order.every((from, index) => from === index);
