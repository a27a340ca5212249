import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { input } from '../Field/Field.css';
import { focusRing } from '../theme/shared.css';
import { centredContent, quietButton } from '../theme/recipes';

export const control = style({ position: 'relative', display: 'flex' });

export const passwordInput = style([input, { paddingInlineEnd: vars.size[10] }]);

export const toggle = style({
  position: 'absolute',
  insetBlock: vars.space['0.5'],
  insetInlineEnd: vars.space['0.5'],
  width: vars.size[8],
  ...centredContent(),
  padding: 0,
  ...quietButton(),
  selectors: {
    '&[data-hovered]': { color: vars.color.foreground, backgroundColor: vars.color.accent },
    '&[data-focus-visible]': { ...focusRing, outlineOffset: 0 },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.5 },
  },
});
