import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { input } from '../Field/Field.css';
import { centredContent, flexRow, quietButton, quietButtonHover, squareOf } from '../theme/recipes';
import { sprinkles } from '../Stack/sprinkles.css';

const ring = `0 0 0 3px color-mix(in srgb, ${vars.color.focusRing} 30%, transparent)`;

export const group = style([
  input,
  {
    ...flexRow('1'),
    paddingInlineEnd: vars.space[1],
    selectors: {
      '&[data-focus-within]': { borderColor: vars.color.focusRing, boxShadow: ring },
      '[data-invalid] > &': { borderColor: vars.color.dangerText },
    },
  },
]);

export const dateInput = style({ display: 'flex', flex: 1, minWidth: 0 });

export const segment = style({
  paddingInline: '1px',
  borderRadius: vars.radius.xs,
  fontVariantNumeric: 'tabular-nums',
  outline: 'none',
  selectors: {
    '&[data-placeholder]': { color: vars.color.mutedForeground },
    '&[data-type="literal"]': { color: vars.color.mutedForeground },
    '&[data-focused]': {
      backgroundColor: vars.color.primary,
      color: vars.color.primaryForeground,
    },
  },
});

export const calendarButton = style({
  ...centredContent(),
  ...squareOf('7'),
  ...quietButton(),
  selectors: {
    '&[data-hovered]': quietButtonHover,
    '&[data-focus-visible]': { boxShadow: ring },
  },
});

export const dialog = style({ outline: 'none', padding: vars.space[3] });

export const calendar = style({ display: 'flex', flexDirection: 'column', gap: vars.space[2] });

export const calendarHeader = sprinkles({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '2',
});

export const calendarTitle = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
});

export const navButton = style([calendarButton]);

export const grid = style({ borderCollapse: 'collapse', fontSize: vars.fontSize.sm });

export const cell = style({
  ...centredContent('flex'),
  ...squareOf('8'),
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  outline: 'none',
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    '&[data-outside-month]': { display: 'none' },
    '&[data-hovered]': { backgroundColor: vars.color.accent },
    '&[data-selected]': {
      backgroundColor: vars.color.primary,
      color: vars.color.primaryForeground,
    },
    '&[data-focus-visible]': { boxShadow: ring },
    '&[data-disabled]': { opacity: 0.4, cursor: 'default' },
  },
});
