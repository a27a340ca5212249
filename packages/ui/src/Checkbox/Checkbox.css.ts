import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { controlBorder, focusRing } from '../theme/shared.css';

export const checkbox = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[2],
  fontSize: vars.fontSize.sm,
  color: vars.color.foreground,
  cursor: 'pointer',
  WebkitTapHighlightColor: 'transparent',
  selectors: {
    '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
  },
});

export const box = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.size[4],
  height: vars.size[4],
  borderRadius: vars.radius.xs,
  border: `1px solid ${controlBorder}`,
  backgroundColor: vars.color.background,
  color: vars.color.primaryForeground,
  boxShadow: vars.shadow.sm,
  transition: `background-color ${vars.duration.fast}, border-color ${vars.duration.fast}`,
  selectors: {
    [`${checkbox}[data-hovered] &`]: { borderColor: vars.color.mutedForeground },
    [`${checkbox}[data-selected] &, ${checkbox}[data-indeterminate] &`]: {
      backgroundColor: vars.color.primary,
      borderColor: vars.color.primary,
    },
    [`${checkbox}[data-focus-visible] &`]: focusRing,
    [`${checkbox}[data-invalid] &`]: { borderColor: vars.color.dangerText },
  },
});
