import { ellipsis, flexColumn, vars } from '@vita/ui';
import { style } from '@vanilla-extract/css';

export const page = style({
  ...flexColumn('6'),
  maxWidth: 720,
});

export const loading = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'] });

export const section = style({
  ...flexColumn('4'),
  paddingTop: vars.space['4'],
  maxWidth: 480,
});

/** A second section under the first one of a tab, set apart by a hairline. */
export const followingSection = style([
  section,
  {
    borderTop: `1px solid ${vars.color.border}`,
    marginTop: vars.space['4'],
    paddingTop: vars.space['6'],
  },
]);

export const sectionText = style({ color: vars.color.mutedForeground });

export const details = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  columnGap: vars.space['6'],
  rowGap: vars.space['3'],
  margin: 0,
});

export const term = style({ color: vars.color.mutedForeground, fontSize: vars.fontSize.sm });

export const value = style({ margin: 0, overflowWrap: 'anywhere' });

export const emailValue = style({
  margin: 0,
  minWidth: 0,
  ...ellipsis,
});

export const emptyValue = style({
  margin: 0,
  color: vars.color.mutedForeground,
  fontStyle: 'italic',
});

export const actions = style({ display: 'flex', gap: vars.space['3'], flexWrap: 'wrap' });
