/**
 * A posting read from an HTML page without structured data: the page cleared of what is not the
 * posting (navigation, sign-in modals, "similar jobs" rails, footers), its readable part found
 * by Readability, and the title, company and location taken from what the page says of itself.
 */
import { Readability } from '@mozilla/readability';
import { htmlBlocks, type Block, type DomElement, type DomNode } from './blocks';
import { parseDocument, type DomDocument } from './dom';
import {
  cleanTitle,
  companyFromText,
  isBoard,
  labelledFields,
  remoteFromText,
  titlePhrase,
  type Fields,
} from './fields';
import { splitSections, type SplitResult } from './sections';
import { clean, normal, words } from './text';

export interface PageReading extends Fields {
  blocks: Block[];
  sections: SplitResult;
}

/** Real postings have a few thousand elements at most, nested a few dozen deep. */
const MAX_READABLE_ELEMENTS = 10_000;
const MAX_READABLE_DEPTH = 100;

/** Page furniture, by element. */
const NOISE_ELEMENTS =
  'nav, footer, aside, form, dialog, [role="dialog"], [role="navigation"], [role="contentinfo"], [role="search"], [aria-modal="true"]';

/** Page furniture, by the start of a class or id ("modal__overlay", "nav-bar", "footer"). */
const NOISE_PREFIX =
  /^(nav|navbar|menu|footer|header|site-header|breadcrumbs?|sidebar|modal|dialog|popup|overlay|cookies?|consent|gdpr|newsletter|share|sharing|social|subscribe|banner|search|ad|ads|advert|promo|auth|login|signin|signup)([-_]|$)/i;
/**
 * …and by words anywhere in one ("similar-jobs", "people-also-viewed", "right-rail"; a "core-rail"
 * is the main column).
 */
const NOISE_WORDS =
  /similar|related|recommend|people-also|also-viewed|sign-?in|sign-?up|log-?in|job-alert|search-bar|(right|left|side)-rail|pre-footer/i;

function isNoise(element: DomElement): boolean {
  const names = `${element.getAttribute('class') ?? ''} ${element.getAttribute('id') ?? ''}`;
  return names
    .split(/\s+/)
    .some((name) => name && (NOISE_PREFIX.test(name) || NOISE_WORDS.test(name)));
}

interface Measure {
  elements: number;
  depth: number;
  /** Each element's length of text, counted once for the whole tree. */
  lengths: Map<DomNode, number>;
}

/** The tree's size, depth and text lengths in one walk (no textContent per element: quadratic). */
function measure(root: DomNode): Measure {
  const lengths = new Map<DomNode, number>();
  let elements = 0;
  let depth = 0;
  const stack: { node: DomNode; level: number; exit: boolean }[] = [
    { node: root, level: 0, exit: false },
  ];
  while (stack.length > 0) {
    const { node, level, exit } = stack.pop()!;
    if (node.nodeType === 3) {
      const own = (node.textContent ?? '').length;
      if (node.parentNode) lengths.set(node.parentNode, (lengths.get(node.parentNode) ?? 0) + own);
      continue;
    }
    if (node.nodeType !== 1) continue;
    if (exit) {
      if (node.parentNode && node !== root) {
        const own = lengths.get(node) ?? 0;
        lengths.set(node.parentNode, (lengths.get(node.parentNode) ?? 0) + own);
      }
      continue;
    }
    elements += 1;
    depth = Math.max(depth, level);
    stack.push({ node, level, exit: true });
    const children = node.childNodes;
    for (let index = children.length - 1; index >= 0; index -= 1) {
      stack.push({ node: children[index]!, level: level + 1, exit: false });
    }
  }
  return { elements, depth, lengths };
}

/**
 * Removes the page's furniture from its body. An element holding most of the page's text, or
 * the page's h1, is kept whatever its name says: a wrapper named "page nav-open" holds the
 * posting too.
 */
function removeNoise(body: DomElement, lengths: Map<DomNode, number>) {
  const total = lengths.get(body) || 1;
  const holdsTitle = new Set<DomNode>();
  for (const title of Array.from(body.querySelectorAll('h1'))) {
    for (let at: DomNode | null = title; at && !holdsTitle.has(at); at = at.parentNode) {
      holdsTitle.add(at);
    }
  }
  const candidates = [
    ...Array.from(body.querySelectorAll(NOISE_ELEMENTS)),
    ...Array.from(body.querySelectorAll('[class], [id]')).filter(isNoise),
  ];
  for (const element of candidates) {
    if ((lengths.get(element) ?? 0) / total > 0.6 || holdsTitle.has(element)) continue;
    element.remove();
  }
}

function meta(document: DomDocument, ...names: string[]): string | null {
  for (const element of Array.from(document.querySelectorAll('meta'))) {
    const key = (
      element.getAttribute('property') ??
      element.getAttribute('name') ??
      element.getAttribute('itemprop') ??
      ''
    ).toLowerCase();
    if (!names.includes(key)) continue;
    const content = clean(element.getAttribute('content') ?? '');
    if (content) return content;
  }
  return null;
}

function textOf(element: DomElement | null | undefined): string {
  return clean(element?.textContent ?? '');
}

const COMPANY_NAME =
  /company[-_]?name|companyname|org(anization)?[-_]?name|employer[-_]?name|hiring[-_]?(company|organization)|job[-_]?company|(^|[\s_-])(company|employer)([\s_-]|$)/i;
const LOCATION_NAME =
  /job[-_]?location|joblocation|posting[-_]?location|(^|[\s_-])location([\s_-]|$)/i;

