import { clsx } from 'clsx';
import type { HTMLAttributes, Ref } from 'react';
import * as styles from './Badge.css';

export const badgeVariants = ['neutral', 'success', 'warning', 'danger', 'info'] as const;

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  /** Colour meaning (e.g. Active = success, Inactive = neutral, 'You' = info). @default 'neutral' */
  variant?: (typeof badgeVariants)[number];
  /** The rendered element. @default undefined */
  ref?: Ref<HTMLSpanElement>;
}

/** A small status label. The text carries the meaning; the colour only reinforces it. */
export function Badge({ variant, className, ...props }: BadgeProps) {
  return <span {...props} className={clsx(styles.badge({ variant }), className)} />;
}
