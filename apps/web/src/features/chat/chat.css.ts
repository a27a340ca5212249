import { vars } from '@vita/ui';

/** Below this width the side panel goes under the chat (a third of a tablet is too narrow). */
const LAYOUT_STACK_BELOW = 1024;
import { globalStyle, style } from '@vanilla-extract/css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
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
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  padding: vars.space['4'],
  // The log scrolls inside the panel; the input stays in view.
  height: 'min(760px, calc(100dvh - 180px))',
  minHeight: 420,
});

export const panelHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['3'],
  flexWrap: 'wrap',
});

export const panelTitle = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'] });

export const log = style({ flex: 1, minHeight: 0 });

export const greeting = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  padding: vars.space['4'],
});

export const suggestions = style({ marginBlockStart: vars.space['3'] });

export const side = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'] });

export const sideCard = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  padding: vars.space['4'],
});

export const sideHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['2'],
});

export const conversationList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  maxHeight: 320,
  overflowY: 'auto',
});

export const conversationItem = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['1'],
  borderRadius: vars.radius.md,
  selectors: { '&[data-current]': { backgroundColor: vars.color.muted } },
});

export const conversationLink = style({
  flex: 1,
  minWidth: 0,
  padding: `${vars.space['2']} ${vars.space['2']}`,
  color: vars.color.foreground,
  textDecoration: 'none',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
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
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  color: vars.color.mutedForeground,
  fontSize: vars.fontSize.sm,
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
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  padding: vars.space['4'],
  minWidth: 0,
});

export const analysisForm = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: vars.space['3'],
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
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  paddingTop: vars.space['4'],
  borderTop: `1px solid ${vars.color.border}`,
  minWidth: 0,
});

export const analysisBlockHeader = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space['2'],
});

export const analysisTime = style({
  color: vars.color.mutedForeground,
  fontSize: vars.fontSize.xs,
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
