import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

// The form holds the fields and the footer, so Enter in any field submits it natively.
export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[4],
});

export const fields = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[4],
});
