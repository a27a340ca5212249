/**
 * The CV reader on documents made here (PDF in one, two and three columns, a scanned page without text,
 * DOCX, a Word 2003 XML file named .doc, corrupt bytes): what a user's upload turns into, read the
 * way the server reads it, in the worker with its deadline and its queue.
 */
import { serverMessages } from '@vita/api/schemas';
import {
  AlignmentType,
  Document,
  HeadingLevel,
  Packer,
  Paragraph,
  TabStopType,
  TextRun,
} from 'docx';
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { afterAll, describe, expect, it } from 'vitest';
import { createResumeReader, DocumentReadError } from '../src/infra/documents/resume';

const reader = createResumeReader();
afterAll(() => reader.close());

interface Writer {
  page: PDFPage;
  font: PDFFont;
  bold: PDFFont;
}

/** Writes lines top-down; a line is [text, x, size?, bold?], and `null` leaves a gap. */
function write(
  { page, font, bold }: Writer,
  lines: (
    [string, number, number?, boolean?] | [string, number, number, boolean, string, number] | null
  )[],
  top = 800,
) {
  let y = top;
  for (const line of lines) {
    if (!line) {
      y -= 10;
      continue;
    }
    const [text, x, size = 10, strong = false, right, rightX] = line;
    page.drawText(text, { x, y, size, font: strong ? bold : font });
    if (right && rightX) page.drawText(right, { x: rightX, y, size, font });
    y -= size * 1.5;
  }
}

async function pdf(draw: (writer: Writer) => void): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([595, 842]);
  const writer = {
    page,
    font: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  };
  draw(writer);
  return doc.save();
}

const oneColumnCv = () =>
  pdf((w) =>
    write(w, [
      ['José Müller-Peña', 50, 22, true],
      ['Senior Backend Engineer', 50, 12],
      ['jose.muller@example.org  |  +49 30 1234 5678  |  Berlin, Germany', 50, 9],
      ['linkedin.com/in/josemuller  |  github.com/josemuller', 50, 9],
      null,
      ['SUMMARY', 50, 12, true],
      ['Backend engineer with nine years of building payment systems in Go and TypeScript.', 50],
      null,
      ['EXPERIENCE', 50, 12, true],
      ['Staff Engineer', 50, 10, true, 'Mar 2021 – Present', 450],
      ['Acme Payments GmbH, Berlin', 50],
      ['• Led the move of the ledger to PostgreSQL, halving settlement time.', 60],
      ['• Mentored six engineers.', 60],
      ['Software Engineer', 50, 10, true, 'Jan 2016 – Feb 2021', 450],
      ['Globex AG, Munich', 50],
      ['• Built the card authorisation service.', 60],
      null,
      ['EDUCATION', 50, 12, true],
      ['Technical University of Munich', 50, 10, true, '2011 – 2015', 450],
      ['B.Sc. Computer Science', 50],
      null,
      ['SKILLS', 50, 12, true],
      ['Go, TypeScript, PostgreSQL, Kubernetes, Kafka', 50],
    ]),
  );

