import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { focusRing } from '../theme/shared.css';
import { centredContent, flexColumn, quietButton, squareOf, textSize } from '../theme/recipes';

export const banner = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space['2.5'],
    paddingBlock: vars.space['2.5'],
    paddingInlineStart: vars.space[3],
    paddingInlineEnd: vars.space[2],
    border: '1px solid',
    borderRadius: vars.radius.md,
    ...textSize('sm', 'normal'),
    minWidth: 0,
  },
  variants: {
    tone: {
      danger: {
        backgroundColor: vars.color.dangerBg,
        color: vars.color.dangerFg,
        borderColor: `color-mix(in srgb, ${vars.color.dangerFg} 25%, transparent)`,
      },
      info: {
        backgroundColor: vars.color.infoBg,
        color: vars.color.infoFg,
        borderColor: `color-mix(in srgb, ${vars.color.infoFg} 25%, transparent)`,
      },
    },
  },
  defaultVariants: { tone: 'info' },
});

export const icon = style({
  flexShrink: 0,
  // Optical: centres the icon on the first line of text (21px line, 16px icon).
  marginBlockStart: 'calc((1lh - 16px) / 2)',
});

export const content = style({
  ...flexColumn('0.5'),
  flex: 1,
  minWidth: 0,
  overflowWrap: 'anywhere',
});

export const title = style({ margin: 0, fontWeight: vars.fontWeight.semibold });

export const message = style({ minWidth: 0 });

export const action = style({ flexShrink: 0, alignSelf: 'center' });

export const dismiss = style({
  ...centredContent(),
  flexShrink: 0,
  ...squareOf('6'),
  // Pulls the 24px button up so it centres on the first line of text.
  marginBlock: `calc((1lh - ${vars.size[6]}) / 2)`,
  padding: 0,
  ...quietButton('inherit'),
  selectors: {
    '&[data-hovered], &[data-pressed]': {
      backgroundColor: 'color-mix(in srgb, currentColor 12%, transparent)',
    },
    '&[data-focus-visible]': focusRing,
  },
});
