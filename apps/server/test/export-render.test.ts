/**
 * The CV renderer end to end: profiles → CvDocument → Typst in its worker → PDF, then the PDF
 * read back the way recruiters' software reads it (pdf.js, and poppler's pdftotext where
 * installed): every field in the text, in reading order for the ATS template, no ligature
 * characters, metadata, links, page size, page breaks, hostile input printed literally, and the
 * server's own CV reader getting the profile back out.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CV_PRINT_MAX_CHARS, cvExportTexts, type Profile } from '@vita/api/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractLines } from '../src/infra/documents/extract';
import { openPdf, readingOrder } from '../src/infra/documents/extract/pdf';
import { readResume } from '../src/infra/documents/resume/read-resume';
import {
  createCvRenderer,
  CV_TEMPLATES,
  CvRenderError,
  toCvDocument,
  type CvDocument,
  type CvTemplate,
} from '../src/infra/export';
import { TYPST_MEMORY_MB } from '../src/infra/export/template-names';
import { createTypstEngine } from '../src/infra/export/typst-engine';
import {
  HOSTILE,
  hostileProfile,
  hostileUser,
  richCv,
  richProfile,
  richUser,
} from './export-fixtures';
import { ARABIC_RUN, BIDI_MARKS, norm, readPdf, type ReadPdf } from './pdf-reading';

const PDFTOTEXT = '/usr/bin/pdftotext';
const hasPdftotext = existsSync(PDFTOTEXT);

const scratch = mkdtempSync(join(tmpdir(), 'vita-export-'));

function pdftotext(bytes: Uint8Array): string {
  const file = join(scratch, `cv-${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, bytes);
  return execFileSync(PDFTOTEXT, ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
}

const shortUrl = (url: string) => url.replace(/^https?:\/\/(www\.)?/, '').replace(/\/+$/, '');
const lines = (value: string | null) =>
  (value ?? '')
    .split('\n')
    .map((line) => line.trim().replace(/^[•●▪◦‣·*–-]\s+/, ''))
    .filter(Boolean);

const MONTHS = 'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec'.split(' ');
/** As precise as stored: a year alone prints as the year, a month as "Mar 2019". */
const monthYear = (iso: string | null) =>
  !iso
    ? null
    : iso.length === 4
      ? iso
      : `${MONTHS[Number(iso.slice(5, 7)) - 1]} ${iso.slice(0, 4)}`;
const dateRange = (start: string | null, end: string | null, current = false) =>
  [monthYear(start), current ? 'Present' : monthYear(end)].filter(Boolean).join(' – ');

/**
 * Every value a template prints for the document, as it should read: free texts line by line
 * (without the bullet a user typed), and Arabic runs apart from the Latin text around them.
 */
function expectedTexts(doc: CvDocument): string[] {
  const { person, sections } = doc;
  const out: string[] = [person.full_name, doc.headline ?? '', person.email ?? ''];
  out.push(person.phone ?? '', person.location ?? '');
  for (const url of Object.values(person.links)) if (url) out.push(shortUrl(url));
  for (const url of person.other_links) out.push(shortUrl(url));
  out.push(...lines(doc.summary));
  for (const work of sections.work) {
    out.push(work.job_title, work.company_name, work.team ?? '', work.company_location ?? '');
    out.push(
      work.employment_type_label ?? '',
      dateRange(work.start_date, work.end_date, work.is_current),
    );
    out.push(...lines(work.description), ...lines(work.achievements), work.skills_used ?? '');
  }
  for (const school of sections.education) {
    out.push(school.institution_name, school.field_of_study ?? '', school.degree ?? '');
    out.push(school.location ?? '');
    out.push(dateRange(school.start_date, school.end_date, school.is_current), school.gpa ?? '');
    out.push(...lines(school.description), school.activities ?? '');
  }
  for (const skill of sections.skills) out.push(skill.name, skill.category ?? '');
  for (const project of sections.projects) {
    out.push(project.name, project.role ?? '', ...lines(project.description));
    out.push(dateRange(project.start_date, project.end_date, project.is_ongoing));
    out.push(...project.technologies_used);
    for (const url of [project.project_url, project.repository_url])
      if (url) out.push(shortUrl(url));
  }
  for (const cert of sections.certifications) {
    out.push(cert.name, cert.issuing_organization, cert.credential_id ?? '');
    out.push(dateRange(cert.issue_date, cert.expiration_date), ...lines(cert.description));
    if (cert.credential_url) out.push(shortUrl(cert.credential_url));
  }
  // An Arabic run is checked on its own: see arabicWords.
  return out
    .flatMap((value) => value.split(ARABIC_RUN))
    .map(norm)
    .filter((value) => value !== '');
}