describe('reading a CV', () => {
  it('reads contact details, experience, education and skills from a one-column PDF', async () => {
    const { draft, problems } = await reader.read(await oneColumnCv(), 'pdf');
    expect(problems).toEqual([]);
    expect(draft.full_name).toBe('José Müller-Peña');
    expect(draft.email).toBe('jose.muller@example.org');
    expect(draft.basic_info.phone).toBe('+49 30 1234 5678');
    expect(draft.basic_info.professional_title).toBe('Senior Backend Engineer');
    expect(draft.basic_info.linkedin_url).toContain('linkedin.com/in/josemuller');
    expect(draft.basic_info.github_url).toContain('github.com/josemuller');
    expect(draft.basic_info.professional_summary).toContain('nine years of building payment');
    expect(
      draft.work_experiences.map((w) => [w.job_title, w.company_name, w.start_date, w.end_date]),
    ).toEqual([
      ['Staff Engineer', expect.stringContaining('Acme Payments GmbH'), '2021-03', null],
      ['Software Engineer', expect.stringContaining('Globex AG'), '2016-01', '2021-02'],
    ]);
    expect(draft.work_experiences[0]!.description).toContain('halving settlement time');
    expect(draft.education_history).toHaveLength(1);
    expect(draft.education_history[0]!.institution_name).toBe('Technical University of Munich');
    expect(draft.education_history[0]).toMatchObject({
      degree: "Bachelor's Degree",
      field_of_study: 'Computer Science',
    });
    expect(draft.skills.map((s) => s.name)).toEqual(
      expect.arrayContaining(['Go', 'TypeScript', 'PostgreSQL', 'Kubernetes', 'Kafka']),
    );
  });

  it('keeps the columns of a two-column PDF apart', async () => {
    const bytes = await pdf((w) => {
      write(w, [
        ['Ana Lima', 40, 22, true],
        ['ana.lima@example.com', 40, 9],
      ]);
      // A narrow side column of skills beside the main column of experience.
      write(
        w,
        [
          ['SKILLS', 40, 12, true],
          ['Python', 40],
          ['Airflow', 40],
          ['dbt', 40],
          ['Snowflake', 40],
        ],
        720,
      );
      write(
        w,
        [
          ['EXPERIENCE', 220, 12, true],
          ['Data Engineer', 220, 10, true],
          ['Lojas Aurora · Jun 2019 – Aug 2023', 220],
          ['Built the nightly sales pipeline.', 220],
          ['Moved reporting to the warehouse.', 220],
          ['Data Analyst', 220, 10, true],
          ['Banco Sol · Feb 2017 – May 2019', 220],
          ['Wrote the monthly risk reports.', 220],
        ],
        720,
      );
    });
    const { draft } = await reader.read(bytes, 'pdf');
    expect(draft.full_name).toBe('Ana Lima');
    expect(draft.skills.map((s) => s.name)).toEqual(
      expect.arrayContaining(['Python', 'Airflow', 'dbt', 'Snowflake']),
    );
    expect(
      draft.work_experiences.map((w) => [w.job_title, w.company_name, w.start_date, w.end_date]),
    ).toEqual([
      ['Data Engineer', 'Lojas Aurora', '2019-06', '2023-08'],
      ['Data Analyst', 'Banco Sol', '2017-02', '2019-05'],
    ]);
    // Nothing of the side column leaks into the experience.
    expect(draft.work_experiences[0]!.description ?? '').not.toMatch(/Python|Airflow|Snowflake/);
  });

  it('reads a page of three columns column by column, a column of dates staying with its entries', async () => {
    const bytes = await pdf(({ page, font, bold }) => {
      const column = (x: number, lines: (string | [string, number] | null)[], dates?: string[]) =>
        lines.forEach((line, row) => {
          if (!line) return;
          const [text, size] = typeof line === 'string' ? [line, 10] : line;
          const y = 760 - row * 18;
          page.drawText(text, { x, y, size, font: size > 10 ? bold : font });
          if (dates?.[row]) page.drawText(dates[row], { x: x - 90, y, size: 10, font });
        });
      column(30, [
        ['Mira Okafor', 16],
        'Product Designer',
        'mira@example.org',
        '+41 21 555 01 23',
        'French, native',
        'English, fluent',
        'Born in Springvale',
        'Likes long walks',
      ]);
      column(
        330,
        [
          ['STUDIES', 12],
          'NORTHARTS',
          'Interactive Design',
          'Springvale',
          'Gymnase de la Colline',
          'Option Music',
          'Lakeside',
          null,
        ],
        ['', '2018 - 2021', '', '', '2014 - 2018'],
      );
      column(470, [
        ['SKILLS', 12],
        'Figma',
        'Illustrator',
        'Blender',
        'Storyboards',
        'Animation',
        'Drawing',
        'Typography',
      ]);
    });
    const { draft } = await reader.read(bytes, 'pdf');
    expect(draft.full_name).toBe('Mira Okafor');
    expect(
      draft.education_history.map((e) => [
        e.institution_name,
        e.field_of_study,
        e.location,
        e.start_date,
        e.end_date,
      ]),
    ).toEqual([
      ['NORTHARTS', 'Interactive Design', 'Springvale', '2018', '2021'],
      ['Gymnase de la Colline', 'Option Music', 'Lakeside', '2014', '2018'],
    ]);
    expect(draft.skills.map((s) => s.name)).toEqual([
      'Figma',
      'Illustrator',
      'Blender',
      'Storyboards',
      'Animation',
      'Drawing',
      'Typography',
    ]);
  });

  it('keeps a letter drawn raised or lowered inside a word on its line (the TeX logo)', async () => {
    const bytes = await pdf(({ page, font, bold }) => {
      write({ page, font, bold }, [
        ['Ana Lima', 50, 22, true],
        ['ana.lima@example.com', 50, 9],
        null,
        ['SKILLS', 50, 12, true],
      ]);
      // "Git, LaTeX, Make" drawn as TeX draws its logo: a small "A" raised, an "E" lowered.
      let x = 50;
      const y = 700;
      for (const [text, size, rise] of [
        ['Git, L', 10, 0],
        ['A', 7, 2.5],
        ['T', 10, 0],
        ['E', 10, -3.5],
        ['X, Make', 10, 0],
      ] as const) {
        page.drawText(text, { x, y: y + rise, size, font });
        x += font.widthOfTextAtSize(text, size) - 0.5;
      }
    });
    const { draft } = await reader.read(bytes, 'pdf');
    expect(draft.skills.map((s) => s.name)).toEqual(['Git', 'LATEX', 'Make']);
  });

  it('leaves out running headers and footers repeated on every page', async () => {
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.Helvetica);
    const bold = await doc.embedFont(StandardFonts.HelveticaBold);
    const roles = [
      ['Backend Engineer', 'Umbrella Corp · Jan 2019 – Dec 2021'],
      ['Frontend Engineer', 'Cyberdyne · Feb 2016 – Dec 2018'],
    ];
    roles.forEach(([title, line], index) => {
      const page = doc.addPage([595, 842]);
      const w = { page, font, bold };
      if (index === 0)
        write(w, [
          ['Ana Lima', 40, 22, true],
          ['ana.lima@example.com', 40, 9],
        ]);
      write(
        w,
        [
          ['EXPERIENCE', 40, 12, true],
          [title!, 40, 10, true],
          [line!, 40],
        ],
        700,
      );
      page.drawText(`March 3, 2026 · Ana Lima · Résumé · ${index + 1}`, {
        x: 40,
        y: 30,
        size: 8,
        font,
      });
    });
    const { draft } = await reader.read(await doc.save(), 'pdf');
    expect(draft.work_experiences.map((w) => [w.job_title, w.start_date])).toEqual([
      ['Backend Engineer', '2019-01'],
      ['Frontend Engineer', '2016-02'],
    ]);
    expect(JSON.stringify(draft)).not.toContain('Résumé');
  });

  it('says a scanned PDF has no text to read, and imports nothing', async () => {
    const bytes = await pdf(({ page }) => {
      page.drawRectangle({ x: 50, y: 50, width: 495, height: 742, color: rgb(0.9, 0.9, 0.9) });
    });
    const { draft, problems } = await reader.read(bytes, 'pdf');
    expect(problems).toEqual([serverMessages.noTextFound]);
    expect(draft.full_name).toBeNull();
    expect(draft.work_experiences).toEqual([]);
  });

  it('reads a DOCX with heading styles and tabbed dates', async () => {
    const tabbed = (left: string, right: string, bold = false) =>
      new Paragraph({
        tabStops: [{ type: TabStopType.RIGHT, position: 9000 }],
        children: [new TextRun({ text: left, bold }), new TextRun({ text: `\t${right}` })],
      });
    const doc = new Document({
      sections: [
        {
          children: [
            new Paragraph({ heading: HeadingLevel.TITLE, children: [new TextRun('Grace Okafor')] }),
            new Paragraph({
              alignment: AlignmentType.CENTER,
              children: [new TextRun('grace.okafor@example.net · (555) 010-2030 · Lagos')],
            }),
            new Paragraph({
              heading: HeadingLevel.HEADING_1,
              children: [new TextRun('Experience')],
            }),
            tabbed('Product Designer, Paystack', 'May 2020 – Present', true),
            new Paragraph({
              bullet: { level: 0 },
              children: [new TextRun('Redesigned checkout.')],
            }),
            tabbed('UX Designer, Andela', 'Sep 2017 – Apr 2020', true),
            new Paragraph({ bullet: { level: 0 }, children: [new TextRun('Ran user research.')] }),
            new Paragraph({
              heading: HeadingLevel.HEADING_1,
              children: [new TextRun('Education')],
            }),
            tabbed('University of Lagos', '2013 – 2017', true),
            new Paragraph('B.A. Fine Arts'),
            new Paragraph({ heading: HeadingLevel.HEADING_1, children: [new TextRun('Skills')] }),
            new Paragraph('Figma, Prototyping, User research'),
          ],
        },
      ],
    });
    const bytes = new Uint8Array(await Packer.toBuffer(doc));
    const { draft, problems } = await reader.read(bytes, 'docx');
    expect(problems).toEqual([]);
    expect(draft.full_name).toBe('Grace Okafor');
    expect(draft.email).toBe('grace.okafor@example.net');
    expect(draft.basic_info.phone).toBe('(555) 010-2030');
    expect(draft.work_experiences.map((w) => [w.start_date, w.end_date])).toEqual([
      ['2020-05', null],
      ['2017-09', '2020-04'],
    ]);
    expect(draft.work_experiences.map((w) => `${w.job_title} ${w.company_name}`)).toEqual([
      expect.stringMatching(/Product Designer.*Paystack|Paystack.*Product Designer/),
      expect.stringMatching(/UX Designer.*Andela|Andela.*UX Designer/),
    ]);
    expect(draft.education_history[0]).toMatchObject({ institution_name: 'University of Lagos' });
    expect(draft.skills.map((s) => s.name)).toEqual(
      expect.arrayContaining(['Figma', 'Prototyping', 'User research']),
    );
  });

  it('reads a Word 2003 XML document saved with a .doc name', async () => {
    const para = (text: string) => `<w:p><w:r><w:t>${text}</w:t></w:r></w:p>`;
    const xml =
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
      '<?mso-application progid="Word.Document"?>' +
      '<w:wordDocument xmlns:w="http://schemas.microsoft.com/office/word/2003/wordml"><w:body>' +
      [
        'Kenji Watanabe',
        'kenji@example.jp',
        'EXPERIENCE',
        'Site Reliability Engineer',
        'Mercari, Tokyo — April 2019 to Present',
      ]
        .map(para)
        .join('') +
      '</w:body></w:wordDocument>';
    const { draft } = await reader.read(new TextEncoder().encode(xml), 'doc');
    expect(draft.full_name).toBe('Kenji Watanabe');
    expect(draft.email).toBe('kenji@example.jp');
    expect(draft.work_experiences[0]).toMatchObject({ start_date: '2019-04', end_date: null });
  });
});

