import { vars } from '@vita/ui';
import { globalStyle, style } from '@vanilla-extract/css';

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  minWidth: 0,
  paddingTop: vars.space['4'],
  borderTop: `1px solid ${vars.color.border}`,
});

export const sectionText = style({ color: vars.color.mutedForeground, margin: 0 });

export const upload = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  maxWidth: 560,
});

export const uploadActions = style({ display: 'flex', justifyContent: 'flex-end' });

export const missing = style({ color: vars.color.mutedForeground });

export const externalLink = style({
  // Anchors the visually hidden '(opens in a new tab)' text: without a positioned ancestor
  // inside the table's scroll box it escapes it and widens the whole page on phones.
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  maxWidth: 110,
  overflow: 'hidden',
  whiteSpace: 'nowrap',
});

export const linkText = style({ overflow: 'hidden', textOverflow: 'ellipsis' });

/**
 * The CV table has nine columns; long headers ('Target Job Posting URL') may wrap onto two
 * lines instead of pushing the Actions column off screen.
 */
export const cvTable = style({});
globalStyle(`${cvTable} [role="columnheader"]`, {
  whiteSpace: 'normal',
  verticalAlign: 'bottom',
});
// Tighter cell padding than the default table: nine columns, each value already truncated.
globalStyle(
  `${cvTable} [role="columnheader"], ${cvTable} [role="rowheader"], ${cvTable} [role="gridcell"]`,
  {
    paddingInline: vars.space['3'],
  },
);
