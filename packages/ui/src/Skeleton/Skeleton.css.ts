import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

const pulse = keyframes({ '50%': { opacity: 0.5 } });

export const skeleton = style({
  display: 'block',
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.muted,
  // A slow breath, not a UI transition: the duration tokens are for state changes.
  animation: `${pulse} 2s ease-in-out infinite`,
  '@media': {
    // Placeholders should not pulse for people who asked for less motion.
    '(prefers-reduced-motion: reduce)': { animation: 'none' },
  },
});
