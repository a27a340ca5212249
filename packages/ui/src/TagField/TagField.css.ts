import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { centredContent, ellipsis, flexRow, quietButton, squareOf } from '../theme/recipes';

export const tags = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['1.5'],
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const tag = style({
  ...flexRow('1', 'inline-flex'),
  maxWidth: '100%',
  paddingInlineStart: vars.space['2.5'],
  // The remove button is the end of the tag: its round target fills the tag's height.
  paddingInlineEnd: 0,
  height: vars.size[8],
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.secondary,
  color: vars.color.secondaryForeground,
  fontSize: vars.fontSize.sm,
});

export const tagText = style({
  ...ellipsis,
});

export const remove = style({
  ...centredContent(),
  flexShrink: 0,
  // A 32 px target, as the skill chips' remove button: a 20 px one was hard to hit by touch.
  ...squareOf('8'),
  ...quietButton('inherit', 'full'),
  selectors: {
    '&[data-hovered]': {
      backgroundColor: `color-mix(in srgb, ${vars.color.foreground} 12%, transparent)`,
    },
    '&[data-focus-visible]': {
      boxShadow: `0 0 0 2px ${vars.color.focusRing}`,
    },
  },
});
