import { clsx } from 'clsx';
import type { HTMLAttributes, Ref } from 'react';
import { type Sprinkles, sprinkles } from './sprinkles.css';

type Space = NonNullable<Sprinkles['gap']>;

export interface StackProps extends HTMLAttributes<HTMLDivElement> {
  /** `column` stacks children top to bottom, `row` lays them side by side. @default 'column' */
  direction?: 'column' | 'row';
  /** Space between children: a key of the space scale (`'4'` = 16px), or per breakpoint (`{ base: '2', md: '6' }`). @default '4' */
  gap?: Space;
  /** Padding on every side, from the space scale. @default undefined */
  padding?: Sprinkles['padding'];
  /** Cross-axis alignment. @default 'stretch' */
  align?: Sprinkles['alignItems'];
  /** Main-axis distribution. @default 'flex-start' */
  justify?: Sprinkles['justifyContent'];
  /** Let children wrap onto new lines (rows of buttons, badges). @default false */
  wrap?: boolean;
  /** The `<div>`. @default undefined */
  ref?: Ref<HTMLDivElement>;
}

/**
 * Lays its children out in a column or a row with a gap from the space scale, so a feature can
 * arrange components without writing CSS. For anything more, `sprinkles()` gives the same
 * layout properties as class names.
 */
export function Stack({
  direction = 'column',
  gap = '4',
  padding,
  align,
  justify,
  wrap = false,
  className,
  ...props
}: StackProps) {
  return (
    <div
      {...props}
      className={clsx(
        sprinkles({
          display: 'flex',
          flexDirection: direction,
          gap,
          padding,
          alignItems: align,
          justifyContent: justify,
          flexWrap: wrap ? 'wrap' : undefined,
        }),
        className,
      )}
    />
  );
}