const arabicRuns = (doc: CvDocument) => (doc.summary ?? '').match(ARABIC_RUN) ?? [];

/** The values missing from a text, so a failure names them. */
const missing = (text: string, values: string[]) => {
  const flat = norm(text);
  return values.filter((value) => !flat.includes(value));
};

/** Where each value first appears after the one before it, or -1 from the first out of order. */
function inOrder(text: string, values: string[]): { value: string; at: number }[] {
  const flat = norm(text);
  let from = 0;
  return values.map((value) => {
    const at = from < 0 ? -1 : flat.indexOf(value, from);
    from = at < 0 ? -1 : at + value.length;
    return { value, at };
  });
}

const LIGATURES = /[\ufb00-\ufb06]/;

// ---------------------------------------------------------------------------------------------

const renderer = createCvRenderer({ timeoutMs: 60_000 });
const rich = toCvDocument(richProfile(), richUser, richCv);
const rendered = new Map<CvTemplate, { bytes: Uint8Array; pdf: ReadPdf; poppler: string | null }>();

beforeAll(async () => {
  await renderer.warm();
  for (const template of CV_TEMPLATES) {
    const bytes = await renderer.pdf(rich, template);
    rendered.set(template, {
      bytes,
      pdf: await readPdf(bytes),
      poppler: hasPdftotext ? pdftotext(bytes) : null,
    });
  }
}, 180_000);

afterAll(async () => {
  await renderer.close();
  rmSync(scratch, { recursive: true, force: true });
});

const get = (template: CvTemplate) => rendered.get(template)!;

describe.each(CV_TEMPLATES)('the %s template', (template) => {
  it('is a PDF of two pages or more for a long CV', () => {
    const { bytes, pdf } = get(template);
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    expect(pdf.pages.length).toBeGreaterThanOrEqual(2);
  });

  it('has every field in its text as typed (pdf.js)', () => {
    expect(missing(get(template).pdf.text, expectedTexts(rich))).toEqual([]);
  });

  it('prints each date as precise as stored, and no employment type nobody gave', () => {
    const text = norm(get(template).pdf.text);
    const given = rich.sections.work.filter((work) => work.employment_type === 'full_time');
    expect(text.split('Full-time').length - 1).toBe(given.length);
    expect(text).toContain(norm('2013 – 2015'));
    expect(text).toContain(norm('Mar 2017 – Dec 2019'));
    expect(text).toContain(norm('2008 – Jun 2011'));
    expect(text).not.toContain(norm('Jan 2013'));
    expect(text).not.toContain(norm('Jan 2008'));
  });

  it('prints a team only on the entry that gives one', () => {
    const text = norm(get(template).pdf.text);
    const given = rich.sections.work.filter((work) => work.team);
    expect(given.length).toBe(1);
    expect(text.split('Payments Platform').length - 1).toBe(1);
  });

  it.skipIf(!hasPdftotext)('has every field in its text as typed (pdftotext)', () => {
    expect(missing(get(template).poppler!, expectedTexts(rich))).toEqual([]);
  });

  it('prints Arabic and Chinese with their own fonts (each extractor)', () => {
    const { pdf, poppler } = get(template);
    const runs = arabicRuns(rich);
    expect(runs).toEqual(['مهندس برمجيات']);
    // pdf.js gives the words of a right-to-left run in the order they are drawn (left to right),
    // each word itself in reading order; pdftotext puts the run back in reading order.
    const words = runs.flatMap((run) => run.split(/\s+/));
    expect(missing(pdf.text, words)).toEqual([]);
    expect(norm(pdf.text)).toContain('软件工程师');
    if (poppler !== null) {
      expect(missing(poppler, runs)).toEqual([]);
      expect(norm(poppler)).toContain('软件工程师');
    }
  });

  it('has no ligature characters in its text', () => {
    const { pdf, poppler } = get(template);
    expect(pdf.text).not.toMatch(LIGATURES);
    expect(norm(pdf.text)).toContain('office');
    expect(norm(pdf.text)).toContain('efficient');
    expect(norm(pdf.text)).toContain('fluffy');
    if (poppler !== null) expect(poppler).not.toMatch(LIGATURES);
  });

  it('carries the title and author in its metadata', () => {
    const { pdf } = get(template);
    expect(pdf.title).toBe(rich.title);
    expect(pdf.author).toBe(rich.person.full_name);
  });

  it('links the e-mail address and every web address', () => {
    const links = get(template).pdf.links.map((url) => new URL(url).href);
    const expected = [
      `mailto:${rich.person.email}`,
      rich.person.links.linkedin!,
      rich.person.links.github!,
      rich.person.links.portfolio!,
      ...rich.person.other_links,
      ...rich.sections.projects.flatMap((p) => [p.project_url, p.repository_url]),
      ...rich.sections.certifications.map((c) => c.credential_url),
    ]
      .filter((url): url is string => url !== null)
      .map((url) => new URL(url).href);
    expect(links).toEqual(expect.arrayContaining(expected));
  });

  it('prints the other links in the header when given, and none when not', async () => {
    expect(rich.person.other_links).toHaveLength(2);
    const given = norm(get(template).pdf.text);
    for (const url of rich.person.other_links) expect(given).toContain(norm(shortUrl(url)));
    const none = { ...rich, person: { ...rich.person, other_links: [] } };
    const pdf = await readPdf(await renderer.pdf(none, template));
    for (const url of rich.person.other_links) {
      expect(norm(pdf.text)).not.toContain(norm(shortUrl(url)));
      expect(pdf.links).not.toContain(url);
    }
    expect(norm(pdf.text)).toContain(norm(shortUrl(rich.person.links.portfolio!)));
  });

  it('is A4 by default', () => {
    for (const page of get(template).pdf.pages) {
      expect(page.width).toBeCloseTo(595.28, 1);
      expect(page.height).toBeCloseTo(841.89, 1);
    }
  });
});

