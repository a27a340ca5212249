import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

export const text = recipe({
  base: { margin: 0, lineHeight: vars.lineHeight.normal },
  variants: {
    size: {
      xs: { fontSize: vars.fontSize.xs },
      sm: { fontSize: vars.fontSize.sm },
      md: { fontSize: vars.fontSize.md },
      lg: { fontSize: vars.fontSize.lg },
    },
    tone: {
      default: { color: vars.color.foreground },
      muted: { color: vars.color.mutedForeground },
      danger: { color: vars.color.dangerText },
      inherit: { color: 'inherit' },
    },
    weight: {
      regular: { fontWeight: vars.fontWeight.regular },
      medium: { fontWeight: vars.fontWeight.medium },
      semibold: { fontWeight: vars.fontWeight.semibold },
    },
  },
  defaultVariants: { size: 'md', tone: 'default', weight: 'regular' },
});
