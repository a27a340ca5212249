import { style } from '@vanilla-extract/css';
import { focusRing, vars } from '@vita/ui';

export const report = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[5],
  minWidth: 0,
  maxWidth: '100%',
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  // Long words, file names and addresses wrap instead of widening the box.
  overflowWrap: 'anywhere',
});

// ---------------------------------------------------------------------------------------------
// Header: the score and its level beside the posting, the CV and the experience. The two sides
// wrap onto two rows when the box is narrower than both.

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: vars.space[4],
});

export const scoreBlock = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space[2],
  flexShrink: 0,
});

export const score = style({
  display: 'flex',
  alignItems: 'baseline',
  gap: vars.space['0.5'],
  margin: 0,
  lineHeight: 1,
  fontVariantNumeric: 'tabular-nums',
});

export const scoreValue = style({
  fontSize: vars.fontSize['4xl'],
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '-0.025em',
  color: vars.color.foreground,
});

export const scoreMax = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.mutedForeground,
});

export const level = style({ flexShrink: 0 });

export const facts = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[1],
  // The width below which the facts move under the score rather than squeeze beside it.
  flex: '1 1 16rem',
  minWidth: 0,
});

export const posting = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  columnGap: vars.space['1.5'],
  margin: 0,
  fontSize: vars.fontSize.md,
  color: vars.color.foreground,
});

export const postingLink = style({ fontWeight: vars.fontWeight.semibold });

export const postingTitle = style({ fontWeight: vars.fontWeight.semibold });

export const postingFact = style({
  display: 'inline-flex',
  alignItems: 'baseline',
  gap: vars.space['1.5'],
  minWidth: 0,
});

export const separator = style({ color: vars.color.mutedForeground });

/** The new-tab icon after the posting's title. */
export const linkIcon = style({
  display: 'inline-block',
  // Optical: sits the 14px icon on the text's x-height.
  verticalAlign: '-0.125em',
  marginInlineStart: vars.space[1],
});

export const cv = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[1],
  margin: 0,
  color: vars.color.mutedForeground,
});

export const cvIcon = style({ flexShrink: 0 });

export const cvLabel = style({ flexShrink: 0 });

export const cvName = style({
  minWidth: 0,
  color: vars.color.foreground,
  fontWeight: vars.fontWeight.medium,
});

export const experience = style({ margin: 0, color: vars.color.mutedForeground });

// ---------------------------------------------------------------------------------------------
// Sections

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
  minWidth: 0,
  paddingBlockStart: vars.space[4],
  borderBlockStart: `1px solid ${vars.color.border}`,
});

export const empty = style({ margin: 0, color: vars.color.mutedForeground });

export const muted = style({ margin: 0, color: vars.color.mutedForeground });

const listReset = {
  margin: 0,
  padding: 0,
  listStyle: 'none',
} as const;

/** The parts: as many columns of meters as fit, one in a narrow box. */
export const parts = style({
  ...listReset,
  display: 'grid',
  // A meter is at least this wide (one column in a 500px box, two in a chat bubble), and never
  // wider than the box.
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 16rem), 1fr))',
  columnGap: vars.space[6],
  rowGap: vars.space[4],
});

export const part = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[1],
  minWidth: 0,
});

// A long label wraps beside its value instead of pushing the value out of the box.
export const meter = style({ gridTemplateColumns: 'minmax(0, 1fr) auto' });

export const list = style({
  ...listReset,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[4],
});

export const item = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space['1.5'],
  minWidth: 0,
});

export const itemHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space[2],
  margin: 0,
});

export const requirement = style({
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.foreground,
});

export const badge = style({ flexShrink: 0 });

/** The CV's own sentence, set off like a quotation. */
export const evidence = style({
  alignSelf: 'stretch',
  margin: 0,
  paddingBlock: vars.space[1],
  paddingInlineStart: vars.space[3],
  borderInlineStart: `3px solid color-mix(in srgb, ${vars.color.primary} 55%, transparent)`,
  color: vars.color.foreground,
  fontStyle: 'italic',
});

export const disclosure = style({ alignSelf: 'stretch', minWidth: 0 });

export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[1],
  minHeight: vars.size[7],
  paddingInline: vars.space['1.5'],
  marginInlineStart: `calc(-1 * ${vars.space['1.5']})`,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.mutedForeground,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  textAlign: 'start',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.accent, color: vars.color.foreground },
    '&[data-focus-visible]': focusRing,
  },
});

export const chevron = style({
  flexShrink: 0,
  transition: `transform ${vars.duration.fast}`,
  selectors: {
    [`${disclosure}[data-expanded] &`]: { transform: 'rotate(90deg)' },
  },
});

export const panel = style({ minWidth: 0 });

/** The posting's line that asks for a requirement. */
export const askedIn = style({
  margin: 0,
  color: vars.color.mutedForeground,
  fontSize: vars.fontSize.xs,
  selectors: {
    '&::before': { content: '"“"' },
    '&::after': { content: '"”"' },
  },
});

export const sectionLabel = style({
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
  color: vars.color.mutedForeground,
});

export const body = style({ margin: 0, color: vars.color.foreground });

export const check = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space[2],
  minWidth: 0,
});

export const checkIcon = style({
  flexShrink: 0,
  // Optical: centres the icon on the first line of text.
  marginBlockStart: 'calc((1lh - 16px) / 2)',
  color: vars.color.dangerText,
  selectors: {
    [`${check}[data-passed] &`]: { color: vars.color.successFg },
  },
});

export const checkText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['0.5'],
  minWidth: 0,
});

export const checkLabel = style({
  margin: 0,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.foreground,
});
