import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { focusRing } from '../theme/shared.css';
import { centredContent } from '../theme/recipes';

/** Shared by Button and LinkButton so a link that looks like a button is pixel-identical. */
export const button = recipe({
  base: {
    ...centredContent(),
    gap: vars.space[2],
    flexShrink: 0,
    borderRadius: vars.radius.md,
    border: '1px solid transparent',
    fontFamily: vars.font.body,
    fontWeight: vars.fontWeight.medium,
    lineHeight: 1,
    whiteSpace: 'nowrap',
    textDecoration: 'none',
    cursor: 'pointer',
    userSelect: 'none',
    WebkitTapHighlightColor: 'transparent',
    transition: `background-color ${vars.duration.fast}, border-color ${vars.duration.fast}, color ${vars.duration.fast}, box-shadow ${vars.duration.fast}`,
    outline: 'none',
    selectors: {
      '&[data-focus-visible]': focusRing,
      '&[data-pressed]': { transform: 'translateY(0.5px)' },
      '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
      '&[data-pending]': { cursor: 'progress' },
    },
  },
  variants: {
    variant: {
      primary: {
        backgroundColor: vars.color.primary,
        color: vars.color.primaryForeground,
        boxShadow: vars.shadow.sm,
        selectors: {
          '&[data-hovered]:not([data-disabled]), &[data-pressed]': {
            backgroundColor: vars.color.primaryHover,
          },
        },
      },
      secondary: {
        backgroundColor: vars.color.secondary,
        color: vars.color.secondaryForeground,
        selectors: {
          '&[data-hovered]:not([data-disabled]), &[data-pressed]': {
            backgroundColor: vars.color.secondaryHover,
          },
        },
      },
      outline: {
        backgroundColor: vars.color.background,
        color: vars.color.foreground,
        borderColor: vars.color.input,
        boxShadow: vars.shadow.sm,
        selectors: {
          '&[data-hovered]:not([data-disabled]), &[data-pressed]': {
            backgroundColor: vars.color.accent,
          },
        },
      },
      ghost: {
        backgroundColor: 'transparent',
        color: vars.color.foreground,
        selectors: {
          '&[data-hovered]:not([data-disabled]), &[data-pressed]': {
            backgroundColor: vars.color.accent,
          },
        },
      },
      danger: {
        backgroundColor: vars.color.danger,
        color: vars.color.dangerForeground,
        boxShadow: vars.shadow.sm,
        selectors: {
          '&[data-hovered]:not([data-disabled]), &[data-pressed]': {
            backgroundColor: vars.color.dangerHover,
          },
        },
      },
    },
    size: {
      sm: {
        height: vars.size[8],
        paddingInline: vars.space[3],
        fontSize: vars.fontSize.sm,
        borderRadius: vars.radius.sm,
      },
      md: { height: vars.size[9], paddingInline: vars.space[4], fontSize: vars.fontSize.sm },
      lg: { height: vars.size[11], paddingInline: vars.space[6], fontSize: vars.fontSize.md },
      icon: { height: vars.size[9], width: vars.size[9], padding: 0, fontSize: vars.fontSize.sm },
    },
    fullWidth: {
      true: { width: '100%' },
      false: {},
    },
  },
  defaultVariants: { variant: 'primary', size: 'md', fullWidth: false },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;
