import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

// Inverted colours (dark on light, light on dark) so the tooltip stands apart from any surface.
export const tooltip = style({
  paddingBlock: vars.space[1],
  paddingInline: vars.space[2],
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.foreground,
  color: vars.color.background,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  boxShadow: vars.shadow.md,
  pointerEvents: 'none',
});
