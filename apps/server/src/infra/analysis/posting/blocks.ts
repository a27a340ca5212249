/**
 * A posting's text as a list of blocks (headings, list items, lines), whatever it was written in:
 * an HTML tree, Markdown or plain text. The sections and the fields are read from these.
 */
import { parse as parseYaml } from 'yaml';
import { clean, words } from './text';

export interface Block {
  text: string;
  /**
   * `heading`: marked as one (h1–h6, Markdown `#`); `item`: a bullet or list item; `line`:
   * anything else. Bold lines are `line`s with `bold` set: whether one is a heading depends on
   * its length and wording (see sections.ts).
   */
  kind: 'heading' | 'item' | 'line';
  /** A heading's depth (1 for h1 or `#`), when the source says. */
  level?: number;
  /** Every word of the line is bold (or it is a Markdown `**…**` line). */
  bold?: boolean;
}

/** The few DOM members the reader uses, as linkedom provides them (the server has no DOM types). */
export interface DomNode {
  nodeType: number;
  nodeName: string;
  textContent: string | null;
  childNodes: ArrayLike<DomNode>;
  parentNode: DomNode | null;
}

export interface DomElement extends DomNode {
  tagName: string;
  getAttribute(name: string): string | null;
  querySelector(selector: string): DomElement | null;
  querySelectorAll(selector: string): ArrayLike<DomElement>;
  remove(): void;
}

const ELEMENT = 1;
const TEXT = 3;

/** Never text of the page: code, styles, controls, embedded documents. */
const SKIPPED = new Set([
  'SCRIPT',
  'STYLE',
  'NOSCRIPT',
  'TEMPLATE',
  'SVG',
  'HEAD',
  'IFRAME',
  'OBJECT',
  'BUTTON',
  'SELECT',
  'TEXTAREA',
  'INPUT',
  'CANVAS',
]);

/** Elements that start a new line of their own. */
const BLOCK = new Set([
  'ADDRESS',
  'ARTICLE',
  'ASIDE',
  'BLOCKQUOTE',
  'BODY',
  'DD',
  'DETAILS',
  'DIV',
  'DL',
  'DT',
  'FIELDSET',
  'FIGCAPTION',
  'FIGURE',
  'FOOTER',
  'FORM',
  'HEADER',
  'HR',
  'MAIN',
  'NAV',
  'OL',
  'P',
  'PRE',
  'SECTION',
  'SUMMARY',
  'TABLE',
  'TBODY',
  'TD',
  'TH',
  'THEAD',
  'TR',
  'UL',
]);

const BOLD = new Set(['B', 'STRONG']);

function isHidden(element: DomElement): boolean {
  if (element.getAttribute('hidden') !== null) return true;
  if (element.getAttribute('aria-hidden') === 'true') return true;
  return /display\s*:\s*none|visibility\s*:\s*hidden/i.test(element.getAttribute('style') ?? '');
}

interface Segment {
  text: string;
  bold: boolean;
}

/**
 * The blocks of an HTML tree, in reading order. The walk keeps its own stack, so a page nested
 * thousands of levels deep cannot overflow the call stack.
 */
