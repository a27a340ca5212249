import { clsx } from 'clsx';
import { createElement, type ReactNode, type Ref } from 'react';
import ReactMarkdown, { type Components, defaultUrlTransform } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import * as styles from './Markdown.css';

type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

export interface MarkdownProps {
  /** The Markdown source (GitHub flavoured: tables, task lists, strikethrough, autolinks). */
  children: string;
  /**
   * The outline level a Markdown `#` heading gets; deeper headings follow (`##` one more), up to 6.
   * Text shown inside a page that already has its `h1` and `h2` (a chat bubble) starts at 3, so
   * the reply's headings do not compete with the page's. The look follows the Markdown depth.
   * @default 1
   */
  headingLevel?: HeadingLevel;
  /** Extra class names for the wrapper `<div>`. @default undefined */
  className?: string;
  /** The wrapper `<div>`. @default undefined */
  ref?: Ref<HTMLDivElement>;
}

const remarkPlugins = [remarkGfm];

function headingComponent(depth: HeadingLevel, offset: number): Components['h1'] {
  const level = Math.min(6, depth + offset) as HeadingLevel;
  return function MarkdownHeading({ node: _node, className, ...props }) {
    return createElement(`h${level}`, {
      ...props,
      className: clsx(styles.heading[depth], className),
    });
  };
}

/** The element overrides, built once per heading offset (they are compared by identity). */
const componentsByOffset = new Map<number, Components>();

function componentsFor(offset: number): Components {
  const cached = componentsByOffset.get(offset);
  if (cached) return cached;
  const components: Components = {
    h1: headingComponent(1, offset),
    h2: headingComponent(2, offset),
    h3: headingComponent(3, offset),
    h4: headingComponent(4, offset),
    h5: headingComponent(5, offset),
    h6: headingComponent(6, offset),
    // Links leave the app: a new tab, without giving the other page a handle on this one. A URL
    // that `urlTransform` refused (javascript:, data:…) comes out empty: only its text is kept.
    a: ({ node: _node, href, children, ...props }) =>
      href ? (
        <a {...props} href={href} target="_blank" rel="noopener noreferrer">
          {children}
        </a>
      ) : (
        <span>{children}</span>
      ),
    // Images are not loaded: a reply can be steered (by text inside an attached file, say) into
    // writing an image whose address carries the user's data to another site, and loading it
    // would send that data without a click. The alternative text stands in for the image.
    img: ({ alt }) => (alt ? <span className={styles.image}>{alt}</span> : null),
    // Wide blocks scroll sideways inside the bubble; focusable so keyboard users can scroll them.
    pre: ({ node: _node, ...props }) => <pre {...props} tabIndex={0} />,
    table: ({ node: _node, ...props }) => (
      <div className={styles.tableScroll} tabIndex={0}>
        <table {...props} />
      </div>
    ),
  };
  componentsByOffset.set(offset, components);
  return components;
}

/**
 * Markdown rendered as React elements (react-markdown + remark-gfm), safe for text the app did
 * not write, such as an AI reply: raw HTML in the source is dropped (never parsed into elements),
 * URLs go through react-markdown's default filter (no `javascript:` links), links open in a new
 * tab with `rel="noopener noreferrer"`, and images are shown as their alternative text. Styled
 * compactly, for a chat bubble; colours follow the surrounding text.
 */
export function Markdown({ children, headingLevel = 1, className, ref }: MarkdownProps): ReactNode {
  return (
    <div ref={ref} className={clsx(styles.root, className)}>
      <ReactMarkdown
        remarkPlugins={remarkPlugins}
        components={componentsFor(headingLevel - 1)}
        skipHtml
        urlTransform={defaultUrlTransform}
      >
        {children}
      </ReactMarkdown>
    </div>
  );
}
