import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { cardSurface, flexColumn } from '../theme/recipes';
import { sprinkles } from '../Stack/sprinkles.css';

export const progress = style({ width: '100%' });

export const step = style({
  ...flexColumn('4'),
  padding: vars.space[6],
  ...cardSurface,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize['2xl'],
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '-0.01em',
});

export const text = style({ margin: 0, color: vars.color.mutedForeground, maxWidth: '40rem' });

export const question = style({ margin: 0, fontWeight: vars.fontWeight.medium });

export const choices = style({ display: 'flex', gap: vars.space[3], flexWrap: 'wrap' });

export const actions = sprinkles({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: '2',
  flexWrap: 'wrap',
});
