import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { choiceControl, choiceMark, focusRing } from '../theme/shared.css';
import { centredContent } from '../theme/recipes';

/** The label row: one rule for checkboxes, switches and radios. */
export const checkbox = choiceControl;

export const box = style({
  ...centredContent(),
  ...choiceMark,
  borderRadius: vars.radius.xs,
  color: vars.color.primaryForeground,
  transition: `background-color ${vars.duration.fast}, border-color ${vars.duration.fast}`,
  selectors: {
    [`${checkbox}[data-hovered] &`]: { borderColor: vars.color.mutedForeground },
    [`${checkbox}[data-selected] &, ${checkbox}[data-indeterminate] &`]: {
      backgroundColor: vars.color.primary,
      borderColor: vars.color.primary,
    },
    [`${checkbox}[data-focus-visible] &`]: focusRing,
    [`${checkbox}[data-invalid] &`]: { borderColor: vars.color.dangerText },
  },
});
