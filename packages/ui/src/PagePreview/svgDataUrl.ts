/**
 * An SVG document as a `data:` URL for an `<img>`. A page drawn by the server may hold the user's
 * own text; inside an image it is only ever pixels (an `<img>` runs no script and loads nothing),
 * whereas the same SVG put into the page as markup would be live DOM.
 */
export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
