import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

export const avatar = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    borderRadius: vars.radius.md,
    backgroundColor: vars.color.primary,
    color: vars.color.primaryForeground,
    fontWeight: vars.fontWeight.semibold,
    textTransform: 'uppercase',
    userSelect: 'none',
  },
  variants: {
    size: {
      sm: { width: 24, height: 24, fontSize: 10 },
      md: { width: 32, height: 32, fontSize: vars.fontSize.xs },
      lg: { width: 40, height: 40, fontSize: vars.fontSize.sm },
    },
  },
  defaultVariants: { size: 'md' },
});
