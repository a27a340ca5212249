import { ellipsis, flexColumn, flexRow, mutedText, sprinkles, vars } from '@vita/ui';

/** Below this width the side panel goes under the chat (a third of a tablet is too narrow). */
const LAYOUT_STACK_BELOW = 1024;
import { globalStyle, style } from '@vanilla-extract/css';

export const page = style({
  ...flexColumn('4'),
  minHeight: 0,
});

/** Two thirds for the chat, one third for the side panel; stacked on narrow screens. */
export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)',
  gap: vars.space['4'],
  alignItems: 'start',
  '@media': {
    [`screen and (max-width: ${LAYOUT_STACK_BELOW - 1}px)`]: {
      gridTemplateColumns: 'minmax(0, 1fr)',
    },
  },
});

export const panel = style({
  ...flexColumn('3'),
  padding: vars.space['4'],
  // The log scrolls inside the panel; the input stays in view.
  height: 'min(760px, calc(100dvh - 180px))',
  minHeight: 420,
});

export const panelHeader = sprinkles({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '3',
  flexWrap: 'wrap',
});

export const panelTitle = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'] });

export const log = style({ flex: 1, minHeight: 0 });

export const greeting = sprinkles({
  display: 'flex',
  flexDirection: 'column',
  gap: '1',
  padding: '4',
});

export const suggestions = style({ marginBlockStart: vars.space['3'] });

export const side = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'] });

/** Overrides the Card's own gap and padding, so it stays a class of this file (after Card's). */
export const sideCard = style({
  ...flexColumn('3'),
  padding: vars.space['4'],
});

export const sideHeader = sprinkles({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '2',
});

export const conversationList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  ...flexColumn('1'),
  maxHeight: 320,
  overflowY: 'auto',
});

export const conversationItem = style({
  ...flexRow('1'),
  borderRadius: vars.radius.md,
  selectors: { '&[data-current]': { backgroundColor: vars.color.muted } },
});

export const conversationLink = style({
  flex: 1,
  minWidth: 0,
  padding: `${vars.space['2']} ${vars.space['2']}`,
  color: vars.color.foreground,
  textDecoration: 'none',
  ...ellipsis,
  fontSize: vars.fontSize.sm,
  borderRadius: vars.radius.md,
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
});

export const notes = style({
  margin: 0,
  paddingLeft: vars.space['5'],
  ...flexColumn('1'),
  ...mutedText('sm'),
});

export const uploadError = style({
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.danger}`,
  backgroundColor: vars.color.dangerBg,
  color: vars.color.dangerFg,
  fontSize: vars.fontSize.sm,
});

/** The analysis grows with its result; the page scrolls, not the panel. */
export const analysisPanel = style({
  ...flexColumn('4'),
  padding: vars.space['4'],
  minWidth: 0,
});

export const analysisForm = style({
  ...flexColumn('3'),
  alignItems: 'stretch',
});
globalStyle(`${analysisForm} > button`, { alignSelf: 'flex-start' });

/** The path field and the file chooser side by side; stacked when narrow. */
export const analysisCvRow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)',
  gap: vars.space['3'],
  alignItems: 'start',
  '@media': {
    'screen and (max-width: 640px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
});

export const analysisBlock = style({
  ...flexColumn('3'),
  paddingTop: vars.space['4'],
  borderTop: `1px solid ${vars.color.border}`,
  minWidth: 0,
});

export const analysisBlockHeader = sprinkles({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: '2',
});

export const analysisTime = style({
  ...mutedText('xs'),
});

export const analysisWriteUp = style({
  borderTop: `1px solid ${vars.color.border}`,
  paddingTop: vars.space['3'],
});
globalStyle(`${analysisWriteUp} > summary`, {
  cursor: 'pointer',
  fontWeight: vars.fontWeight.medium,
  marginBottom: vars.space['2'],
});