describe('reading order', () => {
  /** Name, headline, contact details, then each section's entries in order. */
  const sequence = (doc: CvDocument, contactFirst: boolean) => {
    const { person, sections } = doc;
    const contact = [
      person.location!,
      person.email!,
      person.phone!,
      ...Object.values(person.links).map((url) => shortUrl(url!)),
    ];
    const work = sections.work.flatMap((entry) => [entry.job_title, entry.company_name]);
    const schools = sections.education.map((entry) => entry.institution_name);
    return [person.full_name, doc.headline!, ...(contactFirst ? contact : []), ...work, ...schools];
  };

  it('the ATS template reads name, headline, contact, then each section in order', () => {
    const { pdf, poppler } = get('ats');
    const { sections } = rich;
    const values = [
      ...sequence(rich, true),
      'Skills',
      ...sections.skills.map((skill) => skill.name),
      'Projects',
      ...sections.projects.map((project) => project.name),
      'Certifications',
      ...sections.certifications.map((cert) => cert.name),
    ];
    expect(inOrder(pdf.text, values).filter(({ at }) => at < 0)).toEqual([]);
    if (poppler !== null) expect(inOrder(poppler, values).filter(({ at }) => at < 0)).toEqual([]);
    // The section headings an ATS looks for, in the default order.
    const headings = ['Summary', 'Experience', 'Education', 'Skills', 'Projects', 'Certifications'];
    const rows = get('ats').pdf.pages.flatMap((page) => page.rows.map((row) => row.text));
    expect(rows.filter((row) => headings.includes(row))).toEqual(headings);
  });

  it('the modern template reads name, contact and skills, then the main column in order', () => {
    const { pdf, poppler } = get('modern');
    const values = [
      rich.person.full_name,
      rich.headline!,
      rich.person.email!,
      ...rich.sections.skills.map((skill) => skill.name),
      ...sequence(rich, false).slice(2),
    ];
    expect(inOrder(pdf.text, values).filter(({ at }) => at < 0)).toEqual([]);
    if (poppler !== null) {
      // pdftotext may print a right-aligned date before its title, but never mixes the columns.
      expect(inOrder(poppler, values).filter(({ at }) => at < 0)).toEqual([]);
    }
  });
});

describe('the modern template with a side column longer than a page', () => {
  it('breaks the side column across pages and keeps every skill and the main column', async () => {
    // 90 skills, each in a group of its own, make a side column taller than the first page.
    const skills = Array.from({ length: 90 }, (_, i) => ({
      id: `00000000-0000-4000-8000-9${String(i).padStart(11, '0')}`,
      name: `Skill number ${i + 1}`,
      proficiency_level: 'advanced' as const,
      category: `Group ${i + 1}`,
    }));
    const doc = toCvDocument({ ...richProfile(), skills }, richUser, richCv);
    const pdf = await readPdf(await renderer.pdf(doc, 'modern'));
    // Every field of the CV, every skill among them, is in the text.
    expect(missing(pdf.text, expectedTexts(doc))).toEqual([]);
    // The side column goes on over the next pages, inside their margins (placed on the first
    // page, the skills past its foot were lost).
    const pageOf = (value: string) =>
      pdf.pages.findIndex((page) => page.rows.some((row) => norm(row.text).includes(value)));
    expect(pageOf('Skill number 1')).toBe(0);
    expect(pageOf('Skill number 90')).toBeGreaterThan(0);
  });
});

