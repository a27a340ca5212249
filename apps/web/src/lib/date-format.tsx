import { createContext, useContext, useMemo, type ReactNode } from 'react';

export interface DateFormatSettings {
  /** BCP 47 locale; the browser's when undefined. */
  locale?: string;
  /** IANA time zone; the browser's when undefined. */
  timeZone?: string;
}

const DateFormatContext = createContext<DateFormatSettings>({});

/**
 * Fixes the locale and time zone of dates below it. The app uses the visitor's own; stories and
 * screenshots pin both so the same timestamp renders the same text on every machine.
 */
export function DateFormatProvider({
  children,
  ...settings
}: DateFormatSettings & { children: ReactNode }) {
  const value = useMemo(
    () => ({ locale: settings.locale, timeZone: settings.timeZone }),
    [settings.locale, settings.timeZone],
  );
  return <DateFormatContext.Provider value={value}>{children}</DateFormatContext.Provider>;
}

/** Formats ISO timestamps as a localised medium date and short time. */
export function useDateTimeFormatter(): (iso: string) => string {
  const { locale, timeZone } = useContext(DateFormatContext);
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(locale, {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone,
    });
    return (iso: string) => {
      const date = new Date(iso);
      // A malformed timestamp shows as sent rather than 'Invalid Date' or a thrown RangeError.
      return Number.isNaN(date.getTime()) ? iso : format.format(date);
    };
  }, [locale, timeZone]);
}
