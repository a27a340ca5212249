import { createThemeContract } from '@vanilla-extract/css';

/**
 * The typed token contract. Every theme (light, dark) implements all of it, so a missing
 * token is a type error rather than an invisible `var()` fallback.
 */
export const vars = createThemeContract({
  color: {
    /** Page background. */
    background: null,
    /** Main text. */
    foreground: null,
    /** Secondary text (descriptions, captions); AA on `background` and `muted`. */
    mutedForeground: null,
    /** Quiet surfaces: skeletons, secondary buttons, table headers. */
    muted: null,
    /** Hover/selected background for ghost items (menu items, sidebar buttons). */
    accent: null,
    accentForeground: null,
    /** Cards, popovers, dialogs. */
    surface: null,
    surfaceForeground: null,
    border: null,
    /** Borders of form inputs: a step stronger than `border`. */
    input: null,
    primary: null,
    primaryHover: null,
    primaryForeground: null,
    secondary: null,
    secondaryHover: null,
    secondaryForeground: null,
    danger: null,
    dangerHover: null,
    dangerForeground: null,
    /** Red text on `background` (field errors). */
    dangerText: null,
    link: null,
    linkHover: null,
    focusRing: null,
    overlay: null,
    sidebar: null,
    sidebarForeground: null,
    sidebarBorder: null,
    sidebarAccent: null,
    successBg: null,
    successFg: null,
    warningBg: null,
    warningFg: null,
    dangerBg: null,
    dangerFg: null,
    infoBg: null,
    infoFg: null,
    neutralBg: null,
    neutralFg: null,
  },
  shadow: {
    sm: null,
    md: null,
    lg: null,
  },
  font: {
    body: null,
    mono: null,
  },
  fontSize: {
    xs: null,
    sm: null,
    md: null,
    lg: null,
    xl: null,
    '2xl': null,
    '3xl': null,
    '4xl': null,
  },
  fontWeight: {
    regular: null,
    medium: null,
    semibold: null,
    bold: null,
  },
  lineHeight: {
    tight: null,
    normal: null,
  },
  /** 8px scale with a 4px half step: space[1] = 4px, space[2] = 8px, space[4] = 16px. */
  space: {
    '0': null,
    '1': null,
    '2': null,
    '3': null,
    '4': null,
    '5': null,
    '6': null,
    '8': null,
    '10': null,
    '12': null,
  },
  radius: {
    sm: null,
    md: null,
    lg: null,
    full: null,
  },
  duration: {
    fast: null,
    normal: null,
  },
});