describe('page breaks', () => {
  const headings = ['Summary', 'Profile', 'Experience', 'Education', 'Skills', 'Projects'];
  const FOOTER = /^\d+ \/ \d+$/;

  /** The last row of each page but the last, without the page number. */
  const pageEnds = (pdf: ReadPdf) =>
    pdf.pages.slice(0, -1).map((page) => {
      const rows = page.rows.filter((row) => !FOOTER.test(row.text));
      return rows[rows.length - 1]?.text ?? '';
    });

  it.each(CV_TEMPLATES)(
    'never leave a heading or an entry head alone at the foot of a page (%s)',
    async (template) => {
      const heads = [
        ...rich.sections.work.flatMap((e) => [e.job_title, e.company_name]),
        ...rich.sections.education.flatMap((e) => [e.institution_name, `${e.degree} in`]),
        ...rich.sections.projects.map((e) => e.name),
        ...rich.sections.certifications.map((e) => e.name),
      ];
      // A summary of 0 to 11 lines moves every later heading and entry down the pages.
      for (let extra = 0; extra < 12; extra += 1) {
        const summary = [rich.summary, ...Array.from({ length: extra }, () => 'Filler line.')];
        const doc = { ...rich, summary: summary.join('\n') };
        const pdf = await readPdf(await renderer.pdf(doc, template));
        for (const end of pageEnds(pdf)) {
          expect(headings, `${template} +${extra}: "${end}"`).not.toContain(end);
          expect(
            heads.filter((head) => end.startsWith(head)),
            `${template} +${extra}: "${end}"`,
          ).toEqual([]);
        }
      }
    },
    120_000,
  );
});

describe('hostile input', () => {
  const hostile = toCvDocument(
    hostileProfile(),
    hostileUser,
    { title: `CV ${HOSTILE}` },
    {
      paper: 'us-letter',
    },
  );
  /** Whitespace aside: a narrow column wraps a field anywhere, and pdftotext drops some spaces. */
  const squash = (text: string) => text.replace(BIDI_MARKS, '').replace(/\s+/g, '');
  const fields = (profile: Profile) => {
    const out: string[] = [hostileUser.full_name];
    const walk = (value: unknown) => {
      if (typeof value === 'string' && value.includes(HOSTILE)) out.push(value);
      else if (Array.isArray(value)) value.forEach(walk);
      else if (value && typeof value === 'object') Object.values(value).forEach(walk);
    };
    walk(profile);
    return out;
  };

  it.each(CV_TEMPLATES)('prints Typst syntax in every field as typed (%s)', async (template) => {
    const bytes = await renderer.pdf(hostile, template);
    const pdf = await readPdf(bytes);
    const expected = fields(hostileProfile());
    expect(expected.length).toBeGreaterThanOrEqual(20);
    const absent = (text: string) =>
      expected.filter((value) => !squash(text).includes(squash(value)));
    expect(absent(pdf.text)).toEqual([]);
    if (hasPdftotext) expect(absent(pdftotext(bytes))).toEqual([]);
    for (const raw of ['#', '$', '[', ']', '\\', '@', '*', '_', '<', '>', '//', '/*', '`', '~']) {
      expect(pdf.text).toContain(raw);
    }
    // The name's "#set page(width: 1pt)" changed nothing: one US Letter page, the title intact.
    expect(pdf.pages).toHaveLength(1);
    expect(pdf.pages[0]!.width).toBeCloseTo(612, 1);
    expect(pdf.pages[0]!.height).toBeCloseTo(792, 1);
    expect(pdf.title).toBe(`CV ${HOSTILE}`);
    expect(pdf.links).toContain('https://www.linkedin.com/in/eve?x=%23[a]');
  });
});

describe('paper', () => {
  it.each(CV_TEMPLATES)('US Letter is 8.5 × 11 in on every page (%s)', async (template) => {
    const pdf = await readPdf(await renderer.pdf({ ...rich, paper: 'us-letter' }, template));
    expect(pdf.pages.length).toBeGreaterThanOrEqual(2);
    for (const page of pdf.pages) {
      expect(page.width).toBeCloseTo(612, 1);
      expect(page.height).toBeCloseTo(792, 1);
    }
  });
});

describe('repeats', () => {
  it('answers a repeated CV with the same bytes, and a changed one with its own', async () => {
    const first = await renderer.pdf(rich, 'ats');
    const again = await renderer.pdf(rich, 'ats');
    expect(Buffer.from(again).equals(Buffer.from(first))).toBe(true);
    const retitled = await renderer.pdf({ ...rich, title: 'Another title' }, 'ats');
    expect((await readPdf(retitled)).title).toBe('Another title');
    const letter = await renderer.pdf({ ...rich, paper: 'us-letter' }, 'ats');
    expect((await readPdf(letter)).pages[0]!.width).toBeCloseTo(612, 1);
    const pageTwo = await renderer.svg(rich, 'ats', 2);
    expect(pageTwo.svg).not.toBe((await renderer.svg(rich, 'ats', 1)).svg);
  });
});

