/**
 * A posting written as plain text or Markdown: the title, company and location from its front
 * matter, its first lines ("Job Application for … at …", "at Acme", "Remote") or its labels, and
 * its sections from its headings.
 */
import { textBlocks, type Block } from './blocks';
import {
  companyFromText,
  isWorkModeLine,
  labelledFields,
  looksLikeRole,
  remoteFromText,
  titlePhrase,
  type Fields,
} from './fields';
import { headingKind, splitSections, type SplitResult } from './sections';
import { clean, words } from './text';

export interface TextReading extends Fields {
  blocks: Block[];
  sections: SplitResult;
}

/** What the lines above the first section say: the posting's header. */
function header(blocks: Block[]): Partial<Fields> {
  const found: Partial<Fields> = {};
  for (const block of blocks.slice(0, 10)) {
    const text = block.text;
    if (headingKind(text) && block.kind === 'heading') break;
    // A page's slug ("senior-nurse-new-york") names it for the site, not for the reader.
    if (/^[a-z0-9]+(?:-[a-z0-9]+){2,}$/.test(text)) continue;
    const phrase = titlePhrase(text);
    found.title ??= phrase.title;
    found.company ??= phrase.company;
    if (phrase.title) continue;
    const at = /^at\s+(.{2,60})$/i.exec(text);
    if (at) {
      found.company ??= clean(at[1]!);
      continue;
    }
    if (isWorkModeLine(text)) {
      found.location ??= text;
      continue;
    }
    // A header line of parts ("Acme · Amsterdam (hybrid) · €70k"): the part with a work mode.
    const parts = text.split(/\s+[·•|]\s+/);
    const place = parts.find((part) => /\b(remote|hybrid|on[- ]?site)\b/i.test(part));
    if (parts.length > 1 && place && words(place) <= 6) {
      found.location ??= place;
      continue;
    }
    // The first short line naming a role, as a header gives it (a Markdown `#`, or a line alone).
    const short = words(text) <= 10 && !/[.,;!]$/.test(text) && block.kind !== 'item';
    if (!found.title && short && (block.kind === 'heading' || looksLikeRole(text))) {
      found.title = text;
    }
  }
  return found;
}

export function readText(text: string, front: Record<string, string>): TextReading {
  const blocks = textBlocks(text);
  const top = header(blocks);
  const labels = labelledFields(blocks);
  const all = blocks.map((block) => block.text).join('\n');
  return {
    title:
      front.title ??
      front.role ??
      front.position ??
      front.job_title ??
      top.title ??
      labels.title ??
      null,
    company:
      front.company ?? front.employer ?? top.company ?? labels.company ?? companyFromText(blocks),
    location: front.location ?? top.location ?? labels.location ?? remoteFromText(all),
    blocks,
    sections: splitSections(blocks),
  };
}
