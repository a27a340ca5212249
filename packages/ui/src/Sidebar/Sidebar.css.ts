import { createVar, keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { focusRing } from '../theme/shared.css';
import { flexColumn, flexRow, mutedText, squareOf } from '../theme/recipes';
import { sprinkles } from '../Stack/sprinkles.css';

/** The widths of shadcn/ui's sidebar, which this one follows. */
export const SIDEBAR_WIDTH = '16rem';
export const SIDEBAR_WIDTH_MOBILE = '18rem';
export const SIDEBAR_WIDTH_ICON = '3rem';

const sidebarWidth = createVar();

export const wrapper = style({
  display: 'flex',
  width: '100%',
  minHeight: '100svh',
});

/** The desktop sidebar column; `data-state` and `data-collapsible` drive the icon mode. */
export const sidebar = style({
  vars: { [sidebarWidth]: SIDEBAR_WIDTH },
  position: 'sticky',
  top: 0,
  flexShrink: 0,
  display: 'flex',
  flexDirection: 'column',
  width: sidebarWidth,
  height: '100svh',
  overflow: 'hidden',
  backgroundColor: vars.color.sidebar,
  color: vars.color.sidebarForeground,
  borderInlineEnd: `1px solid ${vars.color.sidebarBorder}`,
  transition: `width ${vars.duration.normal} ease-out`,
  selectors: {
    '&[data-collapsible="icon"]': { vars: { [sidebarWidth]: SIDEBAR_WIDTH_ICON } },
  },
});

/** Selector prefix for styles that change in icon mode. */
const iconMode = `${sidebar}[data-collapsible="icon"]`;

const slideIn = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'none' } });
const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const mobileOverlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.overlay,
  backgroundColor: vars.color.overlay,
  selectors: {
    '&[data-entering]': { animation: `${fadeIn} ${vars.duration.normal} ease-out` },
  },
});

export const mobileSheet = style({
  position: 'fixed',
  insetBlock: 0,
  insetInlineStart: 0,
  width: SIDEBAR_WIDTH_MOBILE,
  maxWidth: '85vw',
  outline: 'none',
  backgroundColor: vars.color.sidebar,
  color: vars.color.sidebarForeground,
  borderInlineEnd: `1px solid ${vars.color.sidebarBorder}`,
  boxShadow: vars.shadow.lg,
  selectors: {
    '&[data-entering]': { animation: `${slideIn} ${vars.duration.normal} ease-out` },
  },
});

export const mobileDialog = style({
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  outline: 'none',
});

export const header = sprinkles({
  display: 'flex',
  flexDirection: 'column',
  gap: '2',
  padding: '2',
});

export const footer = header;

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  flex: 1,
  minHeight: 0,
  overflowY: 'auto',
  overflowX: 'hidden',
  selectors: {
    [`${iconMode} &`]: { overflowY: 'hidden' },
  },
});

export const group = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  padding: vars.space[2],
});

export const groupLabel = style({
  display: 'flex',
  alignItems: 'center',
  height: vars.size[8],
  paddingInline: vars.space[2],
  ...mutedText('xs'),
  fontWeight: vars.fontWeight.medium,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  transition: `margin ${vars.duration.normal}, opacity ${vars.duration.normal}`,
  selectors: {
    [`${iconMode} &`]: { marginTop: `calc(-1 * ${vars.size[8]})`, opacity: 0 },
  },
});

export const menu = style({
  ...flexColumn('0.5'),
  minWidth: 0,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const menuItem = style({ position: 'relative', minWidth: 0 });

export const menuButton = style({
  ...flexRow('2'),
  width: '100%',
  height: vars.size[8],
  paddingInline: vars.space[2],
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: 'inherit',
  fontSize: vars.fontSize.sm,
  textAlign: 'start',
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  cursor: 'pointer',
  outline: 'none',
  transition: `background-color ${vars.duration.fast}, width ${vars.duration.normal}, padding ${vars.duration.normal}`,
  selectors: {
    '&[data-hovered], &[data-pressed]': { backgroundColor: vars.color.sidebarAccent },
    '&[data-active]': {
      backgroundColor: vars.color.sidebarAccent,
      fontWeight: vars.fontWeight.medium,
    },
    '&[data-focus-visible]': { ...focusRing, outlineOffset: -2 },
    '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
    [`${iconMode} &`]: { width: vars.size[8], paddingInline: vars.space[2] },
  },
});

export const menuIcon = style({
  display: 'inline-flex',
  flexShrink: 0,
  ...squareOf('4'),
  alignItems: 'center',
  justifyContent: 'center',
});

// In icon mode the label stays in the accessibility tree (it names the button) but is
// visually removed, like `srOnly`.
export const menuLabel = style({
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  selectors: {
    [`${iconMode} &`]: {
      position: 'absolute',
      width: 1,
      height: 1,
      margin: -1,
      clip: 'rect(0, 0, 0, 0)',
      whiteSpace: 'nowrap',
    },
  },
});

export const disclosure = style({ minWidth: 0 });

export const chevron = style({
  flexShrink: 0,
  marginInlineStart: 'auto',
  color: vars.color.mutedForeground,
  transition: `transform ${vars.duration.fast}`,
  selectors: {
    [`${disclosure}[data-expanded] &`]: { transform: 'rotate(90deg)' },
    [`${iconMode} &`]: { display: 'none' },
  },
});

export const menuSub = style({
  ...flexColumn('0.5'),
  minWidth: 0,
  margin: 0,
  marginInlineStart: vars.space['3.5'],
  paddingBlock: vars.space['0.5'],
  paddingInlineStart: vars.space['2.5'],
  listStyle: 'none',
  borderInlineStart: `1px solid ${vars.color.sidebarBorder}`,
  selectors: {
    [`${iconMode} &`]: { display: 'none' },
  },
});

export const menuSubButton = style([
  menuButton,
  {
    height: vars.size[7],
    color: vars.color.sidebarForeground,
  },
]);

export const disclosurePanel = style({
  selectors: {
    [`${iconMode} &`]: { display: 'none' },
  },
});

export const inset = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  flex: 1,
  minWidth: 0,
  backgroundColor: vars.color.background,
});
