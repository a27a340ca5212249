import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = recipe({
  base: {
    display: 'inline-block',
    flexShrink: 0,
    color: 'currentColor',
    // One turn per 0.8s reads as busy without flicker; a loop period, not a transition token.
    animation: `${spin} 0.8s linear infinite`,
  },
  variants: {
    size: {
      sm: { width: vars.size['3.5'], height: vars.size['3.5'] },
      md: { width: vars.size[5], height: vars.size[5] },
      lg: { width: vars.size[8], height: vars.size[8] },
    },
  },
  defaultVariants: { size: 'md' },
});

export const track = style({ opacity: 0.25 });