/** A short text in an element whose class, id or microdata name says what it holds. */
function namedText(body: DomElement, pattern: RegExp, itemprop: string): string | null {
  for (const element of Array.from(
    body.querySelectorAll('[class], [id], [itemprop], [data-testid]'),
  )) {
    const names = ['class', 'id', 'data-testid']
      .map((name) => element.getAttribute(name) ?? '')
      .join(' ');
    const prop = element.getAttribute('itemprop');
    if (!pattern.test(names) && prop !== itemprop) continue;
    const inner = prop === itemprop ? element.querySelector('[itemprop="name"]') : null;
    const text = textOf(inner ?? element).replace(/^[^:]{1,20}:\s*/, '');
    if (text && words(text) <= 8 && !isBoard(text)) return text;
  }
  return null;
}

/** The first <title> of the document: an inline SVG's <title> ("save-icon") is not the page's. */
function pageTitle(document: DomDocument): string | null {
  const titles = Array.from(document.querySelectorAll('title'));
  const own = titles.find((title) => !/^svg$/i.test(title.parentNode?.nodeName ?? ''));
  return textOf(own) || null;
}

function chooseTitle(
  document: DomDocument,
  body: DomElement,
  phrase: string | null | undefined,
  drop: (string | null)[],
): string | null {
  const line = meta(document, 'og:title', 'twitter:title') ?? pageTitle(document);
  const lines = [line, pageTitle(document)].filter((text): text is string => !!text).map(normal);
  const names = new Set(drop.filter((name): name is string => !!name).map(normal));
  const h1s = Array.from(body.querySelectorAll('h1'))
    .map(textOf)
    .filter((text) => text && words(text) <= 16 && !names.has(normal(text)) && !isBoard(text));
  if (phrase) {
    // The board's phrase holds the title; the page's own h1 has it as the employer wrote it.
    return h1s.find((h1) => normal(h1) === normal(phrase)) ?? phrase;
  }
  // The h1 that the page's title line repeats is the posting's title, not a logo or a slogan;
  // the longest, should a logo's name be repeated there too.
  const named = h1s
    .filter((h1) => lines.some((title) => ` ${title} `.includes(` ${normal(h1)} `)))
    .sort((a, b) => b.length - a.length)[0];
  if (named) return named;
  const cleaned = cleanTitle(line, drop);
  if (cleaned) {
    // A heading saying the same with the page's own capitals ("Bioinformatician Job Description"
    // for the title "bioinformatician Job").
    for (const heading of Array.from(body.querySelectorAll('h1, h2, h3'))) {
      const same = cleanTitle(textOf(heading), drop);
      if (same && normal(same) === normal(cleaned)) return same;
    }
    return cleaned;
  }
  return cleanTitle(h1s[0], drop);
}

/** The posting's part of the page as Readability finds it, or null when it finds none. */
function readableBlocks(document: DomDocument): Block[] | null {
  try {
    const reader = new Readability(document as never, {
      // Hand back the article's element itself, not its HTML to parse once more.
      serializer: (node: unknown) => node,
      charThreshold: 300,
      maxElemsToParse: MAX_READABLE_ELEMENTS,
    });
    const article = reader.parse();
    return article?.content ? htmlBlocks(article.content as DomElement) : null;
  } catch {
    // Readability gives up on some trees; the cleaned body is read instead.
    return null;
  }
}

function listed(sections: SplitResult): number {
  return sections.required.length + sections.responsibilities.length + sections.preferred.length;
}

export function readHtml(html: string, front: Record<string, string>): PageReading {
  const document = parseDocument(html);
  const body = document.body ?? document.documentElement;
  const size = measure(body);
  removeNoise(body, size.lengths);
  const bodyBlocks = htmlBlocks(body);

  const line = meta(document, 'og:title', 'twitter:title') ?? pageTitle(document);
  const phrase = { ...titlePhrase(pageTitle(document)), ...titlePhrase(line) };
  const labels = labelledFields(bodyBlocks);
  const siteName = meta(document, 'og:site_name', 'application-name', 'apple-mobile-web-app-title');

  const company =
    front.company ??
    front.employer ??
    phrase.company ??
    labels.company ??
    namedText(body, COMPANY_NAME, 'hiringOrganization') ??
    (siteName && !isBoard(siteName) ? siteName : null) ??
    companyFromText(bodyBlocks);
  const location =
    phrase.location ??
    labels.location ??
    namedText(body, LOCATION_NAME, 'jobLocation') ??
    front.location ??
    null;
  const title =
    front.title ??
    front.role ??
    front.position ??
    front.job_title ??
    chooseTitle(document, body, phrase.title, [siteName, company, location]) ??
    labels.title ??
    null;

  // Readability rewrites the tree, so it runs after everything else has read it.
  const bodySections = splitSections(bodyBlocks);
  // Readability slows down badly on huge or very deep trees (minutes for a few thousand nested
  // elements); such a page is read from its cleaned body alone.
  const articleBlocks =
    size.elements <= MAX_READABLE_ELEMENTS && size.depth <= MAX_READABLE_DEPTH
      ? readableBlocks(document)
      : null;
  const articleSections = articleBlocks ? splitSections(articleBlocks) : null;
  const useArticle =
    articleBlocks &&
    articleSections &&
    listed(articleSections) > 0 &&
    listed(articleSections) >= listed(bodySections) / 2;
  const blocks = useArticle ? articleBlocks : bodyBlocks;
  const sections = useArticle ? articleSections : bodySections;
  const text = blocks.map((block) => block.text).join('\n');

  return {
    title,
    company,
    location: location ?? remoteFromText(text),
    blocks,
    sections,
  };
}
