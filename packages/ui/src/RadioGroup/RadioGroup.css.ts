import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { controlBorder, focusRing } from '../theme/shared.css';

export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
});

export const items = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
  selectors: {
    [`${group}[data-orientation="horizontal"] &`]: {
      flexDirection: 'row',
      flexWrap: 'wrap',
      gap: vars.space[4],
    },
  },
});

export const radio = style({
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

export const circle = style({
  flexShrink: 0,
  width: vars.size[4],
  height: vars.size[4],
  borderRadius: '50%',
  border: `1px solid ${controlBorder}`,
  backgroundColor: vars.color.background,
  boxShadow: vars.shadow.sm,
  transition: `border-width ${vars.duration.fast}, border-color ${vars.duration.fast}`,
  selectors: {
    [`${radio}[data-hovered] &`]: { borderColor: vars.color.mutedForeground },
    // A thick primary border leaves a dot of background in the middle.
    [`${radio}[data-selected] &`]: { border: `5px solid ${vars.color.primary}` },
    [`${radio}[data-focus-visible] &`]: focusRing,
    [`${radio}[data-invalid] &`]: { borderColor: vars.color.dangerText },
  },
});
