import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { cardSurface } from '../theme/recipes';

const popIn = keyframes({
  from: { opacity: 0, transform: 'scale(0.97)' },
  to: { opacity: 1, transform: 'none' },
});

export const popover = style({
  // Never narrower than its trigger, and wide enough for a short menu under a small button.
  minWidth: 'max(180px, var(--trigger-width))',
  maxWidth: `calc(100vw - ${vars.space[4]})`,
  overflowY: 'auto',
  ...cardSurface,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  outline: 'none',
  selectors: {
    '&[data-entering]': { animation: `${popIn} ${vars.duration.fast} ease-out` },
  },
});
