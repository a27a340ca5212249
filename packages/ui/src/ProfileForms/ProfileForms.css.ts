import { style } from '@vanilla-extract/css';
import { breakpoints } from '../theme/breakpoints';
import { vars } from '../theme/contract.css';

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

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[4],
  padding: vars.space[5],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  color: vars.color.surfaceForeground,
  boxShadow: vars.shadow.sm,
  minWidth: 0,
});

export const cardHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[2],
  minHeight: vars.size[8],
});

export const cardTitle = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
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
