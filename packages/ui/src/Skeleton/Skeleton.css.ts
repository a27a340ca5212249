import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

const pulse = keyframes({ '50%': { opacity: 0.5 } });

export const skeleton = style({
  display: 'block',
  borderRadius: vars.radius.sm,
  // `accent`, not `muted`: in the dark theme `muted` is a hair off the background (1.1:1) and
  // the pulse halves that, so a loading table looked empty; `accent` is one step lighter there
  // and the same grey as `muted` in the light theme.
  backgroundColor: vars.color.accent,
  // A slow breath, not a UI transition: the duration tokens are for state changes.
  animation: `${pulse} 2s ease-in-out infinite`,
  '@media': {
    // Placeholders should not pulse for people who asked for less motion.
    '(prefers-reduced-motion: reduce)': { animation: 'none' },
  },
});