describe('refusing what cannot be read', () => {
  it('refuses corrupt bytes as unreadable and goes on reading the next file', async () => {
    const broken = new TextEncoder().encode('%PDF-1.7\n1 0 obj << /Type /Catalog >> garbage');
    const error = await reader.read(broken, 'pdf').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DocumentReadError);
    expect(error).toMatchObject({
      reason: 'unreadable',
      message: serverMessages.unreadableDocument,
    });
    const { draft } = await reader.read(await oneColumnCv(), 'pdf');
    expect(draft.full_name).toBe('José Müller-Peña');
  });

  it('refuses a document that takes too long, and a fresh worker reads the next one', async () => {
    const slow = createResumeReader({ timeoutMs: 1 });
    try {
      const error = await slow.read(await oneColumnCv(), 'pdf').catch((e: unknown) => e);
      expect(error).toMatchObject({
        reason: 'too_complex',
        message: serverMessages.documentTooComplex,
      });
    } finally {
      await slow.close();
    }
    // The shared reader was never held up by the other one's stuck worker.
    const { draft } = await reader.read(await oneColumnCv(), 'pdf');
    expect(draft.email).toBe('jose.muller@example.org');
  });

  it('answers busy when more documents wait than the queue holds', async () => {
    const small = createResumeReader({ maxQueue: 1 });
    try {
      const bytes = await oneColumnCv();
      const first = small.read(bytes, 'pdf');
      const second = small.read(bytes, 'pdf');
      const third = small.read(bytes, 'pdf').catch((e: unknown) => e);
      expect(await third).toMatchObject({ reason: 'busy', message: serverMessages.serverBusy });
      expect((await first).draft.full_name).toBe('José Müller-Peña');
      expect((await second).draft.full_name).toBe('José Müller-Peña');
    } finally {
      await small.close();
    }
  });

  it('refuses a PDF of more pages than a CV has, before reading them', async () => {
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.Helvetica);
    for (let p = 0; p < 25; p += 1) {
      doc.addPage([595, 842]).drawText(`Page ${p + 1}`, { x: 50, y: 800, size: 12, font });
    }
    const error = await reader.read(await doc.save(), 'pdf').catch((e: unknown) => e);
    expect(error).toMatchObject({
      reason: 'too_complex',
      message: serverMessages.documentTooComplex,
    });
  });

  it('refuses a small DOCX that unpacks into a huge document (a zip bomb)', async () => {
    const bomb = new Document({
      sections: [{ children: [new Paragraph('lorem ipsum '.repeat(3_000_000))] }],
    });
    const bytes = new Uint8Array(await Packer.toBuffer(bomb));
    expect(bytes.length).toBeLessThan(1_000_000);
    const guarded = createResumeReader({ timeoutMs: 3000 });
    try {
      const error = await guarded.read(bytes, 'docx').catch((e: unknown) => e);
      expect(error).toMatchObject({
        reason: 'too_complex',
        message: serverMessages.documentTooComplex,
      });
    } finally {
      await guarded.close();
    }
  });

  it('refuses a document as too complex when the reader runs out of memory', async () => {
    // Twenty pages of dense text under a tiny heap: the worker dies, the answer is "too complex".
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.Helvetica);
    for (let p = 0; p < 20; p += 1) {
      const page = doc.addPage([595, 842]);
      for (let y = 820; y > 20; y -= 6) {
        page.drawText('word '.repeat(40), { x: 10, y, size: 5, font });
      }
    }
    const small = createResumeReader({ maxMemoryMb: 8 });
    try {
      const error = await small.read(await doc.save(), 'pdf').catch((e: unknown) => e);
      expect(error).toMatchObject({
        reason: 'too_complex',
        message: serverMessages.documentTooComplex,
      });
    } finally {
      await small.close();
    }
  });
});
