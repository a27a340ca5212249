import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { focusRing } from '../theme/shared.css';
import { centredContent, ellipsis, flexRow, quietButton, squareOf } from '../theme/recipes';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['1.5'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  minWidth: 0,
});

export const item = style({ display: 'flex', minWidth: 0, maxWidth: '100%' });

export const chip = style({
  ...flexRow('1.5', 'inline-flex'),
  minWidth: 0,
  maxWidth: '100%',
  // A chip is as tall as a small control, with room for the remove button inside.
  height: vars.size[7],
  paddingInlineStart: vars.space['2.5'],
  paddingInlineEnd: vars.space['2.5'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.muted,
  color: vars.color.foreground,
  fontSize: vars.fontSize.xs,
  lineHeight: 1,
  selectors: {
    '&[data-removable]': { paddingInlineEnd: vars.space['0.5'] },
  },
});

export const icon = style({ flexShrink: 0, color: vars.color.mutedForeground });

export const name = style({
  minWidth: 0,
  ...ellipsis,
  fontWeight: vars.fontWeight.medium,
});

export const size = style({
  flexShrink: 0,
  color: vars.color.mutedForeground,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

export const remove = style({
  ...centredContent(),
  flexShrink: 0,
  ...squareOf('6'),
  padding: 0,
  ...quietButton(vars.color.mutedForeground, 'full'),
  selectors: {
    '&[data-hovered]:not([data-disabled]), &[data-pressed]': {
      backgroundColor: vars.color.secondaryHover,
      color: vars.color.foreground,
    },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
  },
});
