import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { cardSurface, flexColumn, flexRow, mutedText, textSize } from '../theme/recipes';
import { sprinkles } from '../Stack/sprinkles.css';

export const card = style({
  ...flexColumn('2'),
  minWidth: 0,
  padding: vars.space[3],
  ...cardSurface,
  borderRadius: vars.radius.md,
});

export const top = style({
  display: 'flex',
  // In a narrow card (a board column on a laptop) the actions go below the names, which keep
  // the whole width rather than a word a line.
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: vars.space[2],
  minWidth: 0,
});

export const names = style({
  ...flexColumn('0.5'),
  flex: '1 1 7rem',
  minWidth: 0,
});

export const title = style({
  ...textSize('sm', 'tight'),
  fontWeight: vars.fontWeight.semibold,
  overflowWrap: 'anywhere',
});

export const company = style({
  ...mutedText('sm', 'tight'),
  overflowWrap: 'anywhere',
});

export const actions = style({
  ...flexRow('1'),
  flexShrink: 0,
  marginInlineStart: 'auto',
  // The controls are as tall as a line pair; pulled up so the title's first line sits beside them.
  marginBlock: `calc(${vars.space[1]} * -1)`,
});

export const badges = sprinkles({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '1.5',
});

export const next = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['1.5'],
  margin: 0,
  ...mutedText('xs', 'normal'),
  overflowWrap: 'anywhere',
});

export const nextIcon = style({
  flexShrink: 0,
  // Centres the icon on the first line of text.
  marginBlockStart: '3px',
});
