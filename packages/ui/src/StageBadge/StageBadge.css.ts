import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const badge = style({ flexShrink: 0 });

/** A dot in the text's colour: the tone shows even where the pill's background is faint. */
export const dot = style({
  width: vars.space['1.5'],
  height: vars.space['1.5'],
  borderRadius: vars.radius.full,
  backgroundColor: 'currentColor',
  flexShrink: 0,
});
