import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const link = style({
  color: vars.color.link,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'underline',
  // Always underlined (softly) so a link inside a sentence is not told apart by colour alone.
  textDecorationColor: 'color-mix(in srgb, currentColor 40%, transparent)',
  // Optical values tied to the text, not to the box scale: the underline clears descenders and
  // the focus outline hugs the words.
  textUnderlineOffset: '3px',
  borderRadius: 2,
  cursor: 'pointer',
  outline: 'none',
  transition: `color ${vars.duration.fast}, text-decoration-color ${vars.duration.fast}`,
  selectors: {
    '&[data-hovered]': { color: vars.color.linkHover, textDecorationColor: 'currentColor' },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&[data-disabled]': {
      color: vars.color.mutedForeground,
      cursor: 'not-allowed',
      textDecoration: 'none',
    },
  },
});
