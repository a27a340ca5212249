import { flexColumn, mutedText, textSize, vars } from '@vita/ui';
import { style, styleVariants } from '@vanilla-extract/css';

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
  ...flexColumn('6'),
  alignItems: 'stretch',
});

export const brand = style({ alignSelf: 'center', textDecoration: 'none' });

export const header = style({
  ...flexColumn('2'),
  textAlign: 'center',
});

export const footer = style({
  justifyContent: 'center',
  textAlign: 'center',
  ...mutedText('sm'),
});

export const inlineEnd = style({ display: 'flex', justifyContent: 'flex-end' });

const noticeBase = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['2'],
  padding: `${vars.space['2.5']} ${vars.space['3']}`,
  borderRadius: vars.radius.md,
  ...textSize('sm', 'normal'),
});

/** A public screen's word above its form: the account was created, the link cannot work. */
export const notice = styleVariants({
  success: [noticeBase, { backgroundColor: vars.color.successBg, color: vars.color.successFg }],
  warning: [noticeBase, { backgroundColor: vars.color.warningBg, color: vars.color.warningFg }],
});

// Optical: centres the 16px icon on the first line of the text.
export const noticeIcon = style({ flexShrink: 0, marginTop: 2 });

export const noticeText = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'] });
