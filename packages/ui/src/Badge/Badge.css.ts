import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { flexRow } from '../theme/recipes';

export const badge = recipe({
  base: {
    ...flexRow('1', 'inline-flex'),
    // Between the text sizes: a pill that sits inside a 52px table row beside the text.
    height: 22,
    paddingInline: vars.space[2],
    borderRadius: vars.radius.full,
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.medium,
    lineHeight: 1,
    whiteSpace: 'nowrap',
  },
  variants: {
    variant: {
      neutral: { backgroundColor: vars.color.neutralBg, color: vars.color.neutralFg },
      success: { backgroundColor: vars.color.successBg, color: vars.color.successFg },
      warning: { backgroundColor: vars.color.warningBg, color: vars.color.warningFg },
      danger: { backgroundColor: vars.color.dangerBg, color: vars.color.dangerFg },
      info: { backgroundColor: vars.color.infoBg, color: vars.color.infoFg },
    },
  },
  defaultVariants: { variant: 'neutral' },
});
