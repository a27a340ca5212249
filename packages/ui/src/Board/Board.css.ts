import { createContainer, style } from '@vanilla-extract/css';
import { breakpoints } from '../theme/breakpoints';
import { vars } from '../theme/contract.css';
import { focusRing } from '../theme/shared.css';
import { dragHandle } from '../utils/drag.css';
import { strokeIconMask } from '../utils/stroke-mask';
import { emptyNote, flexColumn, flexRow, mutedText } from '../theme/recipes';

export { dragPreview } from '../utils/drag.css';

/** The board's own box is the container: beside a sidebar it is narrower than the screen. */
const boardBox = createContainer();

/**
 * A column is never narrower than this: six of them fit beside a sidebar on a laptop's screen
 * (1280 px), where a sideways scroll would hide the last stages. Below it the board scrolls
 * sideways, and in a narrow box the columns stack.
 */
const COLUMN_MIN = '9.5rem';

export const root = style({
  containerType: 'inline-size',
  containerName: boardBox,
  width: '100%',
  minWidth: 0,
});

/**
 * Side by side, scrolling sideways when they do not fit (the usual board); stacked in a narrow
 * box, where a sideways scroll would show one column and hide that there are more.
 */
export const columns = style({
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: `minmax(${COLUMN_MIN}, 1fr)`,
  gap: vars.space[2],
  alignItems: 'start',
  overflowX: 'auto',
  paddingBlockEnd: vars.space[2],
  '@container': {
    [`${boardBox} (max-width: ${breakpoints.sm + 120}px)`]: {
      gridAutoFlow: 'row',
      gridAutoColumns: 'auto',
      overflowX: 'visible',
    },
  },
});

export const column = style({
  ...flexColumn('2'),
  minWidth: 0,
  padding: vars.space[2],
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.muted,
});

export const columnHeader = style({
  ...flexRow('2'),
  justifyContent: 'space-between',
  paddingInline: vars.space[1],
  minHeight: vars.size[8],
});

export const columnHeading = style({ margin: 0, fontSize: 'inherit', lineHeight: 1 });

export const count = style({
  ...mutedText('xs'),
  fontWeight: vars.fontWeight.medium,
  fontVariantNumeric: 'tabular-nums',
});

export const list = style({
  ...flexColumn('2'),
  // An empty column is still a place to drop a card on.
  minHeight: vars.size[13],
  padding: vars.space['0.5'],
  borderRadius: vars.radius.md,
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': focusRing,
    '&[data-drop-target]': {
      outline: `2px dashed ${vars.color.primary}`,
      outlineOffset: '2px',
    },
  },
});

export const item = style({
  borderRadius: vars.radius.md,
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': focusRing,
    '&[data-dragging]': { opacity: 0.5 },
    '&[data-drop-target]': {
      outline: `2px dashed ${vars.color.primary}`,
      outlineOffset: '2px',
    },
  },
});

export const openable = style({ cursor: 'pointer' });

export const card = style({ boxShadow: 'none' });

export const iconButton = style({ width: vars.size[8], height: vars.size[8] });

/**
 * The card's "Move to…" button is a plain `<button>` (see Board.tsx): the ghost icon button's
 * hover, press, focus ring and disabled looks, from the element's own states.
 */
export const moveButton = style({
  selectors: {
    // An arrow to the right.
    '&::before': strokeIconMask('<path d="M18 8L22 12L18 16"/><path d="M2 12H22"/>'),
    '&:focus-visible': focusRing,
    '&:hover:not(:disabled), &:active:not(:disabled)': { backgroundColor: vars.color.accent },
    '&:active:not(:disabled)': { transform: 'translateY(0.5px)' },
    '&:disabled': { opacity: 0.5, cursor: 'not-allowed' },
  },
});

export const handle = style([
  dragHandle,
  {
    cursor: 'grab',
    // A plain <button> (Board.tsx): its own focus state, not RAC's data attribute.
    selectors: {
      '&:focus-visible': focusRing,
      '&[data-disabled]': { cursor: 'default' },
      // Six dots, two columns of three.
      '&::before': strokeIconMask(
        [9, 15]
          .flatMap((cx) => [5, 12, 19].map((cy) => `<circle cx="${cx}" cy="${cy}" r="1"/>`))
          .join(''),
      ),
    },
  },
]);

export const empty = style({ ...emptyNote, padding: vars.space[3] });

/** Marks a long column's last mounted card; more mount when it nears the window (Board.tsx). */
export const more = style({ height: '1px' });
