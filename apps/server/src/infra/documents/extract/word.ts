import { decodeHTML } from 'entities';
import { fromBuffer, type Entry, type ZipFile } from 'yauzl';
import { cleanText, DocumentLimitError, MAX_TEXT_CHARS, textLine, type TextLine } from './lines';

/** A header or footer part holds a few lines; far more than this is not one. */
const MAX_PART_BYTES = 1024 * 1024;

/**
 * The XML of a DOCX's page headers and footers (`word/header1.xml`, `word/footer2.xml`…), which
 * mammoth leaves out: a Word template often prints the name, the headline and the contact details
 * there. Entry sizes are checked as they inflate (the upload already refused a bomb by its
 * declared sizes).
 */
function headerFooterParts(bytes: Uint8Array): Promise<{ headers: string[]; footers: string[] }> {
  return new Promise((resolve) => {
    const found = { headers: [] as [string, string][], footers: [] as [string, string][] };
    const done = () =>
      resolve({
        headers: found.headers.sort(([a], [b]) => a.localeCompare(b)).map(([, xml]) => xml),
        footers: found.footers.sort(([a], [b]) => a.localeCompare(b)).map(([, xml]) => xml),
      });
    fromBuffer(
      Buffer.from(bytes),
      { lazyEntries: true, decodeStrings: true, validateEntrySizes: true },
      (error, zip?: ZipFile) => {
        // A part that cannot be read takes nothing from the body mammoth reads.
        if (error || !zip) return done();
        zip.on('error', done);
        zip.on('end', done);
        zip.on('entry', (entry: Entry) => {
          const kind = /^word\/(header|footer)\d*\.xml$/.exec(entry.fileName)?.[1];
          if (!kind || entry.uncompressedSize > MAX_PART_BYTES) return zip.readEntry();
          zip.openReadStream(entry, (streamError, stream) => {
            if (streamError || !stream) return zip.readEntry();
            const chunks: Buffer[] = [];
            stream.on('data', (chunk: Buffer) => chunks.push(chunk));
            stream.on('error', () => zip.readEntry());
            stream.on('end', () => {
              const xml = Buffer.concat(chunks).toString('utf8');
              (kind === 'header' ? found.headers : found.footers).push([entry.fileName, xml]);
              zip.readEntry();
            });
          });
        });
        zip.readEntry();
      },
    );
  });
}

/** Page numbers and "Page 2 of 3" in a footer say nothing about the person. */
const PAGE_NUMBER =
  /^(?:page|seite|página|pagina|pag\.?)?\s*\d+(?:\s*(?:of|von|de|sur|di|\/)\s*\d+)?$/i;

/**
 * The lines of a DOCX: the page header's lines first, then one per paragraph or list item (table
 * cells and text boxes in order), then the page footer's; headings and bold kept.
 */
