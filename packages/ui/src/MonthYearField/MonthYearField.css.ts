import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const field = style({ minWidth: 0 });

export const row = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 3fr) minmax(5.5rem, 2fr)',
  gap: vars.space[2],
  alignItems: 'start',
});

export const month = style({ minWidth: 0 });
export const year = style({ minWidth: 0 });
