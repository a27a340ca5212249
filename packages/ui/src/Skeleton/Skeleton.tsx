import { clsx } from 'clsx';
import type { CSSProperties, HTMLAttributes, Ref } from 'react';
import * as styles from './Skeleton.css';

export interface SkeletonProps extends HTMLAttributes<HTMLSpanElement> {
  /** Width (a number is pixels). @default '100%' */
  width?: CSSProperties['width'];
  /** Height (a number is pixels). @default 16 */
  height?: CSSProperties['height'];
  /** Corner radius, e.g. '9999px' for a circle. @default 6px */
  radius?: CSSProperties['borderRadius'];
  /** The rendered element. @default undefined */
  ref?: Ref<HTMLSpanElement>;
}

/**
 * A pulsing placeholder while content loads. Decorative (aria-hidden): put the loading
 * announcement on the container, e.g. `aria-busy` on the table.
 */
export function Skeleton({
  width = '100%',
  height = 16,
  radius,
  className,
  style,
  ...props
}: SkeletonProps) {
  return (
    <span
      aria-hidden
      {...props}
      className={clsx(styles.skeleton, className)}
      style={{ width, height, borderRadius: radius, ...style }}
    />
  );
}
