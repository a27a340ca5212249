import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

export const heading = recipe({
  base: {
    margin: 0,
    color: vars.color.foreground,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: vars.lineHeight.tight,
    letterSpacing: '-0.01em',
  },
  variants: {
    size: {
      sm: { fontSize: vars.fontSize.md },
      md: { fontSize: vars.fontSize.lg },
      lg: { fontSize: vars.fontSize.xl },
      xl: { fontSize: vars.fontSize['2xl'], letterSpacing: '-0.02em' },
      '2xl': {
        fontSize: vars.fontSize['3xl'],
        letterSpacing: '-0.02em',
        fontWeight: vars.fontWeight.bold,
      },
      '3xl': {
        fontSize: vars.fontSize['4xl'],
        letterSpacing: '-0.025em',
        fontWeight: vars.fontWeight.bold,
      },
    },
  },
  defaultVariants: { size: 'lg' },
});
