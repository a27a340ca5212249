import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { centredContent, flexColumn, textSize } from '../theme/recipes';

/**
 * The paper is white in both themes: the preview shows the page as it prints, and the SVG draws
 * dark text on it.
 */
const paper = '#ffffff';

export const root = style({
  ...flexColumn('3'),
  alignItems: 'stretch',
  width: '100%',
  minWidth: 0,
});

export const sheet = recipe({
  base: {
    position: 'relative',
    width: '100%',
    overflow: 'hidden',
    borderRadius: vars.radius.xs,
  },
  variants: {
    state: {
      page: {
        backgroundColor: paper,
        // The hairline separates white paper from a white page in the light theme; the shadow
        // lifts it off the dark background in the dark one.
        border: `1px solid ${vars.color.border}`,
        boxShadow: vars.shadow.md,
      },
      empty: {},
      error: {
        border: `1px dashed ${vars.color.input}`,
        backgroundColor: vars.color.muted,
      },
    },
  },
});

/** Fills the sheet, whose height comes from its aspect ratio. */
const fill = {
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
} as const;

export const skeleton = style(fill);

export const image = style({
  ...fill,
  display: 'block',
  objectFit: 'contain',
  transition: `opacity ${vars.duration.normal}`,
  selectors: {
    '&[data-stale]': { opacity: 0.4 },
  },
});

export const overlay = style({
  ...fill,
  ...centredContent('flex'),
});

/** The spinner sits on a disc of the theme's surface, so it shows on the white paper in both themes. */
export const spinnerBadge = style({
  display: 'inline-flex',
  padding: vars.space[2],
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surface,
  color: vars.color.surfaceForeground,
  boxShadow: vars.shadow.md,
});

export const error = style({
  ...fill,
  ...flexColumn('2'),
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space[6],
  textAlign: 'center',
});

export const errorIcon = style({ color: vars.color.dangerText, flexShrink: 0 });

export const errorText = style({
  margin: 0,
  maxWidth: '40ch',
  color: vars.color.foreground,
  ...textSize('sm', 'normal'),
  overflowWrap: 'anywhere',
});

export const pager = style({
  ...centredContent('flex'),
  gap: vars.space[3],
});

export const pageText = style({
  minWidth: '9ch',
  color: vars.color.foreground,
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
  textAlign: 'center',
});
