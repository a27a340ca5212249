import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { focusRing } from '../theme/shared.css';
import * as shapes from '../theme/recipes';
import { sprinkles } from '../Stack/sprinkles.css';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });
const zoomIn = keyframes({
  from: { opacity: 0, transform: 'translateY(4px) scale(0.98)' },
  to: { opacity: 1, transform: 'none' },
});

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.overlay,
  ...shapes.centredContent('flex'),
  padding: vars.space[4],
  backgroundColor: vars.color.overlay,
  // RAC sets this variable to the visible viewport height (it shrinks with a mobile keyboard).
  height: 'var(--visual-viewport-height, 100vh)',
  selectors: {
    '&[data-entering]': { animation: `${fadeIn} ${vars.duration.normal} ease-out` },
    '&[data-exiting]': { animation: `${fadeOut} ${vars.duration.exit} ease-in` },
  },
});

export const modal = recipe({
  base: {
    width: '100%',
    maxHeight: '100%',
    overflowY: 'auto',
    ...shapes.cardSurface,
    boxShadow: vars.shadow.lg,
    outline: 'none',
    selectors: {
      '&[data-entering]': { animation: `${zoomIn} ${vars.duration.normal} ease-out` },
    },
  },
  variants: {
    size: {
      // Reading widths of a confirmation, a form and a wide form; no other box uses them.
      sm: { maxWidth: 400 },
      md: { maxWidth: 512 },
      lg: { maxWidth: 720 },
    },
  },
  defaultVariants: { size: 'md' },
});

export const dialog = style({
  ...shapes.flexColumn('4'),
  padding: vars.space[6],
  outline: 'none',
});

export const header = sprinkles({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: '4',
});

export const body = style({
  ...shapes.flexColumn('4'),
  fontSize: vars.fontSize.sm,
  color: vars.color.foreground,
});

export const message = style({
  ...shapes.mutedText('sm', 'normal'),
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap-reverse',
  justifyContent: 'flex-end',
  gap: vars.space[2],
  paddingTop: vars.space[2],
});

export const close = style({
  ...shapes.centredContent(),
  flexShrink: 0,
  ...shapes.squareOf('7'),
  // Pulled into the padding so the icon, not its hover box, lines up with the title.
  marginBlock: `calc(-1 * ${vars.space[1]})`,
  marginInlineEnd: `calc(-1 * ${vars.space['1.5']})`,
  padding: 0,
  ...shapes.quietButton(),
  selectors: {
    '&[data-hovered]': shapes.quietButtonHover,
    '&[data-focus-visible]': focusRing,
  },
});
