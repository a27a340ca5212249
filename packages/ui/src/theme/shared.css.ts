import { style } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { flexRow, squareOf } from './recipes';

// Sizes in the components come from the tokens (`vars.space`, `vars.size`, `vars.radius`, …).
// Literal values that stay on purpose: 0, 1px hairline borders and the 2px/3px focus rings
// (thinner than any spacing step), percentages, opacities, transforms' fractions, letter
// spacing in em, and a few component-specific lengths, each with a comment where it is set.

/** The focus ring every interactive element shows for keyboard focus (RAC `[data-focus-visible]`). */
export const focusRing = {
  outline: `2px solid ${vars.color.focusRing}`,
  outlineOffset: '2px',
} as const;

/**
 * Outline of checkboxes, radios and the off switch: at least 3:1 against the background in
 * both themes (WCAG 1.4.11), which the softer `input` border colour is not.
 */
export const controlBorder = `color-mix(in srgb, ${vars.color.mutedForeground} 70%, ${vars.color.background})`;

/** Visually hidden but read by screen readers. */
export const srOnly = style({
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

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
