import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { cardSurface, flexColumn, flexRow, mutedText } from '../theme/recipes';

export const card = style({
  ...flexColumn('6'),
  paddingBlock: vars.space[6],
  ...cardSurface,
});

export const header = style({
  ...flexColumn('1.5'),
  paddingInline: vars.space[6],
});

export const title = style({ fontSize: vars.fontSize.lg });

export const description = style({
  margin: 0,
  ...mutedText('sm'),
});

export const content = style({ paddingInline: vars.space[6] });

export const footer = style({
  ...flexRow('2'),
  paddingInline: vars.space[6],
});
