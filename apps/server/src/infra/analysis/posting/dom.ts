/** HTML parsed into a document the reader can walk (linkedom: a DOM without a browser). */
import { parseHTML } from 'linkedom';
import type { DomElement } from './blocks';

export interface DomDocument {
  head: DomElement | null;
  body: DomElement | null;
  documentElement: DomElement;
  querySelector(selector: string): DomElement | null;
  querySelectorAll(selector: string): ArrayLike<DomElement>;
}

/**
 * linkedom builds the tree exactly as written: a page without <body> (legal HTML, and common in
 * hand-written pages and fragments) leaves no document.body, and reader tools then fail. The
 * markup is given the <html>, <head> and <body> a browser would imply.
 */
function wellFormed(html: string): string {
  if (/<body[\s>]/i.test(html)) return html;
  const head = /<head[^>]*>([\s\S]*?)<\/head\s*>/i.exec(html);
  const rest = head ? html.slice(head.index + head[0].length) : html;
  const body = rest.replace(/<!doctype[^>]*>/gi, '').replace(/<\/?html\b[^>]*>/gi, '');
  return `<!doctype html><html><head>${head?.[1] ?? ''}</head><body>${body}</body></html>`;
}

/**
 * The markup without its scripts, styles and templates: never text of the posting, often most of
 * a page's bytes (a job board's state, its bundles), and each one a node the parser would keep.
 * One pass with plain searches, so an unclosed tag costs no more than a closed one.
 */
export function withoutCode(html: string): string {
  const lower = html.toLowerCase();
  const opening = /<(script|style|noscript|template)\b/gi;
  const kept: string[] = [];
  let from = 0;
  for (let open = opening.exec(html); open; open = opening.exec(html)) {
    kept.push(html.slice(from, open.index));
    const close = lower.indexOf(`</${open[1]!.toLowerCase()}`, opening.lastIndex);
    if (close < 0) {
      from = html.length;
      break;
    }
    const end = lower.indexOf('>', close);
    from = end < 0 ? html.length : end + 1;
    opening.lastIndex = from;
  }
  kept.push(html.slice(from));
  return kept.join('');
}

export function parseDocument(html: string): DomDocument {
  return parseHTML(wellFormed(withoutCode(html))).document as unknown as DomDocument;
}

/** An HTML fragment (a JSON-LD description) as the body of a document of its own. */
export function parseFragment(html: string): DomElement {
  const document = parseDocument(`<!doctype html><html><head></head><body>${html}</body></html>`);
  return document.body ?? document.documentElement;
}
