import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { controlBorder, focusRing } from '../theme/shared.css';

export const switchRoot = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[2],
  fontSize: vars.fontSize.sm,
  color: vars.color.foreground,
  cursor: 'pointer',
  WebkitTapHighlightColor: 'transparent',
  selectors: {
    '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
  },
});

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
  width: vars.size[4],
  height: vars.size[4],
  borderRadius: '50%',
  backgroundColor: vars.color.switchThumb,
  boxShadow: vars.shadow.sm,
  transition: `transform ${vars.duration.fast}`,
  selectors: {
    [`${switchRoot}[data-selected] &`]: { transform: `translateX(${vars.size[4]})` },
  },
});
