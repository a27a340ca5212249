import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { focusRing } from '../theme/shared.css';
import { centredContent, flexColumn, flexRow, mutedText, raisedSegment } from '../theme/recipes';

export const tabs = style({
  ...flexColumn('4'),
  selectors: {
    '&[data-orientation="vertical"]': { flexDirection: 'row' },
  },
});

/** A segmented control: a muted track with the selected tab raised on it. */
export const tabList = style({
  ...flexRow('0.5', 'inline-flex'),
  alignSelf: 'flex-start',
  // 3px around 30px tabs makes the list as tall as an input (36px) beside it.
  padding: 3,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.muted,
  color: vars.color.mutedForeground,
  maxWidth: '100%',
  overflowX: 'auto',
  selectors: {
    '&[data-orientation="vertical"]': { flexDirection: 'column', alignItems: 'stretch' },
  },
});

export const tab = style({
  ...centredContent(),
  gap: vars.space['1.5'],
  height: 30,
  paddingInline: vars.space[3],
  borderRadius: vars.radius.sm,
  ...mutedText('sm'),
  fontWeight: vars.fontWeight.medium,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  outline: 'none',
  transition: `color ${vars.duration.fast}, background-color ${vars.duration.fast}`,
  selectors: {
    '&[data-hovered]': { color: vars.color.foreground },
    '&[data-selected]': raisedSegment,
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
  },
});

export const tabPanel = style({
  outline: 'none',
  borderRadius: vars.radius.md,
  selectors: {
    '&[data-focus-visible]': focusRing,
  },
});