describe('previews', () => {
  it('renders one page as a standalone SVG', async () => {
    const first = await renderer.svg(rich, 'ats', 1);
    const second = await renderer.svg(rich, 'modern', 2);
    expect(first.pages).toBe(get('ats').pdf.pages.length);
    expect(second.pages).toBe(get('modern').pdf.pages.length);
    for (const { svg } of [first, second]) {
      expect(svg.startsWith('<svg')).toBe(true);
      expect(svg.trimEnd().endsWith('</svg>')).toBe(true);
      expect(svg.match(/class="typst-page"/g)).toHaveLength(1);
    }
    expect(first.svg).toMatch(/viewBox="0 0 595\.\d+ 841\.\d+"/);
    expect(first.svg).toContain('José Müller-Łukasiewicz');
    expect(second.svg).not.toContain('José Müller-Łukasiewicz');
  });

  it('refuses a page the CV does not have', async () => {
    const pages = get('compact').pdf.pages.length;
    await expect(renderer.svg(rich, 'compact', pages + 1)).rejects.toMatchObject({
      name: 'CvRenderError',
      reason: 'invalid',
      message: `There is no page ${pages + 1}: this CV has ${pages} pages.`,
    });
    await expect(renderer.svg(rich, 'compact', 0)).rejects.toMatchObject({ reason: 'invalid' });
  });
});

describe('errors', () => {
  it('refuses an unknown template', async () => {
    const error = await renderer.pdf(rich, 'fancy' as CvTemplate).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CvRenderError);
    expect(error).toMatchObject({ reason: 'invalid' });
  });

  it('says a template failed, with what Typst said for the log', async () => {
    const broken = { ...rich, person: null } as unknown as CvDocument;
    const error = await renderer.pdf(broken, 'ats').catch((e: unknown) => e);
    expect(error).toMatchObject({
      name: 'CvRenderError',
      reason: 'template_error',
      message: 'The CV could not be rendered with this template.',
    });
    expect((error as CvRenderError).detail).toMatch(/ats\.typ.*none/);
    // The worker goes on serving.
    expect((await renderer.pdf(rich, 'ats')).length).toBeGreaterThan(1000);
  });

  it('refuses a render past its deadline as too complex, and the next render works', async () => {
    const hurried = createCvRenderer({ timeoutMs: 50 });
    try {
      // The first render starts the compiler: far longer than 50 ms.
      await expect(hurried.pdf(rich, 'ats')).rejects.toMatchObject({ reason: 'too_complex' });
    } finally {
      await hurried.close();
    }
  });

  it('refuses a CV longer than a print may be, with the declared text', async () => {
    const huge = { ...rich, summary: 'x'.repeat(CV_PRINT_MAX_CHARS) };
    await expect(renderer.pdf(huge, 'ats')).rejects.toMatchObject({
      reason: 'too_long',
      message: cvExportTexts.renderTooLong,
    });
  });

  it('refuses renders beyond its queue as busy', async () => {
    const small = createCvRenderer({ maxQueue: 1 });
    try {
      const results = await Promise.allSettled([
        small.pdf(rich, 'ats'),
        small.pdf(rich, 'ats'),
        small.pdf(rich, 'ats'),
      ]);
      expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'rejected']);
      expect((results[2] as PromiseRejectedResult).reason).toMatchObject({ reason: 'busy' });
    } finally {
      await small.close();
    }
  }, 60_000);
});

