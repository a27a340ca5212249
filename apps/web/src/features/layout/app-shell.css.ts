import { vars } from '@vita/ui';
import { style } from '@vanilla-extract/css';

export const brand = style({
  display: 'flex',
  alignItems: 'center',
  padding: vars.space['1'],
  borderRadius: vars.radius.md,
  textDecoration: 'none',
  overflow: 'hidden',
  outline: 'none',
  selectors: {
    '&:focus-visible': { boxShadow: `0 0 0 2px ${vars.color.focusRing}` },
  },
});

export const topbar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  height: 56,
  padding: `0 ${vars.space['4']}`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const content = style({
  flex: 1,
  minWidth: 0,
  padding: vars.space['6'],
  '@media': {
    'screen and (max-width: 767px)': { padding: vars.space['4'] },
  },
});

export const userButton = style({
  width: '100%',
  justifyContent: 'flex-start',
  gap: vars.space['2'],
  height: 'auto',
  padding: vars.space['2'],
  textAlign: 'start',
});

export const avatar = style({
  display: 'grid',
  placeItems: 'center',
  width: 32,
  height: 32,
  flexShrink: 0,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.primary,
  color: vars.color.primaryForeground,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
});

export const userText = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  flex: 1,
  lineHeight: vars.lineHeight.tight,
});

export const userName = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const userEmail = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.mutedForeground,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const userChevron = style({ flexShrink: 0, color: vars.color.mutedForeground });
