import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { focusRing } from '../theme/shared.css';
import { dragHandle } from '../utils/drag.css';
import { emptyNote, flexColumn, flexRow, mutedText, squareOf, textSize } from '../theme/recipes';

export { dragPreview } from '../utils/drag.css';

const rowGap = vars.space[2];
/** The drop line's thickness: a hairline would be lost between two rows. */
const dropLine = '2px';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
});

export const list = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: rowGap,
  outline: 'none',
});

export const item = style({
  ...flexColumn('2'),
  minWidth: 0,
  padding: `${vars.space[2]} ${vars.space[2]} ${vars.space[2]} ${vars.space[1]}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  color: vars.color.surfaceForeground,
  outline: 'none',
  transition: `background-color ${vars.duration.fast}, border-color ${vars.duration.fast}`,
  selectors: {
    '&[data-focus-visible]': focusRing,
    // The row being dragged stays in place, faded, until it is dropped.
    '&[data-dragging]': { opacity: 0.5 },
  },
});

/** A hidden item keeps its place, quieter: dashed, on the muted surface, with muted text. */
export const itemHidden = style({
  borderStyle: 'dashed',
  backgroundColor: vars.color.muted,
});

export const main = style({
  ...flexRow('2'),
  minWidth: 0,
  // The row (not the handle, which lets the pointer through) is what a mouse drags.
  cursor: 'grab',
  selectors: {
    [`${root}[data-disabled] &`]: { cursor: 'default' },
  },
});

export const handle = dragHandle;

export const text = style({
  ...flexColumn('0.5'),
  flex: '1 1 auto',
  minWidth: 0,
});

export const label = style({
  ...flexRow('1.5', 'inline-flex'),
  minWidth: 0,
  ...textSize('sm', 'tight'),
  fontWeight: vars.fontWeight.medium,
  overflowWrap: 'anywhere',
  selectors: {
    [`${itemHidden} &`]: { color: vars.color.mutedForeground },
  },
});

export const hiddenIcon = style({ flexShrink: 0 });

export const description = style({
  ...mutedText('xs', 'tight'),
  overflowWrap: 'anywhere',
});

export const controls = style({
  ...flexRow('1'),
  flexShrink: 0,
  cursor: 'default',
});

export const moveButton = style({
  ...squareOf('8'),
});

export const showSwitch = style({ marginInlineStart: vars.space[1] });

export const details = style({
  minWidth: 0,
  // Lines up with the label: past the handle and the gap after it.
  paddingInlineStart: `calc(${vars.size[6]} + ${vars.space[2]})`,
  cursor: 'auto',
  selectors: {
    // renderDetails may return a component that renders nothing; no empty gap under the label then.
    '&:empty': { display: 'none' },
  },
});

export const dropIndicator = style({
  height: dropLine,
  // Drawn in the gap between two rows: the negative margins give back the gap and the line's own
  // height that the extra flex child adds, so showing it never shifts the rows.
  marginBlock: `calc((${rowGap} + ${dropLine}) / -2)`,
  borderRadius: vars.radius.full,
  backgroundColor: 'transparent',
  selectors: {
    '&[data-drop-target]': { backgroundColor: vars.color.primary },
  },
});

export const empty = style({ ...emptyNote, padding: vars.space[4] });