describe('worker threads', () => {
  it('goes on rendering while a fresh thread takes over from one that holds too much memory', async () => {
    const recycled: number[] = [];
    // Any thread holds more than 1 MB: each first render of a thread's life hands over.
    const short = createCvRenderer({
      memoryMb: 1,
      timeoutMs: 60_000,
      onRecycle: (memoryMb) => recycled.push(memoryMb),
    });
    try {
      const sizes: number[] = [];
      // Two at a time, so renders are in flight on the old thread while the new one warms up.
      for (let round = 0; round < 4; round += 1) {
        const pair = await Promise.all([short.pdf(rich, 'compact'), short.svg(rich, 'ats', 1)]);
        sizes.push(pair[0].length, pair[1].svg.length);
      }
      expect(sizes.every((size) => size > 1000)).toBe(true);
      // A fresh thread took over; each thread had set aside only what it was given (nothing:
      // it held more already), so it held what its renders had used, far below the default.
      expect(recycled.length).toBeGreaterThan(0);
      expect(Math.max(...recycled)).toBeLessThan(TYPST_MEMORY_MB / 2);
    } finally {
      await short.close();
    }
  }, 120_000);

  it.runIf(process.platform === 'linux')(
    "renders at a lower priority than the server's own thread",
    () => {
      // The nice value of each thread of this process (field 19 of its stat line).
      const nice = (stat: string) => Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
      const threads = readdirSync('/proc/self/task').map((tid) =>
        nice(readFileSync(`/proc/self/task/${tid}/stat`, 'utf8')),
      );
      expect(nice(readFileSync('/proc/thread-self/stat', 'utf8'))).toBe(0);
      // The renderer above has rendered, so its thread is running.
      expect(threads).toContain(10);
    },
  );

  it('refuses what is asked after closing', async () => {
    const closing = createCvRenderer();
    await closing.close();
    await expect(closing.pdf(rich, 'ats')).rejects.toThrow(/closed/);
  });
});

describe("Typst's memory", () => {
  // Here in the test's own thread: the compiler's module, and so its memory, is one per thread.
  it('is set aside when the compiler starts, and new CVs are laid out without growing it', async () => {
    const engine = await createTypstEngine();
    const start = engine.memory();
    expect(start).toBeGreaterThanOrEqual((TYPST_MEMORY_MB - 2) * 1024 * 1024);
    expect(start).toBeLessThanOrEqual(TYPST_MEMORY_MB * 1024 * 1024);
    for (const [i, template] of CV_TEMPLATES.entries()) {
      await engine.pdf(
        { ...rich, title: `${rich.title} ${i}`, summary: `Version ${i}.` },
        template,
      );
    }
    expect(engine.memory()).toBe(start);
  }, 60_000);

  it("is the renderer's to size, thread by thread", async () => {
    const sized = createCvRenderer({ memoryMb: 300, timeoutMs: 60_000 });
    try {
      const { memoryMb } = await sized.warm();
      expect(memoryMb).toBeGreaterThanOrEqual(298);
      expect(memoryMb).toBeLessThanOrEqual(300);
    } finally {
      await sized.close();
    }
  }, 60_000);
});

