/**
 * What the PDF reader takes from a document's own structure beside its text, on a small PDF made
 * here: the addresses of its link annotations, where a CV prints an icon or a handle.
 */
import { PDFDocument, PDFName, PDFString, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { extractLines } from '../src/infra/documents/extract';
import { readResume } from '../src/infra/documents/resume/read-resume';

/** A page with the given lines top-down, each [text, x], and links over [x, y, width, url]. */
async function pdf(
  lines: [string, number][],
  links: [number, number, number, string][],
): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const page = document.addPage([595, 842]);
  const font = await document.embedFont(StandardFonts.Helvetica);
  lines.forEach(([text, x], index) =>
    page.drawText(text, { x, y: 800 - index * 16, size: 10, font }),
  );
  const annotations = links.map(([x, y, width, url]) =>
    document.context.register(
      document.context.obj({
        Type: 'Annot',
        Subtype: 'Link',
        Rect: [x, y - 2, x + width, y + 10],
        Border: [0, 0, 0],
        A: { Type: 'Action', S: 'URI', URI: PDFString.of(url) },
      }),
    ),
  );
  page.node.set(PDFName.of('Annots'), document.context.obj(annotations));
  return new Uint8Array(await document.save());
}

describe('PDF link annotations', () => {
  it('takes the profile addresses of a handle and an icon from the links drawn over them', async () => {
    const bytes = await pdf(
      [
        ['Ada Mwangi', 50],
        ['ada@example.com', 50],
        ['in/ada-m', 50],
        ['Experience', 50],
        ['Nurse, Lakeside Clinic   2019 – 2021', 50],
      ],
      [
        [50, 768, 40, 'https://www.linkedin.com/in/ada-mwangi-0a1b2c'],
        [100, 768, 10, 'https://github.com/adamwangi'],
      ],
    );
    const lines = await extractLines(bytes, 'pdf');
    expect(lines.find((line) => line.text === 'in/ada-m')?.links).toEqual([
      'https://www.linkedin.com/in/ada-mwangi-0a1b2c',
      'https://github.com/adamwangi',
    ]);
    const { draft } = readResume(lines);
    expect(draft.basic_info.linkedin_url).toBe('https://www.linkedin.com/in/ada-mwangi-0a1b2c');
    expect(draft.basic_info.github_url).toBe('https://github.com/adamwangi');
    // pdf.js loads on the first read: slow on a loaded machine, so more room than the default.
  }, 90_000);
});

/** A PDF of A4 pages, each with the given lines as [text, x, y] (PDF units from the bottom). */
async function pages(...content: [string, number, number][][]): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  for (const lines of content) {
    const page = document.addPage([595, 842]);
    for (const [text, x, y] of lines) page.drawText(text, { x, y, size: 10, font });
  }
  return new Uint8Array(await document.save());
}

describe('PDF running headers and footers', () => {
  it('keeps a role that stands at one place near the top of two pages with other dates', async () => {
    const bytes = await pages(
      [
        ['Ada Mwangi', 50, 810],
        ['ada@example.com', 50, 795],
        ['Experience', 50, 780],
        ['Site Engineer, 03/2004 – 02/2005', 50, 765],
        ['Northgate Builders', 50, 750],
        ['• Checked the concrete pours.', 50, 735],
        ['Project Engineer, Mar 2005 – May 2007', 50, 715],
        ['Harbour Works', 50, 700],
        ['• Planned the pier repairs.', 50, 685],
      ],
      [
        ['• Led the site survey team.', 50, 810],
        ['• Wrote the handover reports.', 50, 795],
        ['Site Engineer, 06/2007 – 01/2009', 50, 765],
        ['Lakeside Homes', 50, 750],
        ['• Set out the foundations.', 50, 735],
      ],
    );
    const lines = await extractLines(bytes, 'pdf');
    expect(lines.map((line) => line.text)).toContain('Site Engineer, 03/2004 – 02/2005');
    expect(lines.map((line) => line.text)).toContain('Site Engineer, 06/2007 – 01/2009');
    const { draft } = readResume(lines);
    expect(draft.work_experiences.map((w) => [w.job_title, w.start_date, w.end_date])).toEqual([
      ['Site Engineer', '2004-03', '2005-02'],
      ['Project Engineer', '2005-03', '2007-05'],
      ['Site Engineer', '2007-06', '2009-01'],
    ]);
  }, 90_000);

  it('keeps an employer that stands at one place near the top of two pages among the body’s lines', async () => {
    const bytes = await pages(
      [
        ['Ada Mwangi', 50, 810],
        ['Experience', 50, 795],
        ['Harbour Works', 50, 780],
        ['Site Engineer', 50, 767],
        ['Mar 2004 – Feb 2005', 50, 754],
        ['• Checked the concrete pours.', 50, 741],
      ],
      [
        ['• Led the site survey team.', 50, 806],
        ['• Wrote the handover reports.', 50, 793],
        ['Harbour Works', 50, 780],
        ['Project Engineer', 50, 767],
        ['Jun 2007 – Jan 2009', 50, 754],
      ],
    );
    const texts = (await extractLines(bytes, 'pdf')).map((line) => line.text);
    expect(texts.filter((text) => text === 'Harbour Works')).toHaveLength(2);
  }, 90_000);

  it('keeps a title that repeats near the top of two pages at another place', async () => {
    const bytes = await pages(
      [
        ['Ada Mwangi', 50, 810],
        ['Experience', 50, 790],
        ['Site Engineer', 50, 775],
        ['Mar 2004 – Feb 2005', 50, 762],
      ],
      [
        ['• Wrote the handover reports.', 50, 810],
        ['Site Engineer', 50, 790],
        ['Jun 2007 – Jan 2009', 50, 777],
      ],
    );
    const texts = (await extractLines(bytes, 'pdf')).map((line) => line.text);
    expect(texts.filter((text) => text === 'Site Engineer')).toHaveLength(2);
  }, 90_000);

  it('drops a running header and footer with page numbers, and keeps the body', async () => {
    const header = (n: number): [string, number, number] => [
      `Ada Mwangi – Page ${n} of 2`,
      50,
      815,
    ];
    const footer: [string, number, number] = ['Curriculum Vitae – Ada Mwangi', 220, 30];
    const contact: [string, number, number] = ['ada@example.com | +254 700 000 111', 200, 15];
    const bytes = await pages(
      [
        header(1),
        ['Ada Mwangi', 50, 780],
        ['Experience', 50, 760],
        ['Site Engineer, Mar 2004 – Feb 2005', 50, 745],
        footer,
        contact,
      ],
      [
        header(2),
        ['Education', 50, 780],
        ['B.Sc. Civil Engineering, 2000 – 2004', 50, 765],
        footer,
        contact,
        ['2', 290, 45],
      ],
    );
    const texts = (await extractLines(bytes, 'pdf')).map((line) => line.text);
    expect(texts).toEqual([
      'Ada Mwangi',
      'Experience',
      'Site Engineer, Mar 2004 – Feb 2005',
      'Education',
      'B.Sc. Civil Engineering, 2000 – 2004',
    ]);
  }, 90_000);
});
