import type { Ref } from 'react';
import {
  Label,
  ProgressBar as RACProgressBar,
  type ProgressBarProps as RACProgressBarProps,
} from 'react-aria-components';
import { composeClassName } from '../utils/composeClassName';
import * as styles from './ProgressBar.css';

export interface ProgressBarProps extends Omit<
  RACProgressBarProps,
  'children' | 'isIndeterminate'
> {
  /** Visible label, e.g. 'Uploading...'; also the accessible name. */
  label: string;
  /** Current value between `minValue` and `maxValue`. @default 0 */
  value?: number;
  /** Show the formatted value (a percentage by default) beside the label. @default true */
  showValue?: boolean;
  /** Extra class names: a string, or a function of RAC's render props. @default undefined */
  className?: RACProgressBarProps['className'];
  /** The `<div role="progressbar">`. @default undefined */
  ref?: Ref<HTMLDivElement>;
}

/**
 * A determinate progress bar (RAC ProgressBar: `role="progressbar"` with `aria-valuenow` and a
 * formatted `aria-valuetext`). For unknown durations use `Spinner` instead.
 */
export function ProgressBar({ label, showValue = true, className, ...props }: ProgressBarProps) {
  return (
    <RACProgressBar {...props} className={composeClassName(styles.root, className)}>
      {({ percentage, valueText }) => (
        <>
          <Label className={styles.label}>{label}</Label>
          {showValue ? <span className={styles.value}>{valueText}</span> : <span />}
          <div className={styles.track}>
            <div className={styles.fill} style={{ width: `${percentage ?? 0}%` }} />
          </div>
        </>
      )}
    </RACProgressBar>
  );
}
