import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

const popIn = keyframes({
  from: { opacity: 0, transform: 'scale(0.97)' },
  to: { opacity: 1, transform: 'none' },
});

export const popover = style({
  minWidth: 'max(180px, var(--trigger-width))',
  maxWidth: 'calc(100vw - 16px)',
  overflowY: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  color: vars.color.surfaceForeground,
  boxShadow: vars.shadow.md,
  outline: 'none',
  selectors: {
    '&[data-entering]': { animation: `${popIn} 120ms ease-out` },
  },
});
