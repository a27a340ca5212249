import { clsx } from 'clsx';
import type { Ref } from 'react';
import { Heading as RACHeading, type HeadingProps as RACHeadingProps } from 'react-aria-components';
import * as styles from './Heading.css';

export const headingSizes = ['sm', 'md', 'lg', 'xl', '2xl', '3xl'] as const;
export type HeadingSize = (typeof headingSizes)[number];
type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

// The visual size follows the level unless asked otherwise, so outlines stay semantic and the
// look can still be tuned (e.g. a compact h1 in a card).
const sizeForLevel: Record<HeadingLevel, HeadingSize> = {
  1: '2xl',
  2: 'xl',
  3: 'lg',
  4: 'md',
  5: 'sm',
  6: 'sm',
};

export interface HeadingProps extends Omit<RACHeadingProps, 'className' | 'level'> {
  /** Outline level: renders `<h1>`…`<h6>`. @default 2 */
  level?: HeadingLevel;
  /** Visual size, independent of the level. @default the level's size (h1 '2xl', h2 'xl', h3 'lg', h4 'md', h5/h6 'sm') */
  size?: HeadingSize;
  /** Extra class names. @default undefined */
  className?: string;
  /** The `<h1>`…`<h6>` element. @default undefined */
  ref?: Ref<HTMLHeadingElement>;
}

/** A heading (RAC Heading: also fills Dialog titles through RAC's slot context). */
export function Heading({ level = 2, size, className, ...props }: HeadingProps) {
  return (
    <RACHeading
      {...props}
      level={level}
      className={clsx(styles.heading({ size: size ?? sizeForLevel[level] }), className)}
    />
  );
}
