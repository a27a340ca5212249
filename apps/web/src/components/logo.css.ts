import { flexRow, vars } from '@vita/ui';
import { style } from '@vanilla-extract/css';

export const logo = style({
  ...flexRow('2', 'inline-flex'),
  color: vars.color.foreground,
});

export const mark = style({ width: 28, height: 28, flexShrink: 0 });
export const markBackground = style({ fill: vars.color.primary });
export const markGlyph = style({ fill: vars.color.primaryForeground });

export const wordmark = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '-0.02em',
  lineHeight: 1,
});
