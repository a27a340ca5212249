import { vars } from '@vita/ui';
import { style } from '@vanilla-extract/css';

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  minWidth: 0,
  paddingTop: vars.space['4'],
  borderTop: `1px solid ${vars.color.border}`,
});

export const sectionText = style({ color: vars.color.mutedForeground, margin: 0 });

export const upload = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  maxWidth: 560,
});

export const uploadActions = style({ display: 'flex', justifyContent: 'flex-end' });

export const missing = style({ color: vars.color.mutedForeground });

export const externalLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  maxWidth: 240,
  overflow: 'hidden',
  whiteSpace: 'nowrap',
});

export const linkText = style({ overflow: 'hidden', textOverflow: 'ellipsis' });
