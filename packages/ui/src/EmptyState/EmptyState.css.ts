import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { centredContent, flexColumn, mutedText, squareOf } from '../theme/recipes';

export const root = style({
  ...flexColumn('2'),
  alignItems: 'center',
  justifyContent: 'center',
  paddingBlock: vars.space[12],
  paddingInline: vars.space[6],
  textAlign: 'center',
});

export const icon = style({
  ...centredContent(),
  ...squareOf('12'),
  marginBottom: vars.space[2],
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.muted,
  color: vars.color.mutedForeground,
});

export const description = style({
  // A comfortable line length for a two-line explanation.
  maxWidth: 360,
  ...mutedText('sm'),
});

export const action = style({ marginTop: vars.space[4] });