describe('toCvDocument', () => {
  const profile = richProfile();
  const [firstJob, secondJob] = profile.work_experiences;

  it("takes the CV's own headline, else the professional title, never the target job", () => {
    expect(toCvDocument(profile, richUser, richCv).headline).toBe('Staff Software Engineer');
    expect(toCvDocument(profile, richUser, null).headline).toBe('Senior Software Engineer');
    expect(toCvDocument(profile, richUser, { title: 'x', headline: ' ' }).headline).toBe(
      'Senior Software Engineer',
    );
    const aimed = { title: 'x', target_job_title: 'Head of Platform' };
    expect(toCvDocument(profile, richUser, aimed).headline).toBe('Senior Software Engineer');
    const untitled = { ...profile, basic_info: null };
    expect(toCvDocument(untitled, richUser, aimed).headline).toBeNull();
  });

  it("prints the profile's contact details unless the CV gives its own or leaves one off", () => {
    const basics = profile.basic_info!;
    const byDefault = toCvDocument(profile, richUser, { title: 'x' }).person;
    expect(byDefault).toEqual({
      full_name: richUser.full_name,
      email: basics.email,
      phone: basics.phone,
      location: basics.location,
      links: {
        linkedin: basics.linkedin_url,
        github: basics.github_url,
        portfolio: basics.portfolio_url,
      },
      other_links: basics.links,
    });

    const own = toCvDocument(profile, richUser, {
      title: 'x',
      contact_email: 'jobs@example.org',
      contact_phone: '+1 555 0100',
      contact_location: 'Remote',
      linkedin_profile_url: 'https://www.linkedin.com/in/someone-else',
    }).person;
    expect(own.email).toBe('jobs@example.org');
    expect(own.phone).toBe('+1 555 0100');
    expect(own.location).toBe('Remote');
    expect(own.links.linkedin).toBe('https://www.linkedin.com/in/someone-else');

    const off = toCvDocument(profile, richUser, {
      title: 'x',
      contact_email: 'jobs@example.org',
      hidden_contacts: ['email', 'phone', 'github', 'links'],
    }).person;
    expect(off.email).toBeNull();
    expect(off.phone).toBeNull();
    expect(off.links.github).toBeNull();
    expect(off.other_links).toEqual([]);
    expect(off.location).toBe(basics.location);
    expect(off.links.portfolio).toBe(basics.portfolio_url);

    // Nothing the person did not give: no phone in the profile and none on the CV prints none.
    const noPhone = { ...profile, basic_info: { ...basics, phone: null } };
    expect(
      toCvDocument(noPhone, richUser, { title: 'x', contact_phone: ' ' }).person.phone,
    ).toBeNull();
    // No other links in the profile (or a profile saved before it had them) print none.
    const noLinks = { ...profile, basic_info: { ...basics, links: undefined } };
    expect(toCvDocument(noLinks, richUser, { title: 'x' }).person.other_links).toEqual([]);
    // No e-mail in the profile and none on the CV prints none, never the sign-in address.
    const noEmail = { ...profile, basic_info: { ...basics, email: null } };
    expect(toCvDocument(noEmail, richUser, { title: 'x' }).person.email).toBeNull();
  });

  it('orders sections by default as work, education, skills, projects, certifications', () => {
    const doc = toCvDocument(profile, richUser, null);
    expect(doc.section_order).toEqual([
      'work',
      'education',
      'skills',
      'projects',
      'certifications',
    ]);
    expect(doc.paper).toBe('a4');
    expect(doc.title).toBe('José Müller-Łukasiewicz – CV');
  });

  it('follows the layout order, understands profile names, and appends what it left out', () => {
    const doc = toCvDocument(profile, richUser, null, {
      section_order: ['skills', 'nonsense', 'education_history', 'skills', 'work-experience'],
    });
    expect(doc.section_order).toEqual([
      'skills',
      'education',
      'work',
      'projects',
      'certifications',
    ]);
  });

  it('hides entries by id and sections by key', () => {
    const doc = toCvDocument(profile, richUser, null, {
      hidden: [secondJob!.id, 'projects', 'summary', profile.skills[0]!.id],
    });
    expect(doc.sections.work.map((entry) => entry.id)).not.toContain(secondJob!.id);
    expect(doc.sections.work.map((entry) => entry.id)).toContain(firstJob!.id);
    expect(doc.sections.work).toHaveLength(profile.work_experiences.length - 1);
    expect(doc.sections.skills.map((skill) => skill.name)).not.toContain('TypeScript');
    expect(doc.section_order).toEqual(['work', 'education', 'skills', 'certifications']);
    expect(doc.summary).toBeNull();
    expect(doc.hidden).toEqual(
      expect.arrayContaining([secondJob!.id, 'projects', 'summary', profile.skills[0]!.id]),
    );
  });

  it('keeps only http(s) links, dates as YYYY-MM-DD and one-line fields on one line', () => {
    const odd = richProfile();
    odd.basic_info!.linkedin_url = 'javascript:alert(1)';
    odd.basic_info!.github_url = 'not a url';
    odd.basic_info!.links = ['file:///etc/passwd', 'https://gitlab.com/jose-muller'];
    odd.work_experiences[0]!.job_title = 'Lead\nEngineer\u0007';
    odd.work_experiences[0]!.start_date = '2020-02-01T00:00:00.000Z';
    odd.projects[0]!.start_date = '2019-13-01';
    const doc = toCvDocument(odd, richUser, null, { paper: 'us-letter' });
    expect(doc.person.links).toEqual({
      linkedin: null,
      github: null,
      portfolio: 'https://jose-muller.dev',
    });
    expect(doc.person.other_links).toEqual(['https://gitlab.com/jose-muller']);
    expect(doc.sections.work[0]!.job_title).toBe('Lead Engineer');
    expect(doc.sections.work[0]!.start_date).toBe('2020-02-01');
    expect(doc.sections.work[0]!.end_date).toBeNull();
    expect(doc.sections.projects[0]!.start_date).toBe('');
    expect(doc.paper).toBe('us-letter');
  });

  it('is pure: the same input gives the same document, and the profile is untouched', () => {
    const before = JSON.stringify(profile);
    expect(toCvDocument(profile, richUser, richCv)).toEqual(
      toCvDocument(profile, richUser, richCv),
    );
    expect(JSON.stringify(profile)).toBe(before);
  });
});

