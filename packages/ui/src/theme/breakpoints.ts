/**
 * Viewport widths (px) where layouts change. They are plain numbers, not CSS variables, because
 * `@media` conditions cannot read custom properties; use them in `@media` and `matchMedia`.
 */
export const breakpoints = {
  /** Phones: at or below it, toasts move closer to the screen edge. */
  sm: 480,
  /** Tablets: below it, the sidebar becomes an overlay. */
  md: 768,
} as const;

export type Breakpoint = keyof typeof breakpoints;
