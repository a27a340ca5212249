import { style } from '@vanilla-extract/css';
import { vars } from './contract.css';

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
