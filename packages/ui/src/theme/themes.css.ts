import { createGlobalTheme, createTheme, globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { darkTokens, lightTokens } from './tokens';

/** Put on `<html>` for the light theme. */
export const lightThemeClass = createTheme(vars, lightTokens, 'light');
/** Put on `<html>` for the dark theme. */
export const darkThemeClass = createTheme(vars, darkTokens, 'dark');

// Light is the fallback before the app has chosen a class, so a first paint never shows
// unstyled `var()` references (and tests without a theme class still get real colours).
// `:where()` has zero specificity, so the theme classes on <html> always win over it.
createGlobalTheme(':where(:root)', vars, lightTokens);

// Native controls, scrollbars and autofill follow the theme too.
globalStyle(`:where(:root), .${lightThemeClass}`, { colorScheme: 'light' });
globalStyle(`.${darkThemeClass}`, { colorScheme: 'dark' });
