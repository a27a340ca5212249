import { vars } from '@vita/ui';
import { style } from '@vanilla-extract/css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['6'],
  maxWidth: 720,
});

export const loading = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'] });

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  paddingTop: vars.space['4'],
  maxWidth: 480,
});

export const sectionText = style({ color: vars.color.mutedForeground });

export const details = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  columnGap: vars.space['6'],
  rowGap: vars.space['3'],
  margin: 0,
});

export const term = style({ color: vars.color.mutedForeground, fontSize: vars.fontSize.sm });

export const value = style({ margin: 0, overflowWrap: 'anywhere' });

export const emptyValue = style({
  margin: 0,
  color: vars.color.mutedForeground,
  fontStyle: 'italic',
});

export const actions = style({ display: 'flex', gap: vars.space['3'], flexWrap: 'wrap' });
