import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '@vita/ui';

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[5],
  minWidth: 0,
});

export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space[1] });

export const title = style({
  margin: 0,
  fontSize: vars.fontSize['2xl'],
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '-0.01em',
  color: vars.color.foreground,
});

export const description = style({ margin: 0, color: vars.color.mutedForeground });

export const importNote = style({
  margin: 0,
  marginTop: vars.space[2],
  padding: `${vars.space[2]} ${vars.space[3]}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.infoBg,
  color: vars.color.infoFg,
  fontSize: vars.fontSize.sm,
});

export const entries = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[4],
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

/** An entry: one line while closed, its fields under the line while open. */
export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[4],
  padding: `${vars.space[2]} ${vars.space[3]}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  color: vars.color.surfaceForeground,
  boxShadow: vars.shadow.sm,
  minWidth: 0,
  selectors: {
    '&[data-open]': { paddingBlockEnd: vars.space[5] },
  },
  '@media': {
    [`(min-width: ${breakpoints.md}px)`]: {
      paddingInline: vars.space[4],
    },
  },
});

export const cardHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[2],
  minHeight: vars.size[8],
  minWidth: 0,
});

export const cardTitle = style({
  flex: 1,
  minWidth: 0,
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
});

/** The whole line opens and closes the entry. */
export const toggle = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[2],
  width: '100%',
  minWidth: 0,
  minHeight: vars.size[9],
  padding: `${vars.space[1]} ${vars.space[1]}`,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&:hover': { backgroundColor: vars.color.muted },
    '&:focus-visible': { boxShadow: `0 0 0 2px ${vars.color.focusRing}` },
  },
});

export const chevron = style({
  flexShrink: 0,
  color: vars.color.mutedForeground,
  transition: `transform ${vars.duration.fast}`,
  selectors: {
    [`${toggle}[aria-expanded="true"] &`]: { transform: 'rotate(90deg)' },
  },
});

/** Title, place and dates on one line; what does not fit is cut with an ellipsis. */
export const summary = style({
  display: 'flex',
  alignItems: 'baseline',
  flexWrap: 'wrap',
  columnGap: vars.space[2],
  minWidth: 0,
  flex: 1,
});

const oneLine = {
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  minWidth: 0,
  maxWidth: '100%',
} as const;

export const summaryTitle = style(oneLine);

export const summaryMuted = style({
  ...oneLine,
  fontWeight: vars.fontWeight.regular,
  color: vars.color.mutedForeground,
});

export const summaryDates = style({
  ...oneLine,
  marginInlineStart: 'auto',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.regular,
  color: vars.color.mutedForeground,
  fontVariantNumeric: 'tabular-nums',
});

export const summaryAttention = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.dangerText,
});

/** The word beside the bin is left out on narrow screens; the button's name stays. */
export const removeText = style({
  display: 'none',
  '@media': {
    [`(min-width: ${breakpoints.sm}px)`]: { display: 'inline' },
  },
});

/** Sort, reorder and open or close all, above the entries. */
export const listTools = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[2],
});

/** Two columns of fields from the tablet width up, one below. */
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: `${vars.space[4]} ${vars.space[4]}`,
  '@media': {
    [`(min-width: ${breakpoints.md}px)`]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  },
});

/** A field across both columns (texts, checkboxes, tags). */
export const wide = style({ gridColumn: '1 / -1' });

export const categorySuggestions = style([
  wide,
  { display: 'flex', flexDirection: 'column', gap: vars.space['1.5'] },
]);

export const suggestionsLabel = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.mutedForeground,
});

export const star = style({ color: vars.color.dangerText });

export const importedMark = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[1],
  paddingInline: vars.space['1.5'],
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.infoBg,
  color: vars.color.infoFg,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
});

export const listError = style({
  margin: 0,
  color: vars.color.dangerText,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

export const formError = style({
  margin: 0,
  padding: `${vars.space[2]} ${vars.space[3]}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.dangerBg,
  color: vars.color.dangerFg,
  fontSize: vars.fontSize.sm,
});

export const actions = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space[2],
  flexWrap: 'wrap',
});

/** The count of fields a refused save left, at the start of the buttons' row. */
export const refusal = style([
  formError,
  {
    marginInlineEnd: 'auto',
    alignSelf: 'center',
    selectors: { '&:empty': { padding: 0, backgroundColor: 'transparent' } },
  },
]);

export const skillGroups = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[4],
});

export const skillGroup = style({ display: 'flex', flexDirection: 'column', gap: vars.space[2] });

export const skillGroupTitle = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.mutedForeground,
});

export const chips = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[2],
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

/** A skill: its name and level, then its remove button, in one pill. */
export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  maxWidth: '100%',
  minWidth: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surface,
  color: vars.color.surfaceForeground,
  fontSize: vars.fontSize.sm,
  selectors: {
    '&[data-open]': { borderColor: vars.color.primary, backgroundColor: vars.color.accent },
    '&[data-invalid]': { borderColor: vars.color.dangerText },
  },
});

const chipControl = {
  border: 'none',
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  cursor: 'pointer',
  outline: 'none',
  borderRadius: vars.radius.full,
  selectors: {
    '&:hover': { backgroundColor: vars.color.muted },
    '&:focus-visible': { boxShadow: `0 0 0 2px ${vars.color.focusRing}` },
    '&:disabled': { cursor: 'default', opacity: 0.5 },
  },
} as const;

export const chipButton = style({
  ...chipControl,
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1.5'],
  minWidth: 0,
  minHeight: vars.size[8],
  paddingBlock: vars.space[1],
  paddingInline: vars.space[3],
});

export const chipName = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontWeight: vars.fontWeight.medium,
});

export const chipLevel = style({ color: vars.color.mutedForeground, whiteSpace: 'nowrap' });

export const chipRemove = style({
  ...chipControl,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.size[8],
  height: vars.size[8],
  color: vars.color.mutedForeground,
});