export function htmlBlocks(root: DomNode): Block[] {
  const blocks: Block[] = [];
  let segments: Segment[] = [];
  let bold = 0;
  let heading = 0;
  // The text of the list items being read, innermost last: an item's words are one block.
  const items: Segment[][] = [];

  function flushLine() {
    const text = clean(segments.map((segment) => segment.text).join(''));
    const allBold = segments.every((segment) => segment.bold || !segment.text.trim());
    segments = [];
    if (!text) return;
    if (heading) blocks.push({ text, kind: 'heading', level: heading });
    else blocks.push({ text, kind: 'line', ...(allBold ? { bold: true } : {}) });
  }

  function flushItem(item: Segment[]) {
    const text = clean(item.map((segment) => segment.text).join(''));
    item.length = 0;
    if (!text) return;
    // "Requirements:" as the lead of an item that holds the list is a heading, not an item.
    if (/:$/.test(text) && words(text) <= 8) blocks.push({ text, kind: 'line', bold: true });
    else blocks.push({ text, kind: 'item' });
  }

  const stack: { node: DomNode; exit: boolean }[] = [{ node: root, exit: false }];
  while (stack.length > 0) {
    const { node, exit } = stack.pop()!;
    if (node.nodeType === TEXT) {
      const text = node.textContent ?? '';
      const item = items.at(-1);
      if (item) item.push({ text, bold: bold > 0 });
      else segments.push({ text, bold: bold > 0 || heading > 0 });
      continue;
    }
    if (node.nodeType !== ELEMENT) continue;
    const element = node as DomElement;
    const tag = element.tagName.toUpperCase();
    const level = /^H([1-6])$/.exec(tag);
    if (!exit) {
      if (SKIPPED.has(tag) || isHidden(element)) continue;
      if (tag === 'BR') {
        const item = items.at(-1);
        if (item) item.push({ text: ' ', bold: false });
        else flushLine();
        continue;
      }
      if (tag === 'LI') {
        flushLine();
        items.push([]);
      } else if ((tag === 'UL' || tag === 'OL') && items.length > 0) {
        // A list inside an item: the item's own words come first, as a block of their own.
        flushItem(items.at(-1)!);
      } else if (level) {
        flushLine();
        heading = Number(level[1]);
      } else if (BLOCK.has(tag) && items.length === 0) {
        flushLine();
      }
      if (BOLD.has(tag)) bold += 1;
      stack.push({ node, exit: true });
      const children = element.childNodes;
      for (let index = children.length - 1; index >= 0; index -= 1) {
        stack.push({ node: children[index]!, exit: false });
      }
      continue;
    }
    if (BOLD.has(tag)) bold -= 1;
    if (tag === 'LI') {
      flushItem(items.pop()!);
    } else if (level) {
      flushLine();
      heading = 0;
    } else if (BLOCK.has(tag)) {
      const item = items.at(-1);
      if (item) item.push({ text: ' ', bold: false });
      else flushLine();
    }
  }
  flushLine();
  return blocks;
}

/** `---` YAML front matter at the top of a Markdown or Jekyll file: its flat `key: value`s. */
export function frontMatter(text: string): { data: Record<string, string>; rest: string } {
  const match = /^\uFEFF?\s*---[ \t]*\r?\n([\s\S]*?)\r?\n(?:---|\.\.\.)[ \t]*(?:\r?\n|$)/.exec(
    text,
  );
  if (!match) return { data: {}, rest: text };
  const data: Record<string, string> = {};
  let parsed: unknown;
  try {
    // Folded and literal blocks (`>-`, `|`) hold whole sections in some sites' front matter.
    parsed = parseYaml(match[1]!, { maxAliasCount: 10 });
  } catch {
    parsed = null;
  }
  if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
    for (const [key, value] of Object.entries(parsed as Record<string, unknown>)) {
      if (typeof value === 'string' && value.trim()) data[key.toLowerCase()] = value.trim();
    }
  } else {
    for (const line of match[1]!.split(/\r?\n/)) {
      const pair = /^([A-Za-z_][\w-]*)\s*:\s*(.*)$/.exec(line);
      if (!pair) continue;
      const value = pair[2]!.trim().replace(/^(["'])(.*)\1$/, '$2');
      if (value) data[pair[1]!.toLowerCase()] = value;
    }
  }
  return { data, rest: text.slice(match[0].length) };
}

/** Front-matter fields that hold a part of the posting's text, by the section they are. */
const SECTION_FIELD =
  /^(description|summary|about|responsibilities|duties|requirements|qualifications|skills|benefits|preferred|nice_to_have)(?:_(?:markdown|md|html|text))?$/;

/**
 * The posting's text that a front matter holds in fields ("requirements_markdown: …"), each under
 * a heading of its name, in the order written; empty when it holds none.
 */
export function frontMatterSections(data: Record<string, string>): string {
  return Object.entries(data)
    .flatMap(([key, value]) => {
      const field = SECTION_FIELD.exec(key);
      if (!field || !/\n|^\s*[-*]\s/.test(value)) return [];
      const heading = field[1]!.replace(/_/g, ' ');
      return [`## ${heading.charAt(0).toUpperCase()}${heading.slice(1)}\n\n${value}\n`];
    })
    .join('\n');
}

const BULLET = /^(?:[-*+•·▪◦‣∙●○■□➢➤►▸✓✔]|\d{1,2}[.)]|[a-z][.)]|o(?=\s+[A-Z]))\s+(.*)$/;

