/**
 * The opt-in page reset (`@vita/ui/reset.css`): box sizing, body font and colours from the theme,
 * no default margins on headings and paragraphs, form controls inheriting the font, and reduced
 * motion honoured everywhere. Components never import it: a product that already has a reset of
 * its own keeps it, and importing a component never restyles the rest of the page.
 */
import { globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('html', {
  WebkitTextSizeAdjust: '100%',
  textSizeAdjust: '100%',
});

globalStyle('body', {
  margin: 0,
  minHeight: '100vh',
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.foreground,
  backgroundColor: vars.color.background,
  WebkitFontSmoothing: 'antialiased',
  MozOsxFontSmoothing: 'grayscale',
  // Inter's alternate digits and "l" read better in dense UI text.
  fontFeatureSettings: '"cv11", "ss01"',
});

globalStyle('h1, h2, h3, h4, h5, h6, p', { margin: 0 });

globalStyle('button, input, textarea, select', { font: 'inherit', color: 'inherit' });

globalStyle('img, video', { display: 'block', maxWidth: '100%' });

globalStyle('::selection', {
  backgroundColor: vars.color.focusRing,
  color: vars.color.selectionForeground,
});

// Respect users who ask for less motion: transitions and animations collapse to nothing.
globalStyle('*, *::before, *::after', {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
    },
  },
});
