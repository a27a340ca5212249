import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { focusRing } from '../theme/shared.css';
import { ellipsis, mutedText, raisedSegment } from '../theme/recipes';

export const group = style({
  display: 'inline-flex',
  alignSelf: 'flex-start',
  maxWidth: '100%',
  gap: vars.space['1'],
  padding: vars.space['1'],
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.muted,
});

export const option = style({
  flex: '1 1 auto',
  minWidth: 0,
  ...ellipsis,
  padding: `${vars.space['1.5']} ${vars.space['3']}`,
  border: 'none',
  borderRadius: vars.radius.sm,
  backgroundColor: 'transparent',
  ...mutedText('sm'),
  fontFamily: vars.font.body,
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  outline: 'none',
  transition: `background-color ${vars.duration.fast}, color ${vars.duration.fast}`,
  selectors: {
    '&[data-hovered]': { color: vars.color.foreground },
    '&[data-selected]': raisedSegment,
    '&[data-focus-visible]': focusRing,
  },
});
