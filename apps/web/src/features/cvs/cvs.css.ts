import { breakpoints, flexColumn, flexRow, vars } from '@vita/ui';
import { globalStyle, style } from '@vanilla-extract/css';

export const section = style({
  ...flexColumn('4'),
  minWidth: 0,
  paddingTop: vars.space['4'],
  borderTop: `1px solid ${vars.color.border}`,
});

export const sectionText = style({ color: vars.color.mutedForeground, margin: 0 });

export const upload = style({
  ...flexColumn('3'),
  maxWidth: 560,
});

export const uploadActions = style({ display: 'flex', justifyContent: 'flex-end' });

/**
 * As a table (from the md breakpoint; below it rows are cards), the CV table's long headers
 * ('Target Job Posting URL') wrap onto two even lines instead of pushing the Actions column off
 * screen, all of them on the same bottom line; cells are padded tighter: eight columns, each value
 * already truncated.
 */
const TABLE_MEDIA = `screen and (min-width: ${breakpoints.md}px)`;

export const externalLink = style({
  // Anchors the visually hidden '(opens in a new tab)' text: without a positioned ancestor
  // inside the table's scroll box it escapes it and widens the whole page on phones.
  position: 'relative',
  ...flexRow('1', 'inline-flex'),
  // The table's narrow column; a card has the line's width for the site's name.
  maxWidth: '100%',
  '@media': { [TABLE_MEDIA]: { maxWidth: 86 } },
  overflow: 'hidden',
  whiteSpace: 'nowrap',
});

export const linkText = style({ overflow: 'hidden', textOverflow: 'ellipsis' });
export const cvTable = style({});
globalStyle(`${cvTable} [role="columnheader"]`, {
  '@media': {
    [TABLE_MEDIA]: {
      whiteSpace: 'normal',
      textWrap: 'balance',
      verticalAlign: 'bottom',
      paddingBlock: vars.space['2'],
    },
  },
});
globalStyle(
  `${cvTable} [role="columnheader"], ${cvTable} [role="rowheader"], ${cvTable} [role="gridcell"]`,
  { '@media': { [TABLE_MEDIA]: { paddingInline: vars.space['3'] } } },
);
