import { flexColumn, flexRow, sprinkles, vars } from '@vita/ui';
import { style } from '@vanilla-extract/css';

// The list screens' own frame: the title with its main action above the content.
export { page, header } from '../../components/resource-list-page.css';

export const toolbar = sprinkles({
  display: 'flex',
  alignItems: 'flex-end',
  flexWrap: 'wrap',
  gap: '3',
});

export const search = style({ flex: '1 1 220px', maxWidth: 360 });

export const filter = style({ minWidth: 180 });

/** The posting's address and "Read posting": the field takes the room, the button sits by its input. */
export const postingRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: vars.space['2'],
});

export const postingField = style({ flex: '1 1 260px', minWidth: 0 });

/** Level with the input: below the field's label (its line and the field's gap). */
export const postingButton = style({
  marginBlockStart: `calc(${vars.fontSize.sm} * ${vars.lineHeight.tight} + ${vars.space['1.5']})`,
});

export const empty = style({
  padding: vars.space['6'],
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  color: vars.color.mutedForeground,
  textAlign: 'center',
});

export const section = style({
  ...flexColumn('4'),
  minWidth: 0,
  paddingTop: vars.space['4'],
  borderTop: `1px solid ${vars.color.border}`,
});

export const detailHeader = sprinkles({ display: 'flex', flexDirection: 'column', gap: '2' });

export const facts = style({
  ...flexRow('2'),
  flexWrap: 'wrap',
  color: vars.color.mutedForeground,
});

export const actions = sprinkles({
  display: 'flex',
  alignItems: 'flex-end',
  flexWrap: 'wrap',
  gap: '2',
});

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))',
  gap: vars.space['4'],
});

export const history = style({
  ...flexColumn('2'),
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const historyItem = style({
  ...flexRow('2'),
  fontSize: vars.fontSize.sm,
});

export const muted = style({ color: vars.color.mutedForeground, margin: 0 });

export const formActions = style({ display: 'flex', justifyContent: 'flex-end' });

export const form = sprinkles({ display: 'flex', flexDirection: 'column', gap: '4' });
