import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const root = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[2],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({ maxWidth: '100%' });

export const button = style({
  maxWidth: '100%',
  height: 'auto',
  minHeight: 32,
  whiteSpace: 'normal',
  textAlign: 'start',
});
