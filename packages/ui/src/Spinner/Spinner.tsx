import { clsx } from 'clsx';
import type { Ref, SVGAttributes } from 'react';
import * as styles from './Spinner.css';

export const spinnerSizes = ['sm', 'md', 'lg'] as const;

export interface SpinnerProps extends Omit<SVGAttributes<SVGSVGElement>, 'children'> {
  /** Diameter: sm 14px, md 20px, lg 32px. @default 'md' */
  size?: (typeof spinnerSizes)[number];
  /** Accessible name announced by screen readers. @default 'Loading' */
  'aria-label'?: string;
  /** Hide from assistive tech when a surrounding element already announces the busy state. @default false */
  'aria-hidden'?: boolean;
  /** The rendered element. @default undefined */
  ref?: Ref<SVGSVGElement>;
}

/** An indeterminate progress indicator (`role="progressbar"` without a value). */
export function Spinner({
  size = 'md',
  className,
  'aria-label': ariaLabel = 'Loading',
  ...props
}: SpinnerProps) {
  const hidden = props['aria-hidden'] === true;
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      role={hidden ? undefined : 'progressbar'}
      aria-label={hidden ? undefined : ariaLabel}
      {...props}
      className={clsx(styles.spinner({ size }), className)}
    >
      <circle
        className={styles.track}
        cx="12"
        cy="12"
        r="9"
        stroke="currentColor"
        strokeWidth="3"
      />
      <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}
