import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { focusRing } from '../theme/shared.css';
import { flexColumn, flexRow, mutedText, textSize } from '../theme/recipes';
import { sprinkles } from '../Stack/sprinkles.css';

export const root = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  minHeight: 0,
  minWidth: 0,
});

export const scroller = style({
  flex: 1,
  minHeight: 0,
  overflowY: 'auto',
  // Scrolling past the end of the log does not scroll the page behind it.
  overscrollBehavior: 'contain',
  borderRadius: vars.radius.md,
  outline: 'none',
  selectors: {
    '&:focus-visible': { ...focusRing, outlineOffset: '-2px' },
  },
});

export const list = style({
  ...flexColumn('4'),
  minHeight: '100%',
  padding: vars.space[3],
});

export const empty = style({
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  flex: 1,
});

export const message = style({
  ...flexColumn('1'),
  alignItems: 'flex-start',
  minWidth: 0,
  selectors: {
    '&[data-role="user"]': { alignItems: 'flex-end' },
  },
});

export const bubble = style({
  // Wide enough for a table or a code block, narrow enough to read as a side of the conversation.
  maxWidth: 'min(85%, 720px)',
  minWidth: 0,
  paddingBlock: vars.space[2],
  paddingInline: vars.space['3.5'],
  borderRadius: vars.radius.lg,
  ...textSize('sm', 'normal'),
  overflowWrap: 'anywhere',
  selectors: {
    [`${message}[data-role="user"] &`]: {
      backgroundColor: vars.color.primary,
      color: vars.color.primaryForeground,
      // The corner nearest the speaker's side is tighter, like a speech bubble's tail.
      borderEndEndRadius: vars.radius.xs,
    },
    [`${message}[data-role="assistant"] &`]: {
      border: `1px solid ${vars.color.border}`,
      backgroundColor: vars.color.surface,
      color: vars.color.surfaceForeground,
      boxShadow: vars.shadow.sm,
      borderEndStartRadius: vars.radius.xs,
    },
    // A table or code block can use the whole width of the log.
    [`${message}[data-role="assistant"] &:has(table, pre)`]: { maxWidth: '100%' },
  },
});

export const userText = style({
  margin: 0,
  // The user's line breaks are kept; long words wrap inside the bubble.
  whiteSpace: 'pre-wrap',
});

export const markdown = style({});

const pulse = keyframes({
  '0%, 100%': { opacity: 1 },
  '50%': { opacity: 0.55 },
});

export const typing = style({
  display: 'inline-block',
  color: vars.color.mutedForeground,
  fontStyle: 'italic',
  animation: `${pulse} 1.4s ease-in-out infinite`,
  '@media': {
    '(prefers-reduced-motion: reduce)': { animation: 'none' },
  },
});

const blink = keyframes({
  '0%, 49%': { opacity: 1 },
  '50%, 100%': { opacity: 0 },
});

/** The caret after the last words of a reply being written. */
const caret = {
  content: '""',
  display: 'inline-block',
  width: '0.45em',
  height: '1.1em',
  marginInlineStart: '2px',
  verticalAlign: 'text-bottom',
  borderRadius: '1px',
  backgroundColor: 'currentColor',
  opacity: 1,
  animation: `${blink} 1s step-end infinite`,
  '@media': {
    '(prefers-reduced-motion: reduce)': { animation: 'none' },
  },
} as const;

const streaming = `${bubble}[data-streaming] ${markdown}`;
globalStyle(
  [
    `${streaming} > :is(p, h1, h2, h3, h4, h5, h6, blockquote):last-child::after`,
    `${streaming} > :is(ul, ol):last-child > li:last-child:not(:has(> :is(p, ul, ol)))::after`,
    `${streaming} > :is(ul, ol):last-child > li:last-child > p:last-child::after`,
  ].join(', '),
  caret,
);

export const attachments = style({
  maxWidth: 'min(85%, 720px)',
  selectors: { [`${message}[data-role="user"] &`]: { justifyContent: 'flex-end' } },
});

export const meta = style({
  ...flexRow('2'),
  paddingInline: vars.space[1],
  ...mutedText('xs', 'tight'),
});

export const time = style({ fontVariantNumeric: 'tabular-nums' });

export const incomplete = sprinkles({ display: 'inline-flex', alignItems: 'center', gap: '1' });

const fadeIn = keyframes({
  from: { opacity: 0, transform: 'translateY(4px)' },
  to: { opacity: 1, transform: 'translateY(0)' },
});

/** Centred over the bottom of the log (a fixed-width box between 0 and 0 with auto margins). */
export const scrollButton = style({
  position: 'absolute',
  insetBlockEnd: vars.space[3],
  insetInline: 0,
  marginInline: 'auto',
  borderRadius: vars.radius.full,
  boxShadow: vars.shadow.md,
  animation: `${fadeIn} ${vars.duration.normal} ease-out`,
  '@media': {
    '(prefers-reduced-motion: reduce)': { animation: 'none' },
  },
});
