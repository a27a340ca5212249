import type { Ref } from 'react';
import { Label, Meter as RACMeter, type MeterProps as RACMeterProps } from 'react-aria-components';
// A meter is drawn like a progress bar (its label, value, track and fill), but it is a measure,
// not progress, so it carries `role="meter"`.
import * as styles from '../ProgressBar/ProgressBar.css';
import { composeClassName } from '../utils/composeClassName';

export interface MeterProps extends Omit<RACMeterProps, 'children'> {
  /** Visible label; also the accessible name. */
  label: string;
  /**
   * The value as shown beside the label ("3/5"); screen readers read `valueLabel` (or the
   * formatted value) instead. @default the formatted value
   */
  shownValue?: string;
  /** Extra class names: a string, or a function of RAC's render props. @default undefined */
  className?: RACMeterProps['className'];
  /** The `<div role="meter">`. @default undefined */
  ref?: Ref<HTMLDivElement>;
}

/**
 * A measure within a known range, such as a score (RAC Meter: `role="meter"` with
 * `aria-valuenow` and `aria-valuetext`). For the progress of a task use `ProgressBar`.
 */
export function Meter({ label, shownValue, className, ...props }: MeterProps) {
  return (
    <RACMeter {...props} className={composeClassName(styles.root, className)}>
      {({ percentage, valueText }) => (
        <>
          <Label className={styles.label}>{label}</Label>
          <span className={styles.value} aria-hidden={shownValue !== undefined || undefined}>
            {shownValue ?? valueText}
          </span>
          <div className={styles.track}>
            <div className={styles.fill} style={{ width: `${percentage}%` }} />
          </div>
        </>
      )}
    </RACMeter>
  );
}
