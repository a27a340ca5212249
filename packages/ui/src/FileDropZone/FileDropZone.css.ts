import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { focusRing } from '../theme/shared.css';
import * as shapes from '../theme/recipes';

export const root = style({
  ...shapes.flexColumn('3'),
  width: '100%',
  minWidth: 0,
});

/** The dashed target; `data-drop-target` is set by RAC while a drag hovers over it. */
export const zone = style({
  ...shapes.flexColumn('2'),
  alignItems: 'center',
  justifyContent: 'center',
  // Tall enough to be an easy drop target even with a one-line label.
  minHeight: 180,
  paddingBlock: vars.space[8],
  paddingInline: vars.space[6],
  border: `2px dashed ${vars.color.input}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.background,
  color: vars.color.foreground,
  textAlign: 'center',
  cursor: 'pointer',
  outline: 'none',
  transition: `border-color ${vars.duration.fast}, background-color ${vars.duration.fast}`,
  selectors: {
    '&[data-hovered]:not([data-disabled])': {
      borderColor: `color-mix(in srgb, ${vars.color.input} 50%, ${vars.color.foreground})`,
      backgroundColor: `color-mix(in srgb, ${vars.color.muted} 50%, ${vars.color.background})`,
    },
    '&[data-drop-target]': {
      borderStyle: 'solid',
      borderColor: vars.color.focusRing,
      backgroundColor: `color-mix(in srgb, ${vars.color.focusRing} 8%, ${vars.color.background})`,
    },
    // RAC focuses the zone's hidden drop button for keyboard and screen-reader drops (paste).
    '&[data-focus-visible]': focusRing,
    '&[data-invalid]': { borderColor: vars.color.dangerText },
    '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
  },
});

export const icon = style({
  ...shapes.centredContent(),
  ...shapes.squareOf('11'),
  marginBottom: vars.space[1],
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.muted,
  color: vars.color.mutedForeground,
  selectors: {
    [`${zone}[data-drop-target] &`]: {
      backgroundColor: vars.color.primary,
      color: vars.color.primaryForeground,
    },
  },
});

export const label = style({
  ...shapes.textSize('md', 'tight'),
  fontWeight: vars.fontWeight.semibold,
});

export const instructions = style({
  ...shapes.mutedText('sm'),
});

export const hint = style({
  ...shapes.mutedText('xs'),
});

export const chooseButton = style({ marginBlock: vars.space[1] });

export const file = style({
  ...shapes.flexRow('3'),
  minWidth: 0,
  paddingBlock: vars.space[2],
  paddingInlineStart: vars.space[3],
  paddingInlineEnd: vars.space[2],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
});

export const fileIcon = style({
  display: 'inline-flex',
  flexShrink: 0,
  color: vars.color.mutedForeground,
});

export const fileText = style({
  display: 'flex',
  flexDirection: 'column',
  flex: 1,
  minWidth: 0,
});

export const fileName = style({
  ...shapes.ellipsis,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.foreground,
});

export const fileSize = style({
  ...shapes.mutedText('xs'),
  fontVariantNumeric: 'tabular-nums',
});

export const error = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space[2],
  ...shapes.textSize('sm', 'normal'),
  fontWeight: vars.fontWeight.medium,
  color: vars.color.dangerText,
});

// Centres the 16px icon on the first line of the message (line height 1.5 × 14px = 21px).
export const errorIcon = style({ flexShrink: 0, marginTop: 3 });
