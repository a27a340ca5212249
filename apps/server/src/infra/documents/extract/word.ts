import { decodeHTML } from 'entities';
import { cleanText, DocumentLimitError, MAX_TEXT_CHARS, textLine, type TextLine } from './lines';

/** The lines of a DOCX: one per paragraph or list item, table cells in order; headings and bold kept. */
export async function docxLines(bytes: Uint8Array): Promise<TextLine[]> {
  const mammoth = await import('mammoth');
  const { value: html } = await mammoth.convertToHtml({ buffer: Buffer.from(bytes) });
  // Markup is a few times the text; far beyond that, the document is not a CV (or is a bomb).
  if (html.length > MAX_TEXT_CHARS * 4) throw new DocumentLimitError(`${html.length} characters`);
  const lines: TextLine[] = [];
  // Table cells hold paragraphs of their own (a two-column CV is often one big table), so the
  // paragraphs are the blocks, not the cells.
  const blocks = html.match(/<(h[1-6]|p|li)\b[^>]*>[\s\S]*?<\/\1>/g) ?? [];
  for (const block of blocks) {
    const tag = /^<(\w+)/.exec(block)?.[1] ?? 'p';
    // A paragraph with <br>s holds several lines.
    for (const piece of block.split(/<br\s*\/?>/)) {
      const inner = piece.replace(/^<\w+[^>]*>/, '').replace(/<\/\w+>$/, '');
      const text = cleanText(decodeHTML(inner.replace(/<[^>]+>/g, ' ')));
      if (!text) continue;
      const bold = /^\s*<strong>[\s\S]*<\/strong>\s*$/.test(inner);
      // Tabs separated a title from its dates in the document; keep them as cells.
      const cells = decodeHTML(inner.replace(/<[^>]+>/g, ''))
        .split(/\t+|\s{3,}/)
        .map(cleanText)
        .filter(Boolean);
      const links = webLinks(piece.match(/<a\b[^>]*\bhref="([^"]+)"/g), /href="([^"]+)"/);
      lines.push(textLine(text, { heading: tag.startsWith('h') || bold, bold, cells, ...links }));
    }
  }
  return lines;
}

/** The web addresses of a paragraph's hyperlinks, as `links` of its line (none: nothing). */
function webLinks(tags: string[] | null, address: RegExp): { links?: string[] } {
  const links = (tags ?? [])
    .map((tag) => decodeHTML(address.exec(tag)?.[1] ?? ''))
    .filter((url) => /^https?:\/\//i.test(url) && url.length <= 300);
  return links.length > 0 ? { links } : {};
}

/** Word 2003 XML saved with a .doc name: the text of each paragraph's runs. */
export function wordXmlLines(xml: string): TextLine[] {
  const lines: TextLine[] = [];
  for (const paragraph of xml.match(/<w:p\b[\s\S]*?<\/w:p>/g) ?? []) {
    const runs = paragraph.match(/<w:t\b[^>]*>[\s\S]*?<\/w:t>|<w:tab\/>/g) ?? [];
    const raw = runs
      .map((run) => (run === '<w:tab/>' ? '\t' : decodeHTML(run.replace(/<[^>]+>/g, ''))))
      .join('');
    const text = cleanText(raw);
    if (!text) continue;
    const bold = /<w:b\/>|<w:b w:val="(?:on|1|true)"\/>/.test(paragraph);
    const heading = /<w:pStyle w:val="[^"]*(?:Heading|heading|Title)/.test(paragraph);
    const cells = raw
      .split(/\t+|\s{3,}/)
      .map(cleanText)
      .filter(Boolean);
    const links = webLinks(
      paragraph.match(/<w:hlink\b[^>]*\bw:dest="([^"]+)"/g),
      /w:dest="([^"]+)"/,
    );
    lines.push(textLine(text, { heading: heading || bold, bold, cells, ...links }));
  }
  return lines;
}

/** The lines of a Word 97–2003 document (or of Word XML given a .doc name). */
export async function docLines(bytes: Uint8Array): Promise<TextLine[]> {
  const head = Buffer.from(bytes.subarray(0, 512)).toString('utf8');
  if (/^\s*(?:\uFEFF)?<\?xml/.test(head) || head.includes('<w:wordDocument')) {
    return wordXmlLines(Buffer.from(bytes).toString('utf8'));
  }
  const { default: WordExtractor } = await import('word-extractor');
  const document = await new WordExtractor().extract(Buffer.from(bytes));
  return document
    .getBody()
    .split(/\r?\n|\r/)
    .map((line) => {
      const cells = line.split(/\t+/).map(cleanText).filter(Boolean);
      return textLine(line.replace(/\t/g, ' '), { cells });
    })
    .filter((line) => line.text !== '');
}
