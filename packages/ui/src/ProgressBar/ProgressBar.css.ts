import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const root = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  rowGap: vars.space['1.5'],
  columnGap: vars.space[2],
  width: '100%',
  fontSize: vars.fontSize.sm,
});

export const label = style({
  fontWeight: vars.fontWeight.medium,
  color: vars.color.foreground,
});

export const value = style({
  color: vars.color.mutedForeground,
  // Digits of equal width keep the label from jittering while the value counts up.
  fontVariantNumeric: 'tabular-nums',
});

export const track = style({
  gridColumn: '1 / -1',
  height: vars.size[2],
  overflow: 'hidden',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.muted,
  // The track must stay visible against the page in both themes (WCAG 1.4.11 non-text contrast).
  boxShadow: `inset 0 0 0 1px ${vars.color.border}`,
});

export const fill = style({
  height: '100%',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.primary,
  transition: `width ${vars.duration.normal} ease-out`,
});
