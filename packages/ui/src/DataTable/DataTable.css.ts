import { createContainer, globalStyle, style, type StyleRule } from '@vanilla-extract/css';
import { breakpoints } from '../theme/breakpoints';
import { vars } from '../theme/contract.css';
import { focusRing } from '../theme/shared.css';
import { ellipsis, flexColumn, flexRow, textSize } from '../theme/recipes';

/** The table's own box is a size container, so a table in a narrow column stacks too. */
const tableBox = createContainer();

/**
 * Narrow screens (below the breakpoint where the sidebar becomes an overlay) and narrow boxes show
 * each row as a card: a sideways-scrolling table hides its last columns, the row's actions among
 * them, and gives no hint that it scrolls.
 */
const CARD_MEDIA = `screen and (max-width: ${breakpoints.md - 1}px)`;
const CARD_CONTAINER = `${tableBox} (max-width: ${breakpoints.sm - 1}px)`;

/** `rule`, applied only while rows are shown as cards. */
function asCards(rule: StyleRule): StyleRule {
  return { '@media': { [CARD_MEDIA]: rule }, '@container': { [CARD_CONTAINER]: rule } };
}

/**
 * The bordered box. As a table it scrolls sideways on its own, so a wide table never widens the
 * page; as cards nothing is wider than the box.
 */
export const container = style({
  position: 'relative',
  containerType: 'inline-size',
  containerName: tableBox,
  width: '100%',
  maxWidth: '100%',
  overflowX: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  color: vars.color.surfaceForeground,
});

export const table = style([
  {
    width: '100%',
    borderCollapse: 'collapse',
    borderSpacing: 0,
    ...textSize('sm', 'normal'),
    outline: 'none',
    // Focus rings are drawn inside (-2px): the scrolling container would clip an outer one.
    selectors: {
      '&[data-focus-visible]': { outline: focusRing.outline, outlineOffset: -2 },
    },
  },
  asCards({ display: 'block' }),
]);

/** The header row: as cards, each value carries its column's name, so it is for screen readers only. */
export const header = style(
  asCards({
    position: 'absolute',
    width: 1,
    height: 1,
    overflow: 'hidden',
    clipPath: 'inset(50%)',
    whiteSpace: 'nowrap',
  }),
);

export const body = style(asCards({ display: 'block' }));
// The empty and error states' row spans the box's width, not a table's.
globalStyle(
  `${body}[data-empty] > tr, ${body}[data-empty] > tr > td`,
  asCards({ display: 'block' }),
);

export const column = style({
  height: vars.size[10],
  paddingInline: vars.space[4],
  borderBottom: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.muted,
  color: vars.color.mutedForeground,
  fontWeight: vars.fontWeight.medium,
  textAlign: 'start',
  whiteSpace: 'nowrap',
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': { outline: focusRing.outline, outlineOffset: -2 },
  },
});

/** The Actions column: as narrow as its button, aligned to the end edge. */
export const actionsColumn = style({
  width: '1%',
  textAlign: 'end',
});

export const row = style([
  {
    outline: 'none',
    transition: `background-color ${vars.duration.fast}`,
    selectors: {
      '&:not(:last-child)': { borderBottom: `1px solid ${vars.color.border}` },
      '&[data-hovered]': {
        backgroundColor: `color-mix(in srgb, ${vars.color.muted} 60%, transparent)`,
      },
      '&[data-focus-visible]': { outline: focusRing.outline, outlineOffset: -2 },
    },
  },
  // A card: the row's name and its actions on the first line, one line per other column below.
  asCards({
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) auto',
    alignItems: 'center',
    columnGap: vars.space[3],
    rowGap: vars.space[1],
    paddingBlock: vars.space[3],
    paddingInline: vars.space[4],
  }),
]);

/*
 * Cell classes are whole: each holds every rule of its kind of cell (merged below, not stacked
 * as two classes), so no rule of one class competes with another's inside the card conditions.
 */
