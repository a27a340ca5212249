import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { choiceControl, controlBorder, focusRing } from '../theme/shared.css';
import { squareOf } from '../theme/recipes';

/** The label row: one rule for checkboxes, switches and radios. */
export const switchRoot = choiceControl;

export const track = style({
  display: 'inline-flex',
  alignItems: 'center',
  flexShrink: 0,
  width: vars.size[9],
  height: vars.size[5],
  padding: vars.space['0.5'],
  borderRadius: vars.radius.full,
  backgroundColor: controlBorder,
  transition: `background-color ${vars.duration.fast}`,
  selectors: {
    [`${switchRoot}[data-selected] &`]: { backgroundColor: vars.color.primary },
    [`${switchRoot}[data-focus-visible] &`]: focusRing,
  },
});

export const thumb = style({
  ...squareOf('4'),
  borderRadius: '50%',
  backgroundColor: vars.color.switchThumb,
  boxShadow: vars.shadow.sm,
  transition: `transform ${vars.duration.fast}`,
  selectors: {
    [`${switchRoot}[data-selected] &`]: { transform: `translateX(${vars.size[4]})` },
  },
});
