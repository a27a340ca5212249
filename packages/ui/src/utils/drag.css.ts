import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { focusRing } from '../theme/shared.css';
import { centredContent } from '../theme/recipes';

// The parts every draggable list draws the same way (ReorderableList, Board).

/** The grip a keyboard or screen reader user starts a drag from (RAC's `slot="drag"` button). */
export const dragHandle = style({
  ...centredContent(),
  flexShrink: 0,
  width: vars.size[6],
  height: vars.size[8],
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.sm,
  backgroundColor: 'transparent',
  color: vars.color.mutedForeground,
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': { opacity: 0.5 },
  },
});

/** What follows the pointer: the dragged item's name alone, so the drop line stays in view. */
export const dragPreview = style({
  padding: `${vars.space[2]} ${vars.space[3]}`,
  border: `1px solid ${vars.color.primary}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  color: vars.color.surfaceForeground,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  boxShadow: vars.shadow.md,
});