const cellRules: StyleRule = {
  height: vars.size[13],
  paddingBlock: vars.space[2],
  paddingInline: vars.space[4],
  verticalAlign: 'middle',
  color: vars.color.foreground,
  // Rows stay one line (a name with its 'You' badge included); narrow screens show cards.
  whiteSpace: 'nowrap',
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': { outline: focusRing.outline, outlineOffset: -2 },
  },
  ...asCards({
    gridColumn: '1 / -1',
    display: 'flex',
    alignItems: 'baseline',
    gap: vars.space[3],
    minWidth: 0,
    height: 'auto',
    padding: 0,
    selectors: {
      // A label with nothing after it says only that something is missing.
      '&[data-empty]': { display: 'none' },
      // The column's name before the value. Its alternative text is empty: the cell already
      // has its column header for screen readers.
      '&[data-label]::before': {
        content: ['attr(data-label)', 'attr(data-label) / ""'],
        flex: '0 0 38%',
        whiteSpace: 'normal',
        color: vars.color.mutedForeground,
      },
    },
  }),
};

/** As a card, the first line: the row's name on the left, its actions on the right. */
const firstLineStart: StyleRule = asCards({ gridColumn: 1, gridRow: 1 });
const firstLineEnd: StyleRule = asCards({ gridColumn: 2, gridRow: 1, padding: 0 });

export const cell = style([cellRules]);

/**
 * Equal-width digits keep sizes, counts and dates aligned down a column. Only there: in names and
 * e-mails Inter's tabular figures and punctuation ('Avery - Whitfield') read as gaps.
 */
export const numeric = style({ fontVariantNumeric: 'tabular-nums' });

/** The cell that names the row. */
export const rowHeaderCell = style([
  cellRules,
  { fontWeight: vars.fontWeight.medium },
  firstLineStart,
  asCards({ fontSize: vars.fontSize.md }),
]);

export const actionsCell = style([
  cellRules,
  { paddingBlock: 0, paddingInline: vars.space[2], textAlign: 'end' },
  firstLineEnd,
]);

/**
 * One line, cut with an ellipsis at the column's maxWidth; the full text is in `title`. As a card,
 * up to three lines.
 * A block inside the cell, because `text-overflow` has no effect on an auto-sized table cell.
 */
export const truncate = style([
  {
    display: 'block',
    ...ellipsis,
  },
  // A card is as wide as the screen: the column's table width (an inline style) does not apply.
  // A phone shows no `title` tooltip, so a card's value wraps (up to three lines, long words and
  // addresses broken anywhere) instead of being cut to one.
  asCards({
    flex: '1 1 auto',
    minWidth: 0,
    maxWidth: 'none !important',
    display: '-webkit-box',
    WebkitBoxOrient: 'vertical',
    WebkitLineClamp: 3,
    whiteSpace: 'normal',
    overflowWrap: 'anywhere',
  }),
]);

const skeletonRules: StyleRule = {
  height: vars.size[13],
  paddingInline: vars.space[4],
  verticalAlign: 'middle',
  ...asCards({ display: 'block', gridColumn: '1 / -1', height: 'auto', padding: 0 }),
};

export const skeletonCell = style([skeletonRules]);
export const skeletonRowHeaderCell = style([skeletonRules, firstLineStart]);
export const skeletonActionsCell = style([
  skeletonRules,
  { paddingInline: vars.space[2] },
  firstLineEnd,
]);

/** Cell spanning every column for the empty and error states. */
export const stateCell = style({
  padding: 0,
});

export const error = style({
  ...flexColumn('3'),
  alignItems: 'center',
  paddingBlock: vars.space[10],
  paddingInline: vars.space[6],
  textAlign: 'center',
});

export const errorMessage = style({
  ...flexRow('2'),
  fontWeight: vars.fontWeight.medium,
  color: vars.color.dangerText,
});
