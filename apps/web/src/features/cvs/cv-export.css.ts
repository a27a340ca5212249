import { flexColumn, flexRow, sprinkles, vars } from '@vita/ui';
import { style } from '@vanilla-extract/css';

export const page = style({
  ...flexColumn('6'),
  minWidth: 0,
  // The two columns below follow this page's width (see columns).
  containerType: 'inline-size',
});

export const header = sprinkles({
  display: 'flex',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: '3',
});

export const titles = style({
  ...flexColumn('1'),
  minWidth: 0,
  overflowWrap: 'anywhere',
});

export const back = style({
  ...flexRow('1', 'inline-flex'),
  fontSize: vars.fontSize.sm,
});

export const download = style({ flexShrink: 0 });

/** The page's width from which the choices and the preview stand side by side. */
const SIDE_BY_SIDE = 900;

/** A pane the narrow page's Edit / Preview switch has put away (both show when wide). */
const narrowPane = style({
  '@container': {
    [`(max-width: ${SIDE_BY_SIDE - 1}px)`]: {
      selectors: { '&[data-narrow-hidden]': { display: 'none' } },
    },
  },
});

/** The Edit / Preview switch: only where the two do not fit side by side. */
export const paneSwitch = style({
  '@container': { [`(min-width: ${SIDE_BY_SIDE}px)`]: { display: 'none' } },
});

/** Three template cards across, each small enough to see whole with the page. */
export const templates = style([narrowPane, { maxWidth: 720, minWidth: 0 }]);

/**
 * The choices beside the preview when there is room for both (the preview wide enough to read),
 * one above the other below that: the container, not the window, decides, so an open sidebar
 * counts.
 */
export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space['6'],
  alignItems: 'start',
  '@container': {
    [`(min-width: ${SIDE_BY_SIDE}px)`]: { gridTemplateColumns: 'minmax(0, 5fr) minmax(0, 6fr)' },
  },
});

export const controls = style([narrowPane, { ...flexColumn('6'), minWidth: 0 }]);

export const field = style({
  ...flexColumn('2'),
  alignItems: 'flex-start',
  minWidth: 0,
});

export const entries = style({
  ...flexColumn('1'),
  paddingBlock: vars.space['1'],
});

/** The preview stays in sight while the choices scroll past it. */
export const preview = style([
  narrowPane,
  { position: 'sticky', top: vars.space['4'], minWidth: 0 },
]);

/** The Header panel's fields, one under the other, as wide as the column. */
export const headerForm = style({
  ...flexColumn('3'),
  alignSelf: 'stretch',
  alignItems: 'flex-start',
});

/** A contact detail: its field (when it is typed on the CV) and the switch that prints it. */
export const contact = style({
  ...flexColumn('1'),
  alignSelf: 'stretch',
  minWidth: 0,
});

export const link = style({ overflowWrap: 'anywhere' });

/** The comparison with the CV's target posting, under the editor: a long address wraps. */
export const analysis = style({
  ...flexColumn('3'),
  minWidth: 0,
  overflowWrap: 'anywhere',
});
