import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { centredContent, inputBox, mutedText } from '../theme/recipes';
import { sprinkles } from '../Stack/sprinkles.css';

export const nav = sprinkles({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: '2',
});

export const current = style({
  ...centredContent(),
  minWidth: vars.size[8],
  height: vars.size[8],
  paddingInline: vars.space[2],
  ...inputBox('sm'),
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  fontVariantNumeric: 'tabular-nums',
});

export const total = style({
  ...mutedText('sm'),
  fontVariantNumeric: 'tabular-nums',
});
