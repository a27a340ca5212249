import { vars } from '@vita/ui';
import { style } from '@vanilla-extract/css';

export const brandButton = style({ height: 'auto', paddingBlock: vars.space['1'] });

export const wordmark = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '-0.02em',
});

export const topbar = style({
  position: 'sticky',
  top: 0,
  zIndex: 1,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  height: 52,
  padding: `0 ${vars.space['4']}`,
  borderBottom: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.background,
});

export const content = style({
  flex: 1,
  minWidth: 0,
  padding: vars.space['8'],
  '@media': {
    'screen and (max-width: 767px)': { padding: vars.space['4'] },
  },
});

export const userButton = style({ height: 'auto', paddingBlock: vars.space['2'] });

/** Name and e-mail on the left, the chevron on the right, on one line. */
export const userRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  width: '100%',
  minWidth: 0,
});

export const userText = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  flex: 1,
  lineHeight: vars.lineHeight.tight,
  textAlign: 'start',
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
