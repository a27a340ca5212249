import { useId, useState, type ReactNode, type Ref } from 'react';
import { Checkbox } from '../Checkbox/Checkbox';
import * as fieldStyles from '../Field/Field.css';
import { Select, type SelectOption } from '../Select/Select';
import { TextField } from '../TextField/TextField';
import * as styles from './MonthYearField.css';

const MONTH_NAMES = [
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

/**
 * A partial ISO date as a person reads it, as precise as it was given and no more: "2019-03" and
 * "2019-03-14" → "Mar 2019", "2019" → "2019" (a day is not shown, as the PDF shows none; a missing
 * month is never made up). Text that is no partial date is shown as written.
 */
export function formatPartialDate(value: string): string {
  const match = /^(\d{4})(?:-(\d{2}))?(?:-\d{2})?/.exec(value.trim());
  if (!match) return value.trim();
  const month = match[2] ? MONTH_NAMES[Number(match[2]) - 1] : undefined;
  return month ? `${month.slice(0, 3)} ${match[1]}` : match[1]!;
}

/**
 * A span of dates as a list shows it: "Mar 2019 – 2021", "2019 – Present", or the one date there
 * is; '' when there is none.
 */
export function formatDateRange(
  start: string,
  end: string,
  current = false,
  currentLabel = 'Present',
): string {
  const from = start.trim() ? formatPartialDate(start) : '';
  const to = current ? currentLabel : end.trim() ? formatPartialDate(end) : '';
  if (!from) return to;
  if (!to || to === from) return from;
  return `${from} – ${to}`;
}

const MONTHS: readonly SelectOption[] = MONTH_NAMES.map((label, index) => ({
  id: String(index + 1).padStart(2, '0'),
  label,
}));

export interface MonthYearFieldProps {
  /** Visible label of the whole date; also the group's accessible name. */
  label: ReactNode;
  /**
   * The date as precise as it is known: `YYYY`, `YYYY-MM` or `YYYY-MM-DD`, or '' for none. What
   * is being typed may be incomplete (`20`, `-03`): the caller's rules judge it.
   */
  value: string;
  /** Called with the date as precise as chosen; a day already there is kept while it exists. */
  onChange: (value: string) => void;
  /** Called when focus leaves the year field or the month. @default undefined */
  onBlur?: () => void;
  /** Help text under the fields. @default undefined */
  description?: ReactNode;
  /** The date's error, shown under the fields; giving one marks them invalid. @default undefined */
  errorMessage?: string;
  /** @default false */
  isRequired?: boolean;
  /** @default false */
  isDisabled?: boolean;
  /** The "year only" checkbox's label. @default 'Year only' */
  yearOnlyLabel?: string;
  /** Extra class names for the wrapper. @default undefined */
  className?: string;
  /** The wrapper `<div>`. @default undefined */
  ref?: Ref<HTMLDivElement>;
}

interface Parts {
  year: string;
  month: string;
  day: string;
}

function partsOf(value: string): Parts {
  const match = /^(\d{0,4})(?:-(\d{2}))?(?:-(\d{2}))?$/.exec(value.trim());
  return { year: match?.[1] ?? '', month: match?.[2] ?? '', day: match?.[3] ?? '' };
}

/** The day is kept only while it is a day of the chosen month (or the year is being typed). */
function compose({ year, month, day }: Parts): string {
  if (!year && !month) return '';
  if (!month) return year;
  const keepsDay =
    day !== '' &&
    (!/^\d{4}$/.test(year) ||
      Number(day) <= new Date(Date.UTC(Number(year), Number(month), 0)).getUTCDate());
  return `${year}-${month}${keepsDay ? `-${day}` : ''}`;
}

/**
 * A date as precise as the person knows it: a month and a year, or the year only. A résumé says
 * "2019" or "Mar 2019", rarely a day, so there is no day to pick and none is invented; a day
 * already stored is kept while the month stays. The value is a partial ISO date string.
 */
export function MonthYearField({
  label,
  value,
  onChange,
  onBlur,
  description,
  errorMessage,
  isRequired,
  isDisabled,
  yearOnlyLabel = 'Year only',
  className,
  ref,
}: MonthYearFieldProps) {
  const id = useId();
  const parts = partsOf(value);
  // Year only is what a year without a month means, until the person asks for the month (by
  // unticking it, or by picking one: the month stays open either way).
  const [wantsMonth, setWantsMonth] = useState(false);
  const yearOnly = parts.year !== '' && parts.month === '' && !wantsMonth;
  const set = (changes: Partial<Parts>) => onChange(compose({ ...parts, ...changes }));
  return (
    <div
      ref={ref}
      role="group"
      aria-labelledby={`${id}-label`}
      className={[fieldStyles.field, styles.field, className].filter(Boolean).join(' ')}
      data-invalid={errorMessage ? true : undefined}
    >
      <span id={`${id}-label`} className={fieldStyles.label}>
        {label}
      </span>
      <div className={styles.row}>
        <Select
          label="Month"
          placeholder={yearOnly ? '—' : 'Month'}
          options={MONTHS}
          value={parts.month}
          onChange={(month) => {
            setWantsMonth(true);
            set({ month });
          }}
          onBlur={onBlur}
          isDisabled={isDisabled}
          isInvalid={Boolean(errorMessage)}
          className={styles.month}
        />
        <TextField
          label="Year"
          inputMode="numeric"
          autoComplete="off"
          maxLength={4}
          value={parts.year}
          onChange={(year) => set({ year: year.replace(/\D/g, '') })}
          onBlur={onBlur}
          isRequired={isRequired}
          isDisabled={isDisabled}
          errorMessage={errorMessage}
          className={styles.year}
        />
      </div>
      <Checkbox
        isSelected={yearOnly}
        isDisabled={isDisabled || parts.year === ''}
        onChange={(checked) => {
          setWantsMonth(!checked);
          if (checked) set({ month: '', day: '' });
        }}
      >
        {yearOnlyLabel}
      </Checkbox>
      {description ? <div className={fieldStyles.description}>{description}</div> : null}
    </div>
  );
}
