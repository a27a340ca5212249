import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[6],
  paddingBlock: vars.space[6],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  color: vars.color.surfaceForeground,
  boxShadow: vars.shadow.sm,
});

export const header = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1.5'],
  paddingInline: vars.space[6],
});

export const title = style({ fontSize: vars.fontSize.lg });

export const description = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.mutedForeground,
});

export const content = style({ paddingInline: vars.space[6] });

export const footer = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[2],
  paddingInline: vars.space[6],
});
