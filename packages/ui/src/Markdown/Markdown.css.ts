import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { focusRing } from '../theme/shared.css';
import { textSize } from '../theme/recipes';

/**
 * Compact rules for text in a chat bubble: small gaps between blocks, headings only a step above
 * the body text. Tints are mixed from `currentColor`, so the same rules read on any bubble colour
 * in both themes.
 */
export const root = style({
  minWidth: 0,
  ...textSize('sm', 'normal'),
  overflowWrap: 'anywhere',
});

const subtle = 'color-mix(in srgb, currentColor 8%, transparent)';
const hairline = 'color-mix(in srgb, currentColor 18%, transparent)';

// Browser margins off (zero specificity, so the spacing rule below wins), then one gap between
// blocks and a little more above a heading.
globalStyle(`${root} :where(p, ul, ol, li, blockquote, pre, table, h1, h2, h3, h4, h5, h6)`, {
  margin: 0,
});
globalStyle(`${root} > * + *`, { marginBlockStart: vars.space[2] });
globalStyle(`${root} > * + :is(h1, h2, h3, h4, h5, h6)`, { marginBlockStart: vars.space[3] });

const headingBase = {
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
  letterSpacing: '-0.01em',
} as const;

/** By Markdown depth (`#` is 1), whatever outline level the heading was given. */
export const heading = styleVariants({
  1: { ...headingBase, fontSize: vars.fontSize.lg },
  2: { ...headingBase, fontSize: vars.fontSize.md },
  3: { ...headingBase, fontSize: vars.fontSize.sm },
  4: { ...headingBase, fontSize: vars.fontSize.sm },
  5: { ...headingBase, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium },
  6: { ...headingBase, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium },
});

globalStyle(`${root} :is(ul, ol)`, { paddingInlineStart: vars.space[5] });
globalStyle(`${root} li + li, ${root} li > :is(ul, ol)`, { marginBlockStart: vars.space[1] });
globalStyle(`${root} li::marker`, { color: 'color-mix(in srgb, currentColor 70%, transparent)' });
// GFM task lists (remark-gfm marks their items): the checkbox replaces the bullet.
globalStyle(`${root} li.task-list-item`, { listStyle: 'none' });
globalStyle(`${root} li.task-list-item input[type="checkbox"]`, {
  marginInlineStart: `calc(-1 * ${vars.space[5]})`,
  marginInlineEnd: vars.space['1.5'],
  verticalAlign: 'middle',
});

globalStyle(`${root} a`, {
  color: vars.color.link,
  textDecoration: 'underline',
  textUnderlineOffset: '2px',
  borderRadius: vars.radius.xs,
});
globalStyle(`${root} a:hover`, { color: vars.color.linkHover });
globalStyle(`${root} a:focus-visible`, focusRing);

globalStyle(`${root} strong`, { fontWeight: vars.fontWeight.semibold });

globalStyle(`${root} code`, {
  fontFamily: vars.font.mono,
  // Monospace reads larger than Inter at the same size.
  fontSize: '0.9em',
  paddingInline: vars.space[1],
  paddingBlock: '1px',
  borderRadius: vars.radius.xs,
  backgroundColor: subtle,
});

globalStyle(`${root} pre`, {
  padding: `${vars.space[2]} ${vars.space[3]}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${hairline}`,
  backgroundColor: subtle,
  overflowX: 'auto',
  lineHeight: vars.lineHeight.normal,
  outline: 'none',
});
globalStyle(`${root} pre:focus-visible`, focusRing);
globalStyle(`${root} pre code`, { padding: 0, backgroundColor: 'transparent', fontSize: '0.85em' });

globalStyle(`${root} blockquote`, {
  paddingInlineStart: vars.space[3],
  borderInlineStart: `3px solid ${hairline}`,
  color: 'color-mix(in srgb, currentColor 80%, transparent)',
});

globalStyle(`${root} hr`, {
  marginBlock: vars.space[3],
  border: 0,
  borderBlockStart: `1px solid ${hairline}`,
});

export const tableScroll = style({
  maxWidth: '100%',
  overflowX: 'auto',
  borderRadius: vars.radius.md,
  border: `1px solid ${hairline}`,
  outline: 'none',
  selectors: { '&:focus-visible': focusRing },
});

globalStyle(`${tableScroll} table`, {
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
  // Cells keep their words together; the wrapper scrolls instead.
  overflowWrap: 'normal',
});
globalStyle(`${tableScroll} :is(th, td)`, {
  paddingBlock: vars.space['1.5'],
  paddingInline: vars.space['2.5'],
  textAlign: 'start',
  verticalAlign: 'top',
});
globalStyle(`${tableScroll} th`, {
  fontWeight: vars.fontWeight.semibold,
  backgroundColor: subtle,
  whiteSpace: 'nowrap',
});
globalStyle(`${tableScroll} tr + tr :is(td, th), ${tableScroll} tbody tr :is(td, th)`, {
  borderBlockStart: `1px solid ${hairline}`,
});

/** Stands in for an image that is not loaded. */
export const image = style({
  fontStyle: 'italic',
  color: 'color-mix(in srgb, currentColor 80%, transparent)',
});
