import { flexColumn, vars } from '@vita/ui';
import { style } from '@vanilla-extract/css';

export const wizard = style({
  ...flexColumn('6'),
  width: '100%',
  maxWidth: '56rem',
});

export const notice = style({
  ...flexColumn('2'),
  padding: vars.space['4'],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.infoBg,
  color: vars.color.foreground,
});

export const noticeTitle = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
});

export const noticeList = style({
  margin: 0,
  paddingInlineStart: vars.space['5'],
  ...flexColumn('1'),
});
