import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { focusRing } from '../theme/shared.css';

/** SPEC §9: toasts are 356px wide, 14px apart, bottom right. */
export const TOAST_WIDTH = 356;
export const TOAST_GAP = 14;

export const region = style({
  position: 'fixed',
  insetBlockEnd: vars.space[6],
  insetInlineEnd: vars.space[6],
  zIndex: 100,
  width: TOAST_WIDTH,
  maxWidth: `calc(100vw - 2 * ${vars.space[4]})`,
  display: 'flex',
  // RAC keeps the newest toast first; reversing puts it at the bottom, nearest the corner.
  flexDirection: 'column-reverse',
  gap: TOAST_GAP,
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': { ...focusRing, borderRadius: vars.radius.md },
  },
  '@media': {
    '(max-width: 480px)': { insetInlineEnd: vars.space[4], insetBlockEnd: vars.space[4] },
  },
});

const slideIn = keyframes({
  from: { opacity: 0, transform: 'translateY(8px)' },
  to: { opacity: 1, transform: 'translateY(0)' },
});

export const toast = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr auto',
  alignItems: 'start',
  gap: vars.space[3],
  padding: vars.space[4],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  color: vars.color.surfaceForeground,
  boxShadow: vars.shadow.lg,
  outline: 'none',
  animation: `${slideIn} ${vars.duration.normal} ease-out`,
  selectors: {
    '&[data-focus-visible]': focusRing,
  },
});

export const icon = recipe({
  base: { marginTop: 1 },
  variants: {
    variant: {
      success: { color: vars.color.successFg },
      error: { color: vars.color.dangerText },
      info: { color: vars.color.link },
    },
  },
});

export const content = style({ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 });

export const title = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
});

export const description = style({
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.mutedForeground,
  overflowWrap: 'anywhere',
});

export const close = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 24,
  height: 24,
  marginBlock: -2,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.mutedForeground,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.accent, color: vars.color.foreground },
    '&[data-focus-visible]': focusRing,
  },
});
