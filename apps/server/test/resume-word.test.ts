/**
 * What the Word readers take from a document's own structure, on small DOCX files built here:
 * the page header and footer parts, links drawn as icons, and empty paragraphs between entries.
 */
import {
  Document,
  ExternalHyperlink,
  Footer,
  Header,
  HeadingLevel,
  ImageRun,
  Packer,
  PageNumber,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  Textbox,
  TextRun,
} from 'docx';
import { describe, expect, it } from 'vitest';
import { extractLines } from '../src/infra/documents/extract';
import { wordXmlLines } from '../src/infra/documents/extract/word';
import { readResume } from '../src/infra/documents/resume/read-resume';

/** A 1×1 PNG: the icon a CV links to a profile. */
const PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

const heading = (text: string) =>
  new Paragraph({ heading: HeadingLevel.HEADING_1, children: [new TextRun(text)] });

async function docx(options: {
  header?: Paragraph[];
  footer?: Paragraph[];
  body: (Paragraph | Table | Textbox)[];
}): Promise<Uint8Array> {
  const doc = new Document({
    sections: [
      {
        ...(options.header
          ? { headers: { default: new Header({ children: options.header }) } }
          : {}),
        ...(options.footer
          ? { footers: { default: new Footer({ children: options.footer }) } }
          : {}),
        children: options.body,
      },
    ],
  });
  return new Uint8Array(await Packer.toBuffer(doc));
}

describe('DOCX structure', () => {
  it('reads the name and contact details a template prints in the page header, and drops page numbers in the footer', async () => {
    const bytes = await docx({
      header: [
        new Paragraph('Mirela Castellan'),
        new Paragraph('mirela.castellan@example.org | +44 7700 900123'),
      ],
      footer: [new Paragraph({ children: [new TextRun({ children: [PageNumber.CURRENT] })] })],
      body: [
        heading('Experience'),
        new Paragraph('Barista, Harbour Coffee Ltd'),
        new Paragraph('2019 – 2021'),
      ],
    });
    const lines = await extractLines(bytes, 'docx');
    expect(lines[0]?.text).toBe('Mirela Castellan');
    expect(lines.map((line) => line.text)).not.toContain('1');
    const { draft } = readResume(lines);
    expect(draft.full_name).toBe('Mirela Castellan');
    expect(draft.email).toBe('mirela.castellan@example.org');
    expect(draft.basic_info.phone).toBe('+44 7700 900123');
  });

  it('keeps the address of a linked icon with the line beside it, without its tracking query', async () => {
    const icon = (link: string) =>
      new ExternalHyperlink({
        link,
        children: [
          new ImageRun({ type: 'png', data: PIXEL, transformation: { width: 12, height: 12 } }),
        ],
      });
    const bytes = await docx({
      body: [
        new Paragraph('Tomasz Wierzba'),
        new Paragraph({
          children: [
            new TextRun('tomasz@example.com'),
            new TextRun({ break: 1 }),
            icon('https://www.linkedin.com/in/tomasz-wierzba-00?utm_source=share'),
            icon('https://github.com/twierzba'),
          ],
        }),
      ],
    });
    const lines = await extractLines(bytes, 'docx');
    expect(lines.find((line) => line.text === 'tomasz@example.com')?.links).toEqual([
      'https://www.linkedin.com/in/tomasz-wierzba-00?utm_source=share',
      'https://github.com/twierzba',
    ]);
    const { draft } = readResume(lines);
    expect(draft.basic_info.linkedin_url).toBe('https://www.linkedin.com/in/tomasz-wierzba-00');
    expect(draft.basic_info.github_url).toBe('https://github.com/twierzba');
  });

  it('takes an empty paragraph as the end of an entry: the line above the next dates is not its header', async () => {
    const bytes = await docx({
      body: [
        new Paragraph('Ines Halvorsen'),
        new Paragraph('ines@example.com'),
        heading('Ausbildung'),
        new Paragraph('Nordhafen Hochschule'),
        new Paragraph('09/2001-07/2005'),
        new Paragraph(''),
        new Paragraph('Master in Geschichte'),
        new Paragraph('Deutsch- und Englischlehrerin'),
        new Paragraph(''),
        new Paragraph('Geprüfte Buchhalterin 01/2006 - 07/2007'),
        new Paragraph('Westfeld Wirtschaftsakademie'),
      ],
    });
    const lines = await extractLines(bytes, 'docx');
    expect(lines.find((line) => line.text === 'Master in Geschichte')?.gap).toBe(true);
    const { draft } = readResume(lines);
    expect(
      draft.education_history.map((e) => [e.institution_name, e.degree, e.start_date, e.end_date]),
    ).toEqual([
      ['Nordhafen Hochschule', "Master's Degree", '2001-09', '2005-07'],
      ['Westfeld Wirtschaftsakademie', 'Certificate', '2006-01', '2007-07'],
    ]);
    // A chamber-examined trade says more than "Certificate": its name is kept as the subject.
    expect(draft.education_history[1]?.field_of_study).toBe('Geprüfte Buchhalterin');
  });

  it('reads the paragraphs of table cells and of a text box, in order', async () => {
    const cell = (...texts: string[]) =>
      new TableCell({ children: texts.map((text) => new Paragraph(text)) });
    const bytes = await docx({
      body: [
        new Textbox({
          style: { width: '3in', height: '1in' },
          children: [new Paragraph('Oskar Lindqvist'), new Paragraph('oskar@example.net')],
        }),
        heading('Experience'),
        new Table({
          rows: [
            new TableRow({
              children: [
                cell('2018 – 2022'),
                cell('Warehouse Supervisor, Northwind Logistics Ltd', 'Ran the night shift.'),
              ],
            }),
          ],
        }),
      ],
    });
    const lines = await extractLines(bytes, 'docx');
    expect(lines.map((line) => line.text)).toEqual([
      'Oskar Lindqvist',
      'oskar@example.net',
      'Experience',
      '2018 – 2022',
      'Warehouse Supervisor, Northwind Logistics Ltd',
      'Ran the night shift.',
    ]);
    const { draft } = readResume(lines);
    expect(draft.full_name).toBe('Oskar Lindqvist');
    expect(draft.email).toBe('oskar@example.net');
    expect(
      draft.work_experiences.map((w) => [w.job_title, w.company_name, w.start_date, w.end_date]),
    ).toEqual([['Warehouse Supervisor', 'Northwind Logistics Ltd', '2018', '2022']]);
  });

  it('marks the empty paragraphs of Word 2003 XML as gaps too', () => {
    const p = (text: string) => `<w:p><w:r><w:t>${text}</w:t></w:r></w:p>`;
    const lines = wordXmlLines(`<w:body>${p('One')}<w:p/>${p('Two')}${p('Three')}</w:body>`);
    expect(lines.map((line) => [line.text, line.gap ?? false])).toEqual([
      ['One', false],
      ['Two', true],
      ['Three', false],
    ]);
  });
});
