import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { input } from '../Field/Field.css';
import { ellipsis, flexRow, popupList } from '../theme/recipes';

export const trigger = style([
  input,
  {
    ...flexRow('2'),
    justifyContent: 'space-between',
    textAlign: 'start',
    cursor: 'pointer',
    selectors: {
      '&[data-focus-visible]': {
        borderColor: vars.color.focusRing,
        boxShadow: `0 0 0 3px color-mix(in srgb, ${vars.color.focusRing} 30%, transparent)`,
      },
      '[data-invalid] > &': { borderColor: vars.color.dangerText },
    },
  },
]);

export const value = style({
  ...ellipsis,
  selectors: { '&[data-placeholder]': { color: vars.color.mutedForeground } },
});

export const chevron = style({ flexShrink: 0, color: vars.color.mutedForeground });

export const popover = style({ minWidth: 'var(--trigger-width)' });

export const listBox = style({ ...popupList, maxHeight: '18rem' });

export const option = style({
  ...flexRow('2'),
  justifyContent: 'space-between',
  padding: `${vars.space['1.5']} ${vars.space[2]}`,
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.sm,
  color: vars.color.foreground,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused]': { backgroundColor: vars.color.accent, color: vars.color.accentForeground },
    '&[data-selected]': { fontWeight: vars.fontWeight.medium },
  },
});
