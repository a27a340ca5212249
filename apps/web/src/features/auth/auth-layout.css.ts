import { vars } from '@vita/ui';
import { style } from '@vanilla-extract/css';

export const page = style({
  minHeight: '100dvh',
  display: 'grid',
  placeItems: 'center',
  padding: `${vars.space['8']} ${vars.space['4']}`,
  // A faint wash of the brand colour behind the card; it stays subtle in both themes.
  backgroundImage: `radial-gradient(60rem 30rem at 50% -10%, color-mix(in srgb, ${vars.color.primary} 14%, transparent), transparent)`,
});

export const column = style({
  width: '100%',
  maxWidth: 420,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: vars.space['6'],
});

export const brand = style({ alignSelf: 'center', textDecoration: 'none' });

export const header = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  textAlign: 'center',
});

export const footer = style({
  justifyContent: 'center',
  textAlign: 'center',
  color: vars.color.mutedForeground,
  fontSize: vars.fontSize.sm,
});

export const inlineEnd = style({ display: 'flex', justifyContent: 'flex-end' });
