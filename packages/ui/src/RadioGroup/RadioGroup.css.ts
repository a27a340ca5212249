import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { choiceControl, choiceMark, focusRing } from '../theme/shared.css';
import { flexColumn } from '../theme/recipes';

export const group = style({
  ...flexColumn('2'),
});

export const items = style({
  ...flexColumn('2'),
  selectors: {
    [`${group}[data-orientation="horizontal"] &`]: {
      flexDirection: 'row',
      flexWrap: 'wrap',
      gap: vars.space[4],
    },
  },
});

/** The label row: one rule for checkboxes, switches and radios. */
export const radio = choiceControl;

export const circle = style({
  ...choiceMark,
  borderRadius: '50%',
  transition: `border-width ${vars.duration.fast}, border-color ${vars.duration.fast}`,
  selectors: {
    [`${radio}[data-hovered] &`]: { borderColor: vars.color.mutedForeground },
    // A thick primary border leaves a dot of background in the middle.
    [`${radio}[data-selected] &`]: { border: `5px solid ${vars.color.primary}` },
    [`${radio}[data-focus-visible] &`]: focusRing,
    [`${radio}[data-invalid] &`]: { borderColor: vars.color.dangerText },
  },
});
