import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { flexColumn, mutedText } from '../theme/recipes';
import { sprinkles } from '../Stack/sprinkles.css';

export const root = style({
  ...flexColumn('3'),
  minWidth: 0,
});

export const header = sprinkles({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '2',
});

export const actions = sprinkles({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '2',
});

export const unsaved = style({
  ...mutedText('xs'),
});

export const textArea = style({
  lineHeight: vars.lineHeight.normal,
  resize: 'vertical',
});

export const footer = sprinkles({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: '2',
});

export const count = style({
  marginInlineStart: 'auto',
  ...mutedText('xs'),
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});
