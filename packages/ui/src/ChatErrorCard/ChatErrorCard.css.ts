import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { focusRing } from '../theme/shared.css';
import * as shapes from '../theme/recipes';
import { sprinkles } from '../Stack/sprinkles.css';

export const card = style({
  ...shapes.flexColumn('4'),
  padding: vars.space[6],
  ...shapes.cardSurface,
  minWidth: 0,
});

export const header = sprinkles({ display: 'flex', alignItems: 'flex-start', gap: '3' });

export const icon = style({
  ...shapes.centredContent(),
  flexShrink: 0,
  ...shapes.squareOf('10'),
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.dangerBg,
  color: vars.color.dangerFg,
});

export const headerText = style({
  ...shapes.flexColumn('1'),
  minWidth: 0,
  // Lines the title up with the middle of the icon.
  paddingBlockStart: vars.space[2],
});

export const description = style({
  margin: 0,
  ...shapes.mutedText('sm', 'normal'),
});

export const disclosure = style({ minWidth: 0 });

export const trigger = style({
  ...shapes.flexRow('1', 'inline-flex'),
  height: vars.size[8],
  paddingInline: vars.space[2],
  marginInlineStart: `calc(-1 * ${vars.space[2]})`,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.foreground,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.accent },
    '&[data-focus-visible]': focusRing,
  },
});

export const chevron = style({
  color: vars.color.mutedForeground,
  transition: `transform ${vars.duration.fast}`,
  selectors: {
    [`${disclosure}[data-expanded] &`]: { transform: 'rotate(90deg)' },
  },
});

export const panel = style({ minWidth: 0 });

export const details = style({
  margin: 0,
  marginBlockStart: vars.space[2],
  // About twelve lines of stack before it scrolls.
  maxHeight: 240,
  overflow: 'auto',
  padding: vars.space[3],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.muted,
  color: vars.color.foreground,
  fontFamily: vars.font.mono,
  ...shapes.textSize('xs', 'normal'),
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  outline: 'none',
  selectors: { '&:focus-visible': focusRing },
});

export const footer = style({ display: 'flex', gap: vars.space[2] });
