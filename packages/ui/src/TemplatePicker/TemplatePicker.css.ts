import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { focusRing } from '../theme/shared.css';
import { flexColumn, mutedText, squareOf, textSize } from '../theme/recipes';

const gap = vars.space[3];
/**
 * The narrowest a card gets before the grid drops a column: three fit from about 550px, two
 * from about 365px (a 500px panel shows two), one below that.
 */
const cardMinWidth = '11rem';

/** The paper is white in both themes: the thumbnail shows the page as it prints. */
const paper = '#ffffff';

export const group = style({
  ...flexColumn('2'),
  minWidth: 0,
});

export const grid = style({
  display: 'grid',
  // As many columns as fit at cardMinWidth, but never more than three: each track is at least a
  // third of the row; min(100%, …) keeps one card inside a container narrower than that.
  gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, max(${cardMinWidth}, calc((100% - 2 * ${gap}) / 3))), 1fr))`,
  gap,
});

export const card = style({
  position: 'relative',
  ...flexColumn('1'),
  minWidth: 0,
  padding: vars.space[3],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  color: vars.color.surfaceForeground,
  cursor: 'pointer',
  outline: 'none',
  WebkitTapHighlightColor: 'transparent',
  transition: `border-color ${vars.duration.fast}, box-shadow ${vars.duration.fast}`,
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.mutedForeground },
    // A second pixel of accent drawn as a shadow, so the chosen card does not shift its content.
    '&[data-selected]': {
      borderColor: vars.color.primary,
      boxShadow: `0 0 0 1px ${vars.color.primary}`,
    },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
  },
});

export const thumbnail = style({
  position: 'relative',
  display: 'block',
  width: '100%',
  marginBlockEnd: vars.space[2],
  overflow: 'hidden',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.xs,
});

/** Fills the thumbnail box, whose height comes from the page's aspect ratio. */
export const thumbnailFill = style({
  position: 'absolute',
  inset: 0,
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'contain',
});

export const thumbnailImage = style({ backgroundColor: paper });

export const check = style({
  position: 'absolute',
  insetBlockStart: vars.space['1.5'],
  insetInlineEnd: vars.space['1.5'],
  display: 'none',
  alignItems: 'center',
  justifyContent: 'center',
  ...squareOf('6'),
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.primary,
  color: vars.color.primaryForeground,
  boxShadow: vars.shadow.sm,
  selectors: {
    [`${card}[data-selected] &`]: { display: 'inline-flex' },
  },
});

export const name = style({
  ...textSize('sm', 'tight'),
  fontWeight: vars.fontWeight.bold,
  overflowWrap: 'anywhere',
});

export const description = style({
  ...mutedText('xs', 'normal'),
  overflowWrap: 'anywhere',
});
