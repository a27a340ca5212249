import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { flexRow, squareOf, textSize } from '../theme/recipes';

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  columnGap: vars.space[2],
  rowGap: vars.space[1],
  minWidth: 0,
  ...textSize('xs', 'tight'),
});

export const status = style({
  ...flexRow('1.5', 'inline-flex'),
  // As tall as a Badge, so the pill sits beside headings and buttons the same way.
  height: 22,
  paddingInline: vars.space['2.5'],
  borderRadius: vars.radius.full,
  fontWeight: vars.fontWeight.medium,
  whiteSpace: 'nowrap',
  selectors: {
    [`${root}[data-state="connecting"] &`]: {
      backgroundColor: vars.color.neutralBg,
      color: vars.color.neutralFg,
    },
    [`${root}[data-state="connected"] &`]: {
      backgroundColor: vars.color.successBg,
      color: vars.color.successFg,
    },
    [`${root}[data-state="disconnected"] &`]: {
      backgroundColor: vars.color.dangerBg,
      color: vars.color.dangerFg,
    },
  },
});

export const dot = style({
  ...squareOf('2'),
  flexShrink: 0,
  borderRadius: vars.radius.full,
  backgroundColor: 'currentColor',
  // A soft halo in the same colour reads as a status light.
  boxShadow: '0 0 0 3px color-mix(in srgb, currentColor 22%, transparent)',
});

export const detail = style({ color: vars.color.mutedForeground });
