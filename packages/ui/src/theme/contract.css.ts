import { createGlobalThemeContract } from '@vanilla-extract/css';

/**
 * `mutedForeground` under `color` becomes `--vita-color-muted-foreground`; `space['0.5']` becomes
 * `--vita-space-0_5` (a dot is not allowed unescaped in a custom property name).
 */
function toVariableName(_value: string | null, path: string[]): string {
  const segments = path.map((segment) =>
    segment
      .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
      .replace('.', '_')
      .toLowerCase(),
  );
  return `vita-${segments.join('-')}`;
}

/**
 * The typed token contract, with stable public names (`--vita-…`) so another product can theme
 * the components from plain CSS. Every theme (light, dark) implements all of it, so a missing
 * token is a type error rather than an invisible `var()` fallback. Renaming a token is a
 * breaking change for consumers: the names are listed in the package README.
 */
export const vars = createGlobalThemeContract(
  {
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
      /** Text on a `focusRing`-coloured text selection. */
      selectionForeground: null,
      /** The knob of a switch, on both the off and the on track. */
      switchThumb: null,
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
    /** 4px steps with 2px half steps: space[1] = 4px, space['1.5'] = 6px, space[4] = 16px. */
    space: {
      '0': null,
      '0.5': null,
      '1': null,
      '1.5': null,
      '2': null,
      '2.5': null,
      '3': null,
      '3.5': null,
      '4': null,
      '5': null,
      '6': null,
      '8': null,
      '10': null,
      '12': null,
    },
    /**
     * Widths and heights of boxes (controls, icons, rows) on the same 4px scale as `space`:
     * size[4] = 16px (checkbox, icon), size[8] = 32px (small control), size[9] = 36px (input).
     */
    size: {
      '2': null,
      '3.5': null,
      '4': null,
      '5': null,
      '6': null,
      '7': null,
      '8': null,
      '9': null,
      '10': null,
      '11': null,
      '12': null,
      '13': null,
    },
    radius: {
      xs: null,
      sm: null,
      md: null,
      lg: null,
      full: null,
    },
    /** Stacking of layers that cover the page. */
    zIndex: {
      /** Modal overlays: dialogs, the mobile sidebar. */
      overlay: null,
      /** Toasts stay above an open dialog. */
      toast: null,
    },
    duration: {
      fast: null,
      /** Leaving is quicker than entering, so a closed dialog gets out of the way. */
      exit: null,
      normal: null,
    },
  },
  toVariableName,
);
