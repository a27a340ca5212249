import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { flexColumn, inputBox, mutedText, textSize } from '../theme/recipes';

export const field = style({
  ...flexColumn('1.5'),
  minWidth: 0,
});

export const label = style({
  ...textSize('sm', 'tight'),
  fontWeight: vars.fontWeight.medium,
  color: vars.color.foreground,
  selectors: {
    '[data-disabled] > &': { opacity: 0.6 },
  },
});

export const description = style({
  ...mutedText('sm', 'normal'),
});

export const error = style({
  ...textSize('sm', 'normal'),
  fontWeight: vars.fontWeight.medium,
  color: vars.color.dangerText,
});

const ring = `0 0 0 3px color-mix(in srgb, ${vars.color.focusRing} 30%, transparent)`;

/** The box of Input and TextArea; states come from RAC's data attributes on the element. */
export const input = style({
  width: '100%',
  minWidth: 0,
  height: vars.size[9],
  margin: 0,
  paddingInline: vars.space[3],
  ...inputBox(),
  ...textSize('sm', 'normal'),
  boxShadow: vars.shadow.sm,
  outline: 'none',
  transition: `border-color ${vars.duration.fast}, box-shadow ${vars.duration.fast}`,
  selectors: {
    '&::placeholder': { color: vars.color.mutedForeground, opacity: 1 },
    '&[data-hovered]:not([data-disabled]):not([data-focused])': {
      borderColor: `color-mix(in srgb, ${vars.color.input} 60%, ${vars.color.foreground})`,
    },
    '&[data-focused]': { borderColor: vars.color.focusRing, boxShadow: ring },
    '&[data-invalid]': { borderColor: vars.color.dangerText },
    '&[data-invalid][data-focused]': {
      boxShadow: `0 0 0 3px color-mix(in srgb, ${vars.color.dangerText} 25%, transparent)`,
    },
    '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed', backgroundColor: vars.color.muted },
    '&[readonly]': { backgroundColor: vars.color.muted },
  },
});

export const textArea = style([
  input,
  {
    height: 'auto',
    // About three lines of text before the user resizes it.
    minHeight: 80,
    paddingBlock: vars.space[2],
    resize: 'vertical',
  },
]);
