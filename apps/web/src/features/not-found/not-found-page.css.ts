import { flexColumn, vars } from '@vita/ui';
import { style } from '@vanilla-extract/css';

export const page = style({
  minHeight: '100dvh',
  display: 'grid',
  placeItems: 'center',
  padding: vars.space['6'],
});

/** Inside the signed-in frame: centred in the content area below the header. */
export const framed = style({
  display: 'grid',
  placeItems: 'center',
  paddingBlock: vars.space['12'],
});

export const content = style({
  ...flexColumn('4'),
  alignItems: 'center',
  textAlign: 'center',
});

export const code = style({
  fontSize: 'clamp(4rem, 18vw, 7rem)',
  lineHeight: 1,
  letterSpacing: '-0.04em',
  color: vars.color.primary,
});

export const text = style({ color: vars.color.mutedForeground });
