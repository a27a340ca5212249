import { clsx } from 'clsx';
import type { Ref } from 'react';
import { Text as RACText, type TextProps as RACTextProps } from 'react-aria-components';
import * as styles from './Text.css';

export const textSizes = ['xs', 'sm', 'md', 'lg'] as const;
export const textTones = ['default', 'muted', 'danger', 'inherit'] as const;

export interface TextProps extends Omit<RACTextProps, 'className'> {
  /** Font size. @default 'md' */
  size?: (typeof textSizes)[number];
  /** Colour: body text, secondary text, an error, or the parent's colour. @default 'default' */
  tone?: (typeof textTones)[number];
  /** Font weight. @default 'regular' */
  weight?: 'regular' | 'medium' | 'semibold';
  /** The element rendered. @default 'p' */
  elementType?: string;
  /** Extra class names. @default undefined */
  className?: string;
  /** The rendered element. @default undefined */
  ref?: Ref<HTMLElement>;
}

/** Body text (RAC Text, so it can also fill `description`/`errorMessage` slots). */
export function Text({ size, tone, weight, elementType = 'p', className, ...props }: TextProps) {
  return (
    <RACText
      {...props}
      elementType={elementType}
      className={clsx(styles.text({ size, tone, weight }), className)}
    />
  );
}
