import { style } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { controlBorder } from './shared.css';

// The shapes many components repeat, declared once. Most are style fragments: plain objects
// spread into a component's own `style({ ...flexColumn('2'), minWidth: 0 })`, so the component keeps
// one class of its own (its selectors and overrides stay where they are) and the generated CSS
// is the same as when each wrote the properties out. `choiceControl` is a shared class: the
// label row of every checkbox, switch and radio is one rule.

type Space = keyof typeof vars.space;
type Size = keyof typeof vars.size;
type FontSize = keyof typeof vars.fontSize;

/** Children top to bottom with a gap from the space scale. */
export const flexColumn = (gap: Space) =>
  ({ display: 'flex', flexDirection: 'column', gap: vars.space[gap] }) as const;

/** Children side by side, centred on the cross axis, with a gap from the space scale. */
export const flexRow = (gap: Space, display: 'flex' | 'inline-flex' = 'flex') =>
  ({ display, alignItems: 'center', gap: vars.space[gap] }) as const;

/** One child (an icon, a mark) centred both ways. */
export const centredContent = (display: 'flex' | 'inline-flex' = 'inline-flex') =>
  ({ display, alignItems: 'center', justifyContent: 'center' }) as const;

/** A square box from the size scale (icons, avatars, icon buttons). */
export const squareOf = (size: Size) =>
  ({ width: vars.size[size], height: vars.size[size] }) as const;

/** One line, cut with an ellipsis where the box ends. */
export const ellipsis = {
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
} as const;

/** Secondary text (descriptions, captions, hints) at a size of the type scale. */
export const mutedText = (size: FontSize) =>
  ({ fontSize: vars.fontSize[size], color: vars.color.mutedForeground }) as const;

/**
 * The raised card surface (cards, wizard steps, error cards, toasts, dialogs): hairline border,
 * large radius, surface colours and a small shadow. Override `borderRadius` or `boxShadow` after
 * the spread for a floating surface.
 */
export const cardSurface = {
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  color: vars.color.surfaceForeground,
  boxShadow: vars.shadow.sm,
} as const;

/** A `<button>` with the browser's look taken off, for icon and text buttons drawn by hand. */
export const bareButton = {
  padding: 0,
  border: 'none',
  background: 'transparent',
} as const;

/**
 * The label row of a checkbox, switch or radio: the mark, then the text, 8px apart; the whole
 * row is the hit target, dimmed when disabled.
 */
export const choiceControl = style({
  ...flexRow('2', 'inline-flex'),
  fontSize: vars.fontSize.sm,
  color: vars.color.foreground,
  cursor: 'pointer',
  WebkitTapHighlightColor: 'transparent',
  selectors: {
    '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
  },
});

/** The 16px mark of a checkbox or radio: outlined at 3:1, on the page background. */
export const choiceMark = {
  flexShrink: 0,
  ...squareOf('4'),
  border: `1px solid ${controlBorder}`,
  backgroundColor: vars.color.background,
  boxShadow: vars.shadow.sm,
} as const;
