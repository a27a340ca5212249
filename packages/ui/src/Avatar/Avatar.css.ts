import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { centredContent } from '../theme/recipes';

export const avatar = recipe({
  base: {
    ...centredContent(),
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
      // Two initials in a 24px square need type below the smallest text token.
      sm: { width: vars.size[6], height: vars.size[6], fontSize: 10 },
      md: { width: vars.size[8], height: vars.size[8], fontSize: vars.fontSize.xs },
      lg: { width: vars.size[10], height: vars.size[10], fontSize: vars.fontSize.sm },
    },
  },
  defaultVariants: { size: 'md' },
});
