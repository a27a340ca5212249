import { vars } from '@vita/ui';
import { style } from '@vanilla-extract/css';

export const layout = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['6'],
});

export const loading = style({ color: vars.color.mutedForeground });

export const greeting = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
});

export const title = style({
  fontSize: vars.fontSize['3xl'],
  letterSpacing: '-0.02em',
  overflowWrap: 'anywhere',
});

export const subtitle = style({ color: vars.color.mutedForeground });
