import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { input } from '../Field/Field.css';
import { focusRing } from '../theme/shared.css';

export const control = style({ position: 'relative', display: 'flex' });

export const passwordInput = style([input, { paddingInlineEnd: 40 }]);

export const toggle = style({
  position: 'absolute',
  insetBlock: 2,
  insetInlineEnd: 2,
  width: 32,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.mutedForeground,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { color: vars.color.foreground, backgroundColor: vars.color.accent },
    '&[data-focus-visible]': { ...focusRing, outlineOffset: 0 },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.5 },
  },
});
