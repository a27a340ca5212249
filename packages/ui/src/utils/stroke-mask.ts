import type { StyleRule } from '@vanilla-extract/css';

/**
 * A decorative line icon drawn by CSS, for a pseudo-element (`content` included): the shapes on
 * the 24 × 24 grid of StrokeIcon (2 px round strokes), cut out of the current text colour. For
 * icons a long list repeats on every item, where an `<svg>` and its shapes are elements each
 * item creates and lays out. In forced colours the text colour it takes is the system's.
 */
export function strokeIconMask(shapes: string, size = 16): StyleRule {
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="black" ' +
    `stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${shapes}</svg>`;
  const image = `url("data:image/svg+xml,${encodeURIComponent(svg)}")`;
  return {
    content: '""',
    display: 'block',
    flexShrink: 0,
    width: size,
    height: size,
    backgroundColor: 'currentColor',
    forcedColorAdjust: 'none',
    maskImage: image,
    maskSize: '100% 100%',
    maskRepeat: 'no-repeat',
    WebkitMaskImage: image,
    WebkitMaskSize: '100% 100%',
    WebkitMaskRepeat: 'no-repeat',
  };
}