/** Markdown's inline marks taken out: links keep their words, emphasis and code lose their marks. */
function plainInline(text: string): string {
  return text
    .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, ' ')
    .replace(/(\*\*|__)(.+?)\1/g, '$2')
    .replace(/(^|[\s(])[*_]([^*_\s][^*_]*?)[*_](?=[\s).,;:!?]|$)/g, '$1$2')
    .replace(/`([^`]+)`/g, '$1')
    .replace(/\\([\\`*_{}[\]()#+\-.!])/g, '$1');
}

/**
 * The blocks of a plain-text or Markdown posting. Markdown headings (`#`, a `**bold**` line, a
 * line underlined with `===`) are headings; bullets and numbered lines are items; every other line
 * is a line, joined to the one before when it only continues a wrapped sentence.
 */
export function textBlocks(text: string): Block[] {
  const blocks: Block[] = [];
  let blank = true;
  for (const raw of text.replace(/\r\n?/g, '\n').split('\n')) {
    const indent = /^\s*/.exec(raw)![0].replace(/\t/g, '    ').length;
    const line = raw.trim();
    const previous = blocks.at(-1);
    if (!line) {
      blank = true;
      continue;
    }
    const wasBlank = blank;
    blank = false;
    if (/^(?:=+|-+)$/.test(line) && previous && !wasBlank && previous.kind === 'line') {
      // Setext: the line above, underlined, is a heading.
      previous.kind = 'heading';
      previous.level = line.startsWith('=') ? 1 : 2;
      continue;
    }
    if (/^(?:[-*_]\s*){3,}$/.test(line)) continue;
    const atx = /^(#{1,6})\s+(.*?)\s*#*$/.exec(line);
    if (atx) {
      const heading = clean(plainInline(atx[2]!));
      if (heading) blocks.push({ text: heading, kind: 'heading', level: atx[1]!.length });
      continue;
    }
    const strong = /^(\*\*|__)(.+?)\1\s*(:?)$/.exec(line);
    if (strong && !/(\*\*|__)/.test(strong[2]!)) {
      blocks.push({ text: clean(plainInline(strong[2]!) + strong[3]), kind: 'line', bold: true });
      continue;
    }
    const bullet = BULLET.exec(line);
    if (bullet) {
      const item = clean(plainInline(bullet[1]!));
      if (item) blocks.push({ text: item, kind: 'item' });
      continue;
    }
    const words = clean(plainInline(line));
    if (!words) continue;
    // A wrapped line: an indented continuation of a bullet, or a sentence that goes on in lower
    // case on the next line.
    const continues =
      previous &&
      !wasBlank &&
      ((previous.kind === 'item' && indent >= 2) ||
        (previous.kind !== 'heading' &&
          !previous.bold &&
          /^[a-z(]/.test(words) &&
          !/[.!?:;]$/.test(previous.text)));
    if (continues && previous) {
      previous.text = `${previous.text} ${words}`;
      continue;
    }
    blocks.push({ text: words, kind: 'line' });
  }
  return blocks;
}
