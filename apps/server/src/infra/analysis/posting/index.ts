/**
 * Reads a job posting out of a fetched page: schema.org JobPosting data when the page has it,
 * else the page's readable text (HTML), or the text itself (plain text, Markdown). Pure and
 * synchronous; it runs untrusted pages, so the server calls it in a worker (posting-reader.ts).
 */
import type { FetchedPage, Posting } from '../types';
import type { Block } from './blocks';
import { frontMatter, frontMatterSections } from './blocks';
import { bestJobPosting, jsonLdScripts, parseLenient, readJobPosting } from './json-ld';
import { readText } from './plain';
import { readHtml } from './readable';
import type { SplitResult } from './sections';
import { clean, unique } from './text';
import { findYears, NO_EXPERIENCE } from './years';

/** Titles of pages that list, gate or lose postings rather than show one. */
const NOT_A_POSTING =
  /\b(sign ?in|sign ?up|log ?in|log ?on|register|create (an |your )?account|page not found|not found|404|access denied|forbidden|error|search results?|job search|jobs? (found|matching)|jobs in|\d[\d,.]* (\S+ ){0,4}jobs\b|just a moment|captcha|are you a robot)\b/i;

/** Words a posting uses and other pages rarely do together. */
const JOB_WORDS =
  /\b(experience|qualifications?|requirements?|responsibilit\w+|apply|full[- ]time|part[- ]time|salary|benefits|candidates?|you will|you'll|we are looking for|we're looking for|the role|this role|hiring|team)\b/gi;

function looksLikePosting(title: string | null, sections: SplitResult, text: string): boolean {
  const listed = sections.required.length + sections.responsibilities.length;
  // A login page, an error page or a bare list of links has little text of its own.
  if (text.length < 200) return false;
  if (listed === 0 && (!title || NOT_A_POSTING.test(title))) return false;
  if (listed > 0) return true;
  // Without a requirements or duties section, a page must at least talk like a posting.
  const said = new Set(Array.from(text.matchAll(JOB_WORDS), (match) => match[0].toLowerCase()));
  return said.size >= 3 && text.length >= 400;
}

function textOf(title: string | null, blocks: Block[], extra: string[] = []): string {
  const lines = blocks.map((block) => block.text);
  if (title && clean(lines[0] ?? '') !== title) lines.unshift(title);
  return unique([...lines, ...extra]).join('\n');
}

function posting(
  fields: { title: string | null; company: string | null; location: string | null },
  sections: SplitResult,
  text: string,
  years: number | null,
  source: Posting['source'],
): Posting {
  return {
    title: fields.title,
    company: fields.company,
    location: fields.location,
    responsibilities: sections.responsibilities,
    required: sections.required,
    preferred: sections.preferred,
    // Data that gives months of experience is overruled by a text that asks for none.
    years:
      years !== null && !NO_EXPERIENCE.test(text)
        ? years
        : findYears(sections.required, text, sections.preferred),
    text,
    source,
  };
}

function fromJobPostingData(
  values: unknown[],
  html: string | null,
  front: Record<string, string>,
): Posting | null {
  const data = bestJobPosting(values);
  if (!data) return null;
  const reading = readJobPosting(data);
  let { blocks, sections } = reading;
  const listed =
    sections.required.length + sections.responsibilities.length + sections.preferred.length;
  let fields = { title: reading.title, company: reading.company, location: reading.location };
  if (listed === 0 && html !== null) {
    // Data without a description worth splitting (some sites give the title and place only):
    // the sections come from the page's text, the fields the data lacks from the page.
    // The page is read instead only when it has more to say: a page that only carries the data
    // (its body a shell a script fills) would lose the description the data gives.
    const page = readHtml(html, front);
    const pageListed =
      page.sections.required.length +
      page.sections.responsibilities.length +
      page.sections.preferred.length;
    const size = (list: Block[]) => list.reduce((sum, block) => sum + block.text.length, 0);
    if (pageListed > 0 || size(page.blocks) > size(blocks)) ({ blocks, sections } = page);
    fields = {
      title: fields.title ?? page.title,
      company: fields.company ?? page.company,
      location: fields.location ?? page.location,
    };
  }
  if (!fields.title && blocks.length === 0) return null;
  const text = textOf(fields.title, blocks, reading.extra);
  return posting(fields, sections, text, reading.years, 'json-ld');
}

const looksHtml = (body: string) =>
  /^\s*(?:<!--[\s\S]*?-->\s*)*<(?:!doctype\s+html|html|head|body)\b/i.test(body) ||
  /<\/(?:p|div|li|ul|h[1-6]|section|article|body)>/i.test(body);

/** The job posting a page shows, or null when it is not one (a search, a login, an error page). */
export function extractPosting(page: FetchedPage): Posting | null {
  const { data: front, rest } = frontMatter(page.body);

  if (page.kind === 'json') {
    const value = parseLenient(rest);
    return value === undefined ? null : fromJobPostingData([value], null, front);
  }

  // A page served as HTML may still be plain text; a text/plain body may still be a page.
  const html = page.kind === 'html' ? /<[a-z!][^>]*>/i.test(rest) : looksHtml(rest);
  if (html) {
    const values = jsonLdScripts(rest)
      .map(parseLenient)
      .filter((value) => value !== undefined);
    const fromData = fromJobPostingData(values, rest, front);
    if (fromData) return fromData;
    const reading = readHtml(rest, front);
    const text = textOf(reading.title, reading.blocks);
    if (!looksLikePosting(reading.title, reading.sections, text)) return null;
    return posting(reading, reading.sections, text, null, 'text');
  }

  const sectionsText = frontMatterSections(front);
  const reading = readText(sectionsText ? `${sectionsText}\n${rest}` : rest, front);
  const text = textOf(reading.title, reading.blocks);
  if (!looksLikePosting(reading.title, reading.sections, text)) return null;
  return posting(reading, reading.sections, text, null, 'text');
}
