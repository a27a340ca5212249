import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { breakpoints } from '../theme/breakpoints';
import { vars } from '../theme/contract.css';
import { focusRing } from '../theme/shared.css';
import * as shapes from '../theme/recipes';
import { TOAST_CLEARANCE_PROPERTY } from './toast-clearance-property';

/** Room kept at the bottom for what the toasts must not cover (a form's Save and Back). */
const clearance = `var(${TOAST_CLEARANCE_PROPERTY}, 0px)`;

/** Toasts are 356px wide (the width of sonner's toasts, which this follows), bottom right. */
export const TOAST_WIDTH = 356;

export const region = style({
  position: 'fixed',
  insetBlockEnd: `max(${vars.space[6]}, ${clearance})`,
  insetInlineEnd: vars.space[6],
  zIndex: vars.zIndex.toast,
  width: TOAST_WIDTH,
  maxWidth: `calc(100vw - 2 * ${vars.space[4]})`,
  display: 'flex',
  // RAC keeps the newest toast first; reversing puts it at the bottom, nearest the corner.
  flexDirection: 'column-reverse',
  gap: vars.space['3.5'],
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': { ...focusRing, borderRadius: vars.radius.md },
  },
  '@media': {
    // Phones and narrow windows: across the bottom edge (above the home indicator), tightly
    // stacked, so they cover as little of the screen as possible.
    [`(max-width: ${breakpoints.md - 1}px)`]: {
      insetInlineStart: `calc(${vars.space[2]} + env(safe-area-inset-left))`,
      insetInlineEnd: `calc(${vars.space[2]} + env(safe-area-inset-right))`,
      insetBlockEnd: `max(calc(${vars.space[2]} + env(safe-area-inset-bottom)), ${clearance})`,
      width: 'auto',
      maxWidth: 'none',
      gap: vars.space[2],
    },
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
  ...shapes.cardSurface,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.lg,
  outline: 'none',
  animation: `${slideIn} ${vars.duration.normal} ease-out`,
  selectors: {
    '&[data-focus-visible]': focusRing,
  },
  '@media': {
    [`(max-width: ${breakpoints.md - 1}px)`]: {
      gap: vars.space['2.5'],
      padding: `${vars.space['2.5']} ${vars.space[3]}`,
    },
  },
});

export const icon = recipe({
  // Optical: lines the icon up with the title's cap height.
  base: { marginTop: 1 },
  variants: {
    variant: {
      success: { color: vars.color.successFg },
      error: { color: vars.color.dangerText },
      info: { color: vars.color.link },
    },
  },
});

export const content = style({
  ...shapes.flexColumn('0.5'),
  minWidth: 0,
});

export const title = style({
  ...shapes.textSize('sm', 'tight'),
  fontWeight: vars.fontWeight.semibold,
});

export const description = style({
  ...shapes.mutedText('sm', 'normal'),
  // Words break only when one alone is wider than the toast; long ones are cut (longWord).
  overflowWrap: 'break-word',
});

/** A long word on one line, cut with an ellipsis where the toast ends. */
export const longWord = style({
  display: 'inline-block',
  maxWidth: '100%',
  ...shapes.ellipsis,
  verticalAlign: 'bottom',
});

export const close = style({
  ...shapes.centredContent(),
  ...shapes.squareOf('6'),
  marginBlock: `calc(-1 * ${vars.space['0.5']})`,
  padding: 0,
  ...shapes.quietButton(),
  selectors: {
    '&[data-hovered]': shapes.quietButtonHover,
    '&[data-focus-visible]': focusRing,
  },
});
