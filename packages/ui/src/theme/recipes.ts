import { vars } from './contract.css';

// The shapes many components repeat, declared once, as style fragments: plain objects spread
// into a component's own `style({ ...flexColumn('2'), minWidth: 0 })`, so the component keeps
// one class of its own (its selectors and overrides stay where they are) and the generated CSS
// is the same as when each wrote the properties out. A plain module, not a `.css.ts` file:
// vanilla-extract lets a style file export only values, not functions. The checkbox, switch
// and radio shapes (`choiceControl`, `choiceMark`) live in shared.css.ts.

type Space = keyof typeof vars.space;
type Size = keyof typeof vars.size;
type FontSize = keyof typeof vars.fontSize;
type Radius = keyof typeof vars.radius;

/** Children top to bottom with a gap from the space scale. */
export const flexColumn = (gap: Space) =>
  ({ display: 'flex', flexDirection: 'column', gap: vars.space[gap] }) as const;

/** Children side by side, centred on the cross axis, with a gap from the space scale. */
export const flexRow = (gap: Space, display: 'flex' | 'inline-flex' = 'flex') =>
  ({ display, alignItems: 'center', gap: vars.space[gap] }) as const;

/** One child (an icon, a mark) centred both ways. */
export const centredContent = (display: 'flex' | 'inline-flex' = 'inline-flex') =>
  ({ display, alignItems: 'center', justifyContent: 'center' }) as const;

/** A square box from the size scale (icons, avatars, icon buttons). */
export const squareOf = (size: Size) =>
  ({ width: vars.size[size], height: vars.size[size] }) as const;

/** One line, cut with an ellipsis where the box ends. */
export const ellipsis = {
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
} as const;

type LineHeight = keyof typeof vars.lineHeight;

/** Type from the scale: a font size and its line height. */
export const textSize = (size: FontSize, leading: LineHeight) =>
  ({ fontSize: vars.fontSize[size], lineHeight: vars.lineHeight[leading] }) as const;

/** Secondary text (descriptions, captions, hints) at a size of the type scale. */
export const mutedText = (size: FontSize, leading?: LineHeight) =>
  ({
    fontSize: vars.fontSize[size],
    color: vars.color.mutedForeground,
    ...(leading ? { lineHeight: vars.lineHeight[leading] } : {}),
  }) as const;

/**
 * The raised card surface (cards, wizard steps, error cards, toasts, dialogs): hairline border,
 * large radius, surface colours and a small shadow. Override `borderRadius` or `boxShadow` after
 * the spread for a floating surface.
 */
export const cardSurface = {
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  color: vars.color.surfaceForeground,
  boxShadow: vars.shadow.sm,
} as const;

/**
 * A quiet button drawn by hand (close, dismiss, calendar, show password, remove tag): no border
 * or fill, the hover fill comes from the component; `color` is the resting colour.
 */
export const quietButton = (color: string = vars.color.mutedForeground, radius: Radius = 'sm') =>
  ({
    border: 'none',
    borderRadius: vars.radius[radius],
    background: 'transparent',
    color,
    cursor: 'pointer',
    outline: 'none',
  }) as const;

/** The hover of a quiet button on a surface. */
export const quietButtonHover = {
  backgroundColor: vars.color.accent,
  color: vars.color.foreground,
} as const;

/** The box of a text input, a select trigger or a page button: input border on the page colours. */
export const inputBox = (radius: Radius = 'md') =>
  ({
    border: `1px solid ${vars.color.input}`,
    borderRadius: vars.radius[radius],
    backgroundColor: vars.color.background,
    color: vars.color.foreground,
  }) as const;

/** The selected segment of a tab list or a segmented control: raised onto the page colour. */
export const raisedSegment = {
  backgroundColor: vars.color.background,
  color: vars.color.foreground,
  boxShadow: vars.shadow.sm,
} as const;

/** The scrolling list inside a menu or a select's popover. */
export const popupList = {
  display: 'flex',
  flexDirection: 'column',
  padding: vars.space[1],
  overflowY: 'auto',
  outline: 'none',
} as const;

/** The note an empty list or column shows: small muted text, centred in a dashed outline. */
export const emptyNote = {
  margin: 0,
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.md,
  ...mutedText('sm'),
  textAlign: 'center',
} as const;
