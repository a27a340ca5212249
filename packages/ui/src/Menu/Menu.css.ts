import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { flexRow, mutedText, popupList } from '../theme/recipes';

export const menu = style({ ...popupList, maxHeight: 'inherit' });

export const item = style({
  ...flexRow('2'),
  minHeight: vars.size[8],
  paddingInline: vars.space[2],
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.sm,
  color: vars.color.foreground,
  textDecoration: 'none',
  cursor: 'default',
  outline: 'none',
  userSelect: 'none',
  selectors: {
    '&[data-focused]': { backgroundColor: vars.color.accent, color: vars.color.accentForeground },
    '&[data-disabled]': { opacity: 0.5 },
    '&[data-variant="danger"]': { color: vars.color.dangerText },
    '&[data-variant="danger"][data-focused]': {
      backgroundColor: vars.color.dangerBg,
      color: vars.color.dangerFg,
    },
  },
});

export const icon = style({
  display: 'inline-flex',
  flexShrink: 0,
  color: vars.color.mutedForeground,
  selectors: {
    [`${item}[data-focused] &`]: { color: 'inherit' },
    [`${item}[data-variant="danger"] &`]: { color: 'inherit' },
  },
});

export const label = style({ flex: 1, minWidth: 0 });

export const separator = style({
  height: 1,
  marginBlock: vars.space[1],
  marginInline: `calc(-1 * ${vars.space[1]})`,
  border: 'none',
  backgroundColor: vars.color.border,
});

export const header = style({
  paddingInline: vars.space[2],
  paddingBlock: vars.space['1.5'],
  ...mutedText('xs'),
  fontWeight: vars.fontWeight.semibold,
});
