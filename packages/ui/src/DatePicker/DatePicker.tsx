import { parseDate, type CalendarDate } from '@internationalized/date';
import { CalendarDays, ChevronLeft, ChevronRight } from 'lucide-react';
import type { Ref } from 'react';
import {
  Button,
  Calendar,
  CalendarCell,
  CalendarGrid,
  DateInput,
  DatePicker as RACDatePicker,
  DateSegment,
  Dialog,
  Group,
  Heading,
  type DatePickerProps as RACDatePickerProps,
} from 'react-aria-components';
import { FieldDescription, FieldError, type FieldTextProps, Label } from '../Field/Field';
import * as fieldStyles from '../Field/Field.css';
import { Popover } from '../Popover/Popover';
import { composeClassName } from '../utils/composeClassName';
import * as styles from './DatePicker.css';

export interface DatePickerProps
  extends
    Omit<RACDatePickerProps<CalendarDate>, 'value' | 'onChange' | 'defaultValue' | 'children'>,
    FieldTextProps {
  /** The date as `YYYY-MM-DD`, or '' for none. */
  value: string;
  /** Called with `YYYY-MM-DD`, or '' when the date is cleared or not complete. */
  onChange: (value: string) => void;
  /** Extra class names for the wrapper. @default undefined */
  className?: RACDatePickerProps<CalendarDate>['className'];
  /** The wrapper `<div>`. @default undefined */
  ref?: Ref<HTMLDivElement>;
}

function toCalendarDate(value: string): CalendarDate | null {
  if (!value) return null;
  try {
    return parseDate(value);
  } catch {
    return null;
  }
}

/**
 * A labelled date: typed segment by segment (month, day, year in the user's locale order) or
 * picked from a calendar (RAC DatePicker). The value is an ISO date string, so forms and APIs
 * never handle date objects.
 */
export function DatePicker({
  label,
  description,
  errorMessage,
  value,
  onChange,
  className,
  isInvalid,
  ...props
}: DatePickerProps) {
  return (
    <RACDatePicker
      {...props}
      value={toCalendarDate(value)}
      onChange={(date) => onChange(date ? date.toString() : '')}
      isInvalid={errorMessage ? true : isInvalid}
      granularity="day"
      className={composeClassName(fieldStyles.field, className)}
    >
      <Label>{label}</Label>
      <Group className={styles.group}>
        <DateInput className={styles.dateInput}>
          {(segment) => <DateSegment segment={segment} className={styles.segment} />}
        </DateInput>
        <Button className={styles.calendarButton} aria-label="Choose a date">
          <CalendarDays size={16} aria-hidden />
        </Button>
      </Group>
      {description ? <FieldDescription>{description}</FieldDescription> : null}
      <FieldError>{errorMessage}</FieldError>
      <Popover>
        <Dialog className={styles.dialog}>
          <Calendar className={styles.calendar}>
            <header className={styles.calendarHeader}>
              <Button slot="previous" className={styles.navButton}>
                <ChevronLeft size={16} aria-hidden />
              </Button>
              <Heading className={styles.calendarTitle} />
              <Button slot="next" className={styles.navButton}>
                <ChevronRight size={16} aria-hidden />
              </Button>
            </header>
            <CalendarGrid className={styles.grid}>
              {(date) => <CalendarCell date={date} className={styles.cell} />}
            </CalendarGrid>
          </Calendar>
        </Dialog>
      </Popover>
    </RACDatePicker>
  );
}
