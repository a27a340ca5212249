import { clsx } from 'clsx';
import type { Ref } from 'react';
import { Badge, type badgeVariants } from '../Badge/Badge';
import * as styles from './StageBadge.css';

/** The colours a stage can take: the Badge's variants. */
export type StageTone = (typeof badgeVariants)[number];

export interface StageBadgeProps {
  /** The stage's name, as the person reads it ("Applied"). */
  children: string;
  /** The stage's colour; the name carries the meaning, the colour and the dot only reinforce it. @default 'neutral' */
  tone?: StageTone;
  /** Extra class names. @default undefined */
  className?: string;
  /** The badge's `<span>`. @default undefined */
  ref?: Ref<HTMLSpanElement>;
}

/**
 * The stage of an application (Saved, Applied, Interview…) as a pill with a dot in the stage's
 * tone. The stages and their tones come from the caller: the component knows no stage by name.
 */
export function StageBadge({ children, tone = 'neutral', className, ref }: StageBadgeProps) {
  return (
    <Badge ref={ref} variant={tone} className={clsx(styles.badge, className)}>
      <span aria-hidden className={styles.dot} />
      {children}
    </Badge>
  );
}
