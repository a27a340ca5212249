import { createContext, useCallback, useContext, type ReactNode } from 'react';
import { I18nProvider, useDateFormatter } from 'react-aria';

export interface DateFormatSettings {
  /** BCP 47 locale; the browser's when undefined. */
  locale?: string;
  /** IANA time zone; the browser's when undefined. */
  timeZone?: string;
}

const TimeZoneContext = createContext<string | undefined>(undefined);

/**
 * Fixes the locale and time zone of dates below it. The app uses the visitor's own; stories and
 * screenshots pin both so the same timestamp renders the same text on every machine.
 */
export function DateFormatProvider({
  locale,
  timeZone,
  children,
}: DateFormatSettings & { children: ReactNode }) {
  return (
    <I18nProvider locale={locale}>
      <TimeZoneContext.Provider value={timeZone}>{children}</TimeZoneContext.Provider>
    </I18nProvider>
  );
}

/** Formats ISO timestamps as a localised medium date and short time. */
export function useDateTimeFormatter(): (iso: string) => string {
  const timeZone = useContext(TimeZoneContext);
  const formatter = useDateFormatter({ dateStyle: 'medium', timeStyle: 'short', timeZone });
  return useCallback(
    (iso: string) => {
      const date = new Date(iso);
      // A malformed timestamp shows as sent rather than 'Invalid Date' or a thrown RangeError.
      return Number.isNaN(date.getTime()) ? iso : formatter.format(date);
    },
    [formatter],
  );
}

/**
 * Formats a calendar day (`YYYY-MM-DD`, a next step's date) as a localised medium date. A day has
 * no time of day: it is read and shown in UTC, so no time zone moves it. Anything else shows as
 * given.
 */
export function useDayFormatter(): (day: string) => string {
  const formatter = useDateFormatter({ dateStyle: 'medium', timeZone: 'UTC' });
  return useCallback(
    (day: string) => {
      const date = new Date(`${day}T00:00:00Z`);
      return /^\d{4}-\d{2}-\d{2}$/.test(day) && !Number.isNaN(date.getTime())
        ? formatter.format(date)
        : day;
    },
    [formatter],
  );
}
