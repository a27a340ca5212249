import { ellipsis, flexColumn, flexRow, mutedText, sprinkles, vars } from '@vita/ui';
import { style } from '@vanilla-extract/css';

export const layout = sprinkles({ display: 'flex', flexDirection: 'column', gap: '6' });

export const loading = style({ color: vars.color.mutedForeground });

export const greeting = sprinkles({ display: 'flex', flexDirection: 'column', gap: '2' });

export const title = style({
  fontSize: vars.fontSize['3xl'],
  letterSpacing: '-0.02em',
  overflowWrap: 'anywhere',
});

export const subtitle = style({ color: vars.color.mutedForeground });

export const dashboard = style({
  display: 'grid',
  gap: vars.space['6'],
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 22rem), 1fr))',
  alignItems: 'start',
});

export const card = style({ minWidth: 0 });

export const cardBody = sprinkles({ display: 'flex', flexDirection: 'column', gap: '4' });

export const checklist = style({
  ...flexColumn('2.5'),
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const checkItem = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['2'],
  lineHeight: vars.lineHeight.normal,
});

export const checkDone = style({ color: vars.color.successFg, flexShrink: 0, marginTop: '3px' });
export const checkOpen = style({
  color: vars.color.mutedForeground,
  flexShrink: 0,
  marginTop: '3px',
});
export const checkDoneText = style({ color: vars.color.mutedForeground });

export const skeletonBlock = style({ height: '10rem' });

export const cvList = style({
  display: 'flex',
  flexDirection: 'column',
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const cvRow = style({
  ...flexRow('3'),
  justifyContent: 'space-between',
  padding: `${vars.space['2.5']} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const cvText = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });
export const cvTitle = style({
  fontWeight: vars.fontWeight.medium,
  ...ellipsis,
});
export const cvTarget = style({
  ...mutedText('sm'),
  ...ellipsis,
});

export const filesLine = style({ color: vars.color.mutedForeground, fontSize: vars.fontSize.sm });

export const cardActions = style({ display: 'flex', gap: vars.space['2'] });

export const error = style({ color: vars.color.dangerText });

export const subheading = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
});

export const funnel = style({
  ...flexColumn('2'),
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const funnelStep = style({
  display: 'grid',
  gridTemplateColumns: '5.5rem 1fr 2.5rem',
  alignItems: 'center',
  gap: vars.space['2'],
  fontSize: vars.fontSize.sm,
});

export const funnelLabel = style({ color: vars.color.mutedForeground });

export const funnelTrack = style({
  height: vars.space['2'],
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.muted,
  overflow: 'hidden',
});

export const funnelBar = style({
  display: 'block',
  height: '100%',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.primary,
});

export const funnelCount = style({ textAlign: 'end', fontVariantNumeric: 'tabular-nums' });