export async function docxLines(bytes: Uint8Array): Promise<TextLine[]> {
  const mammoth = await import('mammoth');
  const { value: html } = await mammoth.convertToHtml(
    { buffer: Buffer.from(bytes) },
    // Pictures carry no text; inlining them as base64 only makes the markup long to scan.
    {
      convertImage: mammoth.images.imgElement(() => Promise.resolve({ src: '' })),
      // An empty paragraph is kept: it is where the writer ended an entry.
      ignoreEmptyParagraphs: false,
    },
  );
  // Markup is a few times the text; far beyond that, the document is not a CV (or is a bomb).
  if (html.length > MAX_TEXT_CHARS * 4) throw new DocumentLimitError(`${html.length} characters`);
  const parts = await headerFooterParts(bytes);
  const fromParts = (xmls: string[]) =>
    xmls.flatMap((xml) => wordXmlLines(xml)).filter((line) => !PAGE_NUMBER.test(line.text));
  const lines: TextLine[] = [...fromParts(parts.headers)];
  // Table cells hold paragraphs of their own (a two-column CV is often one big table), so the
  // paragraphs are the blocks, not the cells.
  const blocks = html.match(/<(h[1-6]|p|li)\b[^>]*>[\s\S]*?<\/\1>/g) ?? [];
  // An empty paragraph is the gap a writer leaves between two entries.
  let gap = false;
  for (const block of blocks) {
    const tag = /^<(\w+)/.exec(block)?.[1] ?? 'p';
    // A paragraph with <br>s holds several lines.
    for (const piece of block.split(/<br\s*\/?>/)) {
      const inner = piece.replace(/^<\w+[^>]*>/, '').replace(/<\/\w+>$/, '');
      const text = cleanText(decodeHTML(inner.replace(/<[^>]+>/g, ' ')));
      const links = webLinks(piece.match(/<a\b[^>]*\bhref="([^"]+)"/g), /href="([^"]+)"/);
      if (!text) {
        // A linked icon (a LinkedIn or GitHub logo) has an address but no text: its address
        // belongs with the contact line it sits beside.
        const previous = lines[lines.length - 1];
        if (links.links && previous) {
          previous.links = [...new Set([...(previous.links ?? []), ...links.links])];
        } else if (!links.links) gap = lines.length > 0;
        continue;
      }
      const bold = /^\s*<strong>[\s\S]*<\/strong>\s*$/.test(inner);
      // Tabs separated a title from its dates in the document; keep them as cells.
      const cells = decodeHTML(inner.replace(/<[^>]+>/g, ''))
        .split(/\t+|\s{3,}/)
        .map(cleanText)
        .filter(Boolean);
      lines.push(
        textLine(text, {
          heading: tag.startsWith('h') || bold,
          bold,
          cells,
          ...links,
          ...(gap ? { gap } : {}),
        }),
      );
      gap = false;
    }
  }
  lines.push(...fromParts(parts.footers));
  return lines;
}

/** The web addresses of a paragraph's hyperlinks, as `links` of its line (none: nothing). */
function webLinks(tags: string[] | null, address: RegExp): { links?: string[] } {
  // An icon's address comes twice (on its run and on its picture): once is enough.
  const links = [
    ...new Set(
      (tags ?? [])
        .map((tag) => decodeHTML(address.exec(tag)?.[1] ?? ''))
        .filter((url) => /^https?:\/\//i.test(url) && url.length <= 300),
    ),
  ];
  return links.length > 0 ? { links } : {};
}

/** Word 2003 XML saved with a .doc name: the text of each paragraph's runs. */
export function wordXmlLines(xml: string): TextLine[] {
  const lines: TextLine[] = [];
  // An empty paragraph is the gap a writer leaves between two entries.
  let gap = false;
  // "<w:p/>" is an empty paragraph of its own, not the start of the next one.
  for (const paragraph of xml.match(/<w:p\b[^>]*\/>|<w:p\b[\s\S]*?<\/w:p>/g) ?? []) {
    const runs = paragraph.match(/<w:t\b[^>]*>[\s\S]*?<\/w:t>|<w:tab\/>/g) ?? [];
    const raw = runs
      .map((run) => (run === '<w:tab/>' ? '\t' : decodeHTML(run.replace(/<[^>]+>/g, ''))))
      .join('');
    const text = cleanText(raw);
    if (!text) {
      gap = lines.length > 0;
      continue;
    }
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
    lines.push(
      textLine(text, { heading: heading || bold, bold, cells, ...links, ...(gap ? { gap } : {}) }),
    );
    gap = false;
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
  // A Word 97 template often prints the name and contact details in the page header, and
  // two-column layouts put a column in text boxes. Page numbers are dropped from the header and
  // footer only: in the body, a number alone may be a year.
  const parts: [string, boolean][] = [
    [document.getHeaders({ includeFooters: false }), true],
    [document.getBody(), false],
    [document.getTextboxes({ includeHeadersAndFooters: false, includeBody: true }), false],
    [document.getFooters(), true],
  ];
  const lines: TextLine[] = [];
  // An empty paragraph is the gap a writer leaves between two entries.
  let gap = false;
  for (const [text, margin] of parts) {
    for (const raw of text.split(/\r?\n|\r/)) {
      const cells = raw.split(/\t+/).map(cleanText).filter(Boolean);
      const line = textLine(raw.replace(/\t/g, ' '), { cells });
      if (line.text === '' || (margin && PAGE_NUMBER.test(line.text))) {
        gap = lines.length > 0;
        continue;
      }
      lines.push(gap ? { ...line, gap } : line);
      gap = false;
    }
  }
  return lines;
}
