import { ellipsis, flexRow, mutedText, vars } from '@vita/ui';
import { globalStyle, style } from '@vanilla-extract/css';

export const brandButton = style({ height: 'auto', paddingBlock: vars.space['1'] });

export const wordmark = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '-0.02em',
});

/** Off screen until focused, then above the sidebar at the top left. */
export const skipLink = style({
  position: 'fixed',
  top: vars.space['2'],
  left: vars.space['2'],
  zIndex: vars.zIndex.toast,
  padding: `${vars.space['2']} ${vars.space['3']}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.background,
  color: vars.color.foreground,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  boxShadow: vars.shadow.md,
  // Far enough up that its shadow does not peek in either.
  transform: 'translateY(calc(-100% - 40px))',
  selectors: {
    '&:focus': {
      transform: 'none',
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: 2,
    },
  },
});

const TOPBAR_HEIGHT = 52;

export const topbar = style({
  position: 'sticky',
  top: 0,
  zIndex: 1,
  ...flexRow('2'),
  height: TOPBAR_HEIGHT,
  padding: `0 ${vars.space['4']}`,
  borderBottom: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.background,
});

/**
 * The header stays over the page as it scrolls: what is scrolled into view (a new wizard step
 * with its progress, the greeting, the content after the skip link, a focused field) stops below
 * it, not under it.
 */
globalStyle(`html:has(${topbar})`, {
  scrollPaddingTop: `calc(${TOPBAR_HEIGHT}px + ${vars.space['4']})`,
});

/** The theme toggle, at the far end of the header. */
export const topbarEnd = style({
  ...flexRow('2'),
  marginInlineStart: 'auto',
});

/** The logo and the screen's name: narrow screens only, where the sidebar is hidden. */
export const mobileBrand = style({
  display: 'none',
  alignItems: 'center',
  gap: vars.space['2'],
  minWidth: 0,
  '@media': {
    'screen and (max-width: 767px)': { display: 'flex' },
  },
});

export const mobileLogo = style({
  display: 'inline-flex',
  flexShrink: 0,
  borderRadius: vars.radius.md,
  outline: 'none',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
});

export const mobilePageName = style({
  ...ellipsis,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
});

export const content = style({
  flex: 1,
  minWidth: 0,
  // Focused by the skip link only: no ring around the whole screen.
  outline: 'none',
  padding: vars.space['8'],
  '@media': {
    'screen and (max-width: 767px)': { padding: vars.space['4'] },
  },
});

export const userButton = style({ height: 'auto', paddingBlock: vars.space['2'] });

/** Name and e-mail on the left, the chevron on the right, on one line. */
export const userRow = style({
  ...flexRow('2'),
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
  ...ellipsis,
});

export const userEmail = style({
  ...mutedText('xs'),
  ...ellipsis,
});

export const userChevron = style({ flexShrink: 0, color: vars.color.mutedForeground });