describe('right-to-left text', () => {
  const arabicLine = 'مهندس برمجيات في برلين منذ عشر سنوات، أعمل مع Google Cloud و PostgreSQL.';
  const arabicPoint = 'قدت فريق منصة الدفع في الشركة.';
  const englishPoint = 'Led the PostgreSQL migration.';
  const doc: CvDocument = {
    ...rich,
    summary: `${arabicLine}\n• ${arabicPoint}\n• ${englishPoint}`,
  };

  /** The first page's pieces of text as pdf.js places them. */
  async function pieces(bytes: Uint8Array) {
    const pdf = await openPdf(bytes.slice());
    try {
      const content = await (await pdf.getPage(1)).getTextContent();
      return content.items.flatMap((item) =>
        'str' in item
          ? [{ text: item.str, x: item.transform[4] as number, y: item.transform[5] as number }]
          : [],
      );
    } finally {
      await pdf.destroy();
    }
  }

  it.each(CV_TEMPLATES)(
    'lays a line mostly in Arabic out from the right, its bullet on the right, in the %s template',
    async (template) => {
      const found = await pieces(await renderer.pdf(doc, template));
      const at = (text: string) => found.find((piece) => piece.text === text)!;
      const sameRow = (piece: { y: number }) =>
        found.filter((other) => Math.abs(other.y - piece.y) < 1);
      // The line starts at the right: its first word stands right of the Latin words it ends with.
      const first = at('مهندس');
      const last = sameRow(first).find((piece) => piece.text.includes('PostgreSQL'))!;
      expect(first.x).toBeGreaterThan(last.x);
      // A point in Arabic has its bullet right of its words; a point in English, left of them.
      const [arabicBullet, englishBullet] = found.filter((piece) => piece.text === '•').slice(0, 2);
      const arabicWords = sameRow(arabicBullet!).filter((piece) =>
        /\p{Script=Arabic}/u.test(piece.text),
      );
      expect(arabicWords.length).toBeGreaterThan(0);
      expect(arabicBullet!.x).toBeGreaterThan(Math.max(...arabicWords.map((piece) => piece.x)));
      const led = found.find((piece) => piece.text.startsWith('Led'))!;
      expect(englishBullet!.x).toBeLessThan(led.x);
    },
    60_000,
  );

  it.each(CV_TEMPLATES)(
    "is read back in reading order by Vita's CV reader (%s template)",
    async (template) => {
      const lines = (await extractLines(await renderer.pdf(doc, template), 'pdf')).map(
        (line) => line.text,
      );
      expect(lines).toEqual(
        expect.arrayContaining([arabicLine, `• ${arabicPoint}`, `• ${englishPoint}`]),
      );
      // An Arabic run inside an English line reads in its own order too.
      // A copy: pdf.js may take over the buffer it reads, and other tests read these bytes.
      const english = (await extractLines(get(template).bytes.slice(), 'pdf')).map(
        (line) => line.text,
      );
      for (const run of arabicRuns(rich)) expect(english.join(' ')).toContain(run);
    },
    60_000,
  );

  it('orders pieces drawn left to right as the bidirectional algorithm reads them', () => {
    const read = (...items: [string, boolean][]) =>
      readingOrder(items.map(([text, rtl]) => ({ text, rtl }))).map((item) => item.text);
    // No right-to-left text: as drawn.
    expect(read(['Staff', false], ['Engineer', false])).toEqual(['Staff', 'Engineer']);
    // An Arabic run in an English line, a number between its words: the run reads from its right.
    expect(
      read(
        ['Software', false],
        ['engineer', false],
        ['برمجيات', true],
        ['2', false],
        ['مهندس', true],
        ['in Berlin', false],
      ),
    ).toEqual(['Software', 'engineer', 'مهندس', '2', 'برمجيات', 'in Berlin']);
    // A line mostly in Arabic reads from the right, an English name in it as drawn.
    expect(
      read(
        ['PostgreSQL.', false],
        ['و', true],
        ['Google', false],
        ['Cloud', false],
        ['مع', true],
        ['أعمل', true],
        ['سنوات،', true],
        ['برلين', true],
        ['في', true],
        ['برمجيات', true],
        ['مهندس', true],
      ),
    ).toEqual([
      'مهندس',
      'برمجيات',
      'في',
      'برلين',
      'سنوات،',
      'أعمل',
      'مع',
      'Google',
      'Cloud',
      'و',
      'PostgreSQL.',
    ]);
  });
});

describe('round trip through the CV reader', () => {
  it('reads the ATS PDF back into the profile it came from', async () => {
    const { draft } = readResume(await extractLines(get('ats').bytes, 'pdf'));
    expect(draft.email).toBe(rich.person.email);
    expect(draft.basic_info.phone).toBe(rich.person.phone);
    expect(draft.full_name).toBe(rich.person.full_name);
    expect(draft.work_experiences.map((entry) => [entry.job_title, entry.company_name])).toEqual(
      rich.sections.work.map((entry) => [entry.job_title, entry.company_name]),
    );
    expect(draft.education_history.map((entry) => entry.institution_name)).toEqual(
      rich.sections.education.map((entry) => entry.institution_name),
    );
    expect(draft.skills.map((skill) => skill.name)).toEqual(
      rich.sections.skills.map((skill) => skill.name),
    );
  });
});
