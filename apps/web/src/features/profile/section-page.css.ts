import { vars } from '@vita/ui';
import { style } from '@vanilla-extract/css';

export const page = style({ width: '100%', maxWidth: '56rem' });
export const loading = style({ height: '24rem', maxWidth: '56rem' });
export const error = style({ color: vars.color.dangerText });
