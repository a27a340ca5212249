import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const progress = style({ width: '100%' });

export const step = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[4],
  padding: vars.space[6],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  color: vars.color.surfaceForeground,
  boxShadow: vars.shadow.sm,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize['2xl'],
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '-0.01em',
});

export const text = style({ margin: 0, color: vars.color.mutedForeground, maxWidth: '40rem' });

export const question = style({ margin: 0, fontWeight: vars.fontWeight.medium });

export const choices = style({ display: 'flex', gap: vars.space[3], flexWrap: 'wrap' });

export const actions = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space[2],
  flexWrap: 'wrap',
});
