import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = recipe({
  base: {
    display: 'inline-block',
    flexShrink: 0,
    color: 'currentColor',
    animation: `${spin} 0.8s linear infinite`,
  },
  variants: {
    size: {
      sm: { width: 14, height: 14 },
      md: { width: 20, height: 20 },
      lg: { width: 32, height: 32 },
    },
  },
  defaultVariants: { size: 'md' },
});

export const track = style({ opacity: 0.25 });
