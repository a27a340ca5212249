import { createGlobalTheme, globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { darkTokens, lightTokens } from './tokens';

/**
 * Put on `<html>` (or any subtree) for the light theme. A plain, stable class rather than a
 * hashed one, so a page can set it before any script runs and another product can target it.
 */
export const lightThemeClass = 'vita-theme-light';
/** Put on `<html>` (or any subtree) for the dark theme. */
export const darkThemeClass = 'vita-theme-dark';

// Light is the fallback before the app has chosen a class, so a first paint never shows
// unstyled `var()` references (and tests without a theme class still get real colours).
// `:where()` has zero specificity, so the theme classes, and a consumer's own `:root` rules,
// always win over it.
createGlobalTheme(':where(:root)', vars, lightTokens);
createGlobalTheme(`.${lightThemeClass}`, vars, lightTokens);
createGlobalTheme(`.${darkThemeClass}`, vars, darkTokens);

// Native controls, scrollbars and autofill follow the theme too.
globalStyle(`:where(:root), .${lightThemeClass}`, { colorScheme: 'light' });
globalStyle(`.${darkThemeClass}`, { colorScheme: 'dark' });
