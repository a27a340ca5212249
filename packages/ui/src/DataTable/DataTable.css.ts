import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { focusRing } from '../theme/shared.css';

/**
 * The bordered box. It scrolls sideways on its own, so a wide table never widens the page on a
 * narrow screen (the page keeps its own width at 500px).
 */
export const container = style({
  width: '100%',
  maxWidth: '100%',
  overflowX: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  color: vars.color.surfaceForeground,
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  borderSpacing: 0,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  // Equal-width digits keep IDs, counts and dates aligned down a column.
  fontVariantNumeric: 'tabular-nums',
  outline: 'none',
  // Focus rings are drawn inside (-2px): the scrolling container would clip an outer one.
  selectors: {
    '&[data-focus-visible]': { outline: focusRing.outline, outlineOffset: -2 },
  },
});

export const column = style({
  height: vars.size[10],
  paddingInline: vars.space[4],
  borderBottom: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.muted,
  color: vars.color.mutedForeground,
  fontWeight: vars.fontWeight.medium,
  textAlign: 'start',
  whiteSpace: 'nowrap',
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': { outline: focusRing.outline, outlineOffset: -2 },
  },
});

/** The Actions column: as narrow as its button, aligned to the end edge. */
export const actionsColumn = style({
  width: '1%',
  textAlign: 'end',
});

export const row = style({
  outline: 'none',
  transition: `background-color ${vars.duration.fast}`,
  selectors: {
    '&:not(:last-child)': { borderBottom: `1px solid ${vars.color.border}` },
    '&[data-hovered]': {
      backgroundColor: `color-mix(in srgb, ${vars.color.muted} 60%, transparent)`,
    },
    '&[data-focus-visible]': { outline: focusRing.outline, outlineOffset: -2 },
  },
});

export const cell = style({
  height: vars.size[13],
  paddingBlock: vars.space[2],
  paddingInline: vars.space[4],
  verticalAlign: 'middle',
  color: vars.color.foreground,
  // Rows stay one line (a name with its 'You' badge included); narrow screens scroll instead.
  whiteSpace: 'nowrap',
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': { outline: focusRing.outline, outlineOffset: -2 },
  },
});

export const rowHeaderCell = style({
  fontWeight: vars.fontWeight.medium,
});

export const actionsCell = style({
  paddingBlock: 0,
  paddingInline: vars.space[2],
  textAlign: 'end',
});

/**
 * One line, cut with an ellipsis at the column's maxWidth; the full text is in `title`.
 * A block inside the cell, because `text-overflow` has no effect on an auto-sized table cell.
 */
export const truncate = style({
  display: 'block',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const skeletonCell = style({
  height: vars.size[13],
  paddingInline: vars.space[4],
  verticalAlign: 'middle',
});

/** Cell spanning every column for the empty and error states. */
export const stateCell = style({
  padding: 0,
});

export const error = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space[3],
  paddingBlock: vars.space[10],
  paddingInline: vars.space[6],
  textAlign: 'center',
});

export const errorMessage = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[2],
  fontWeight: vars.fontWeight.medium,
  color: vars.color.dangerText,
});
