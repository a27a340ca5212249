/**
 * Reading a job posting out of a fetched page: pages written for these tests (schema.org data in
 * a graph and in an array, a job board page full of furniture, a Markdown ad, a plain-text
 * posting, pages that are no posting), the real postings of the shared corpus when it is present,
 * and the worker that reads untrusted pages within a deadline and a memory cap.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { analysisServerTexts } from '@vita/api/schemas';
import { analyse, writeAnalysisReport } from '../src/infra/analysis/compare';
import { extractPosting } from '../src/infra/analysis/posting';
import { parseLenient } from '../src/infra/analysis/posting/json-ld';
import { findYears } from '../src/infra/analysis/posting/years';
import { createPostingReader, PostingReadError } from '../src/infra/analysis/posting-reader';
import type { FetchedPage, Posting } from '../src/infra/analysis/types';
import { CORPUS_DIR, corpusItems, normaliseForComparison } from './corpus';

const here = dirname(fileURLToPath(import.meta.url));

function fixture(name: string, kind: FetchedPage['kind']): FetchedPage {
  const body = readFileSync(join(here, 'fixtures', 'postings', name), 'utf8');
  return { url: `https://jobs.example/${name}`, kind, body };
}

/** The posting without its text, which is asserted apart. */
function fields(posting: Posting | null) {
  if (!posting) return null;
  const { text: _text, ...rest } = posting;
  return rest;
}

describe('extractPosting on written pages', () => {
  it('reads JSON-LD from an @graph past a broken block, with an HTML description', () => {
    const posting = extractPosting(fixture('graph-jsonld.html', 'html'));
    expect(fields(posting)).toEqual({
      title: 'Platform Engineer (Kubernetes)',
      company: 'Brightwater Energy GmbH',
      location: 'Hamburg, HH, Germany; Berlin, DE',
      responsibilities: [
        'Operate and upgrade our Kubernetes clusters on AWS (EKS)',
        'Build the CI/CD pipelines every product team deploys with',
        'Take part in a fair on-call rotation (one week in six)',
      ],
      required: [
        '3+ years running production workloads on Kubernetes',
        'Solid Terraform and Helm',
        'Experience with Go or Python for tooling',
      ],
      // "German is a plus" is wished for, although it is listed with the requirements.
      preferred: [
        'Fluent English; German is a plus',
        'Experience with Argo CD or Flux',
        'Knowledge of energy markets',
      ],
      years: 3,
      source: 'json-ld',
    });
    expect(posting!.text.split('\n')[0]).toBe('Platform Engineer (Kubernetes)');
    expect(posting!.text).toContain(
      'Brightwater Energy runs the software behind 40,000 home batteries.',
    );
    // The benefits are part of the text, never of the lists.
    expect(posting!.text).toContain('30 days of holiday');
  });

  it('reads a remote JobPosting from a JSON-LD array inside an HTML comment', () => {
    const posting = extractPosting(fixture('array-remote.html', 'html'));
    expect(fields(posting)).toEqual({
      title: 'Senior Analytics Engineer',
      company: 'Nordlicht Analytics',
      location: 'Remote (Germany, Austria)',
      responsibilities: [
        'Own the dbt project and its tests',
        'Model product and billing data for the finance team',
      ],
      required: [
        'Strong SQL and dbt',
        'Experience with Python for data work',
        'At least three years of experience building data models with SQL',
      ],
      // The data's `skills` tags stand in only where the posting states no requirements itself.
      preferred: ['Looker or Metabase experience is a plus'],
      // "founded 12 years ago" is the company's age, not experience.
      years: 3,
      source: 'json-ld',
    });
    expect(posting!.text).toContain('You will join a team of four analytics engineers');
  });

  it('reads a job board page without structured data, leaving out its furniture', () => {
    const posting = extractPosting(fixture('board-noise.html', 'html'));
    expect(fields(posting)).toEqual({
      title: 'Backend Developer (Node.js)',
      company: 'Ferrovia Logistics',
      location: 'Lisbon, Portugal',
      responsibilities: [
        'Design and build REST and event-driven services in Node.js and TypeScript',
        'Own the parcel tracking API end to end, from schema to on-call',
        'Review code and mentor two junior developers',
      ],
      required: [
        'You have 4+ years of backend development experience',
        'You know PostgreSQL well: indexes, query plans, migrations',
        'You have worked with message queues (RabbitMQ, Kafka or SQS)',
      ],
      preferred: [
        'Experience with Kubernetes is a plus',
        'You write clear English; Portuguese would be nice to have',
        'You have contributed to open source',
      ],
      // Not 10 (a similar job's) nor 15 (the company's age).
      years: 4,
      source: 'text',
    });
    for (const noise of [
      'Sign in',
      'Similar jobs',
      'Senior Java Developer',
      'Privacy',
      'Find jobs',
    ]) {
      expect(posting!.text).not.toContain(noise);
    }
    expect(posting!.text).toContain('Ferrovia Logistics moves 2 million parcels a week');
  });

  it('reads a Markdown startup ad with bold-line headings and wrapped lines', () => {
    const posting = extractPosting(fixture('startup.md', 'text'));
    expect(fields(posting)).toEqual({
      title: 'Founding Backend Engineer',
      company: 'Tallow',
      location: 'Amsterdam (hybrid)',
      responsibilities: [
        'Build our forecasting API in Python (FastAPI) and Postgres',
        "Turn data scientists' notebooks into reliable nightly jobs",
        'Talk to restaurant owners every other week to learn what they need',
      ],
      required: [
        '2+ years building production backend services',
        'Comfortable with SQL and data modelling',
        'You like owning things end to end, including the boring parts',
      ],
      preferred: [
        'Rust is a plus',
        'Experience with time-series forecasting',
        'You have worked in or for restaurants',
      ],
      years: 2,
      source: 'text',
    });
    // Markdown's marks are gone, and a wrapped paragraph is one line again.
    expect(posting!.text).toContain(
      'Tallow is a seed-stage startup that helps restaurants cut food waste by predicting what they will sell tomorrow.',
    );
    expect(posting!.text).not.toMatch(/\*\*|^#/m);
  });

  it('reads a plain-text posting with labels and ALL CAPS headings', () => {
    const posting = extractPosting(fixture('plain.txt', 'text'));
    expect(fields(posting)).toEqual({
      title: 'Data Protection Officer',
      company: 'Meridian Mutual Insurance',
      location: 'Lyon, France',
      responsibilities: [
        'Keep the register of processing activities up to date',
        'Advise product teams on privacy by design',
        'Handle requests from data subjects and the regulator',
      ],
      required: [
        'Degree in law or information security',
        'A minimum of 2 years as a DPO or privacy counsel, or 5 years in compliance',
        'Fluent French and English',
      ],
      preferred: ['CIPP/E certification preferred'],
      years: 2,
      source: 'text',
    });
  });

  it('reads a JSON body that is a JobPosting, and a contract length is not experience', () => {
    const posting = extractPosting(fixture('posting.json', 'json'));
    expect(fields(posting)).toEqual({
      title: 'Mobile Developer (iOS) & Swift',
      company: 'Cirrus Health Ltd',
      location: 'Manchester, GB',
      responsibilities: [
        'We are looking for an iOS developer for a 2 years contract to rebuild our patient app.',
      ],
      required: ['Minimum of 3 years of professional iOS development', 'Swift and SwiftUI'],
      preferred: ['Ideally, experience with HealthKit'],
      years: 3,
      source: 'json-ld',
    });
  });

  it('finds no posting on a search results page, a login page or an error page', () => {
    expect(extractPosting(fixture('search-results.html', 'html'))).toBeNull();
    expect(extractPosting(fixture('login.html', 'html'))).toBeNull();
    const notFound =
      '<html><head><title>Page not found | Acme Careers</title></head><body><h1>404</h1>' +
      '<p>The job you are looking for has been filled or removed.</p><a href="/jobs">All jobs</a></body></html>';
    expect(
      extractPosting({ url: 'https://acme.example/jobs/9', kind: 'html', body: notFound }),
    ).toBeNull();
    expect(
      extractPosting({ url: 'https://acme.example/api', kind: 'json', body: '{"jobs": []}' }),
    ).toBeNull();
    expect(
      extractPosting({ url: 'https://acme.example/x', kind: 'json', body: 'not json' }),
    ).toBeNull();
  });

  it('repairs JSON-LD as pages write it', () => {
    // A raw line break inside a string, trailing commas, and a CDATA wrapper.
    const written =
      '//<![CDATA[\n{"@context": "https://schema.org", "@type": "JobPosting", "title": "QA Engineer",\n' +
      '"hiringOrganization": {"name": "Kestrel Games",}, "description": "<p>Testing games.</p>\n' +
      '<h3>Requirements</h3><ul><li>2+ years of manual and automated testing</li></ul>",}\n//]]>';
    expect(parseLenient(written)).toMatchObject({ title: 'QA Engineer' });
    // Two objects one after the other, as some templates print them.
    expect(parseLenient('{"@type": "Organization"} {"@type": "JobPosting"}')).toEqual([
      { '@type': 'Organization' },
      { '@type': 'JobPosting' },
    ]);
    expect(parseLenient('{"title": ')).toBeUndefined();

    const posting = extractPosting({
      url: 'https://kestrel.example/jobs/qa',
      kind: 'html',
      body: `<html><head><script type="application/ld+json">${written}</script></head><body></body></html>`,
    });
    expect(fields(posting)).toEqual({
      title: 'QA Engineer',
      company: 'Kestrel Games',
      location: null,
      responsibilities: [],
      required: ['2+ years of manual and automated testing'],
      preferred: [],
      years: 2,
      source: 'json-ld',
    });
  });

  it('reads the page text when the JSON-LD is beyond repair or says too little', () => {
    const sections =
      '<h2>Responsibilities</h2><ul><li>Run the billing service</li><li>Answer pages at night, one week a month</li></ul>' +
      '<h2>Requirements</h2><ul><li>5+ years of professional Java experience</li><li>Experience with PostgreSQL</li></ul>' +
      '<p>Acme Billing is a payments company based in Leeds with a small, calm engineering team of twelve.</p>';
    const broken = extractPosting({
      url: 'https://acme.example/jobs/1',
      kind: 'html',
      body:
        '<html><head><title>Java Engineer | Acme Billing</title>' +
        '<script type="application/ld+json">{"@type": "JobPosting", "title": "Java Engineer", oops}</script>' +
        `</head><body><h1>Java Engineer</h1>${sections}</body></html>`,
    });
    expect(fields(broken)).toMatchObject({
      title: 'Java Engineer',
      company: 'Acme Billing',
      required: ['5+ years of professional Java experience', 'Experience with PostgreSQL'],
      years: 5,
      source: 'text',
    });

    const thin = extractPosting({
      url: 'https://acme.example/jobs/2',
      kind: 'html',
      body:
        '<html><head><script type="application/ld+json">{"@type": "JobPosting", "title": "Java Engineer",' +
        ' "hiringOrganization": "Acme Billing Ltd", "jobLocation": {"address": {"addressLocality": "Leeds"}}}</script>' +
        `</head><body><h1>Java Engineer</h1>${sections}</body></html>`,
    });
    expect(fields(thin)).toEqual({
      title: 'Java Engineer',
      company: 'Acme Billing Ltd',
      location: 'Leeds',
      responsibilities: ['Run the billing service', 'Answer pages at night, one week a month'],
      required: ['5+ years of professional Java experience', 'Experience with PostgreSQL'],
      preferred: [],
      years: 5,
      source: 'json-ld',
    });
  });
});

describe('the years a posting asks for', () => {
  it.each([
    ['5+ years of experience with Go', 5],
    ['3–10+ years experience in developer tooling', 3],
    ['At least three years of professional experience', 3],
    ['A minimum of 2 years in a similar role', 2],
    ['Minimum of four (4) years of full-time, paid software development experience', 4],
    ['2-4 yrs of hands-on experience with React', 2],
    ['Two or more years of experience as a nurse', 2],
  ])('%s → %s', (line, years) => {
    expect(findYears([line], line)).toBe(years);
  });

  it('ignores years that are not experience', () => {
    const text = [
      'We were founded 25 years ago and have grown every year since.',
      'This is a 2 years contract with possibility of renewal.',
      'Our customers stay with us for over 10 years.',
      'Temporary, Full-Time (1 year contract). Compensation is commensurate with experience.',
    ].join('\n');
    expect(findYears([], text)).toBeNull();
    // The smallest number asked for wins, wherever the requirement lines put it.
    expect(findYears(['7+ years with Python', '3 years of SQL experience'], text)).toBe(3);
  });
});

interface Truth {
  title: string;
  company: string;
  location?: string;
  years_experience: number | string | null;
  required: string[];
  preferred: string[];
}
interface Item {
  id: string;
  kind: string;
  format: string;
  file: string;
  ground_truth: Truth;
}

const normalise = normaliseForComparison;

/** Words that carry no requirement of their own. */
const STOPWORDS = new Set(
  'a an the and or of in to with for on as at by is are be your our their such e g etc ie'.split(
    ' ',
  ),
);
const tokens = (text: string) =>
  new Set(
    normalise(text)
      .split(' ')
      .filter((word) => word && !STOPWORDS.has(word)),
  );

/**
 * A ground-truth item is found when an extracted line holds at least 80% of its words and at
 * least half of the line's words are the item's: a line that merely contains it among much else
 * (a whole paragraph) does not count, nor does a line that shares a few common words. Each
 * extracted line may match one item only.
 */
function recall(truths: string[], lines: string[]): { found: number; total: number } {
  const used = new Set<number>();
  let found = 0;
  for (const truth of truths) {
    const want = tokens(truth);
    const index = lines.findIndex((line, at) => {
      if (used.has(at)) return false;
      const got = tokens(line);
      let shared = 0;
      for (const word of want) if (got.has(word)) shared += 1;
      return shared / want.size >= 0.8 && shared / Math.max(got.size, 1) >= 0.5;
    });
    if (index >= 0) {
      used.add(index);
      found += 1;
    }
  }
  return { found, total: truths.length };
}

/** "3–10+" asks for 3 years: the smallest number. */
const truthYears = (value: number | string | null) =>
  typeof value === 'number' ? value : value ? Number(/\d+/.exec(value)?.[0] ?? NaN) : null;

/** The share of the truth's words in the extracted location. */
function locationOverlap(truth: string | undefined, guess: string | null) {
  const want = tokens(truth ?? '');
  const got = tokens(guess ?? '');
  let shared = 0;
  for (const word of want) if (got.has(word)) shared += 1;
  return want.size === 0 ? 1 : shared / want.size;
}

const corpus = corpusItems<Item>();
const postings: Item[] = (corpus ?? []).filter((item) => item.kind === 'posting');

describe.skipIf(corpus === null)('extractPosting on the real postings of the corpus', () => {
  const report: string[] = [];
  const totals = { required: { found: 0, total: 0 }, preferred: { found: 0, total: 0 } };
  afterAll(() => {
    const share = ({ found, total }: { found: number; total: number }) =>
      `${found}/${total} (${Math.round((found / Math.max(total, 1)) * 100)}%)`;
    console.log(
      [
        ...report,
        `all: required ${share(totals.required)}, preferred ${share(totals.preferred)}`,
      ].join('\n'),
    );
  });

  // The corpus grows with postings from other countries and professions, and how much of each the
  // reader gets right is an accuracy figure, not a pass or fail: the shared scorer
  // (analysis-score.mjs) measures it, and this block prints it. What every posting must meet,
  // whatever it is, is that reading it ends in a posting or a clear "not a posting", never an
  // error, and that what is read is sound.
  it('has its postings', () => {
    expect(postings.length).toBeGreaterThan(0);
  });

  it.each(postings.map((item) => [item.id, item] as const))('%s', (_id, item) => {
    const truth = item.ground_truth;
    const body = readFileSync(join(CORPUS_DIR, item.file), 'utf8');
    const kind = item.format === 'html' ? 'html' : 'text';
    const posting = extractPosting({ url: `https://example.org/${item.id}`, kind, body });
    if (posting === null) {
      report.push(`${item.id}: not read as a posting`);
      return;
    }
    const required = recall(truth.required, posting.required);
    const preferred = recall(truth.preferred, posting.preferred);
    totals.required.found += required.found;
    totals.required.total += required.total;
    totals.preferred.found += preferred.found;
    totals.preferred.total += preferred.total;
    report.push(
      `${item.id}: title ${normalise(posting.title) === normalise(truth.title) ? 'ok' : 'WRONG'}, ` +
        `company ${normalise(posting.company) === normalise(truth.company) ? 'ok' : 'WRONG'}, ` +
        `location "${posting.location}" (${Math.round(locationOverlap(truth.location, posting.location) * 100)}% of "${truth.location}"), ` +
        `years ${posting.years} (truth ${truthYears(truth.years_experience)}), required ${required.found}/${required.total} ` +
        `(${posting.required.length} lines extracted), ` +
        `preferred ${preferred.found}/${preferred.total}`,
    );
    // Sound: every requirement line is text from the page, none empty, none repeated.
    for (const line of [...posting.required, ...posting.preferred]) {
      expect(line.trim().length).toBeGreaterThan(0);
    }
    expect(new Set(posting.required).size).toBe(posting.required.length);
    if (posting.years !== null) expect(posting.years).toBeGreaterThan(0);
  });
});

/** A page of many paragraphs: 100,000 make 7 MB that take seconds and hundreds of MB to parse. */
function hugePage(paragraphs: number): FetchedPage {
  const block = '<div><p>Some words here <b>in bold</b> and <a href="#">a link</a>.</p></div>';
  return {
    url: 'https://jobs.example/huge',
    kind: 'html',
    body: `<html><head><title>Engineer</title></head><body><h1>Engineer</h1>${block.repeat(paragraphs)}</body></html>`,
  };
}

describe('the posting reader', () => {
  const reader = createPostingReader();
  afterAll(() => reader.close());

  it('reads a page in its worker thread as extractPosting does', async () => {
    const page = fixture('board-noise.html', 'html');
    expect(await reader.read(page)).toEqual(extractPosting(page));
    expect(await reader.read(fixture('search-results.html', 'html'))).toBeNull();
  });

  it('compares a posting with a CV in its worker thread as analyse does', async () => {
    const page = fixture('board-noise.html', 'html');
    const cv = {
      filename: 'cv.pdf',
      path: 'cv-files/x',
      text: 'Jane Doe. Software Engineer, Globex, Jan 2019 - Present. Python, PostgreSQL, Docker.',
    };
    const today = '2026-11-25';
    const result = analyse(extractPosting(page)!, cv, { url: page.url, today });
    expect(await reader.analyse({ page, cv, today }, { owner: 'a' })).toEqual({
      result,
      report: writeAnalysisReport(result),
    });
    const notPosting = fixture('search-results.html', 'html');
    expect(await reader.analyse({ page: notPosting, cv, today })).toBeNull();
  });

  it('refuses a page that takes too long, then reads the next one', async () => {
    // The memory cap is raised so that time, not memory, is what runs out; the worker is warmed
    // first so that the deadline runs over the page alone.
    const slow = createPostingReader({ timeoutMs: 3000, maxMemoryMb: 1024 });
    try {
      expect((await slow.read(fixture('plain.txt', 'text')))?.title).toBe(
        'Data Protection Officer',
      );
      const started = Date.now();
      const refused = await slow.read(hugePage(100_000)).catch((error: unknown) => error);
      expect(Date.now() - started).toBeGreaterThanOrEqual(2900);
      expect(refused).toBeInstanceOf(PostingReadError);
      expect(refused).toMatchObject({ reason: 'too_complex' });
      expect((refused as Error).message).toBe(analysisServerTexts.postingTooComplex);
      expect((await slow.read(fixture('startup.md', 'text')))?.title).toBe(
        'Founding Backend Engineer',
      );
    } finally {
      await slow.close();
    }
  });

  it('refuses a page that fills the memory cap, then reads the next one', async () => {
    const small = createPostingReader({ maxMemoryMb: 32 });
    try {
      expect((await small.read(fixture('plain.txt', 'text')))?.title).toBe(
        'Data Protection Officer',
      );
      await expect(small.read(hugePage(30_000))).rejects.toMatchObject({
        name: 'PostingReadError',
        reason: 'too_complex',
      });
      expect((await small.read(fixture('startup.md', 'text')))?.title).toBe(
        'Founding Backend Engineer',
      );
    } finally {
      await small.close();
    }
  });

  it('answers busy when more pages wait than the queue holds', async () => {
    const small = createPostingReader({ maxQueue: 1 });
    try {
      const first = small.read(fixture('plain.txt', 'text'));
      const second = small.read(fixture('startup.md', 'text'));
      await expect(small.read(fixture('posting.json', 'json'))).rejects.toMatchObject({
        reason: 'busy',
      });
      expect((await first)?.title).toBe('Data Protection Officer');
      expect((await second)?.title).toBe('Founding Backend Engineer');
    } finally {
      await small.close();
    }
  });

  it('rejects reads once closed', async () => {
    const closed = createPostingReader();
    await closed.close();
    await expect(closed.read(fixture('plain.txt', 'text'))).rejects.toThrow(/closed/);
  });
});

describe('extractPosting in other languages and layouts', () => {
  // Long enough to be a posting: a page of under 200 characters is a login or an error page.
  const intro =
    'Wir sind ein Team von vierzig Menschen, das seit Jahren Software für Spediteure baut und betreibt.';
  const more = 'Unsere Kunden sitzen in ganz Europa, unser Büro in Leipzig.';
  const page = (body: string, kind: FetchedPage['kind'] = 'text'): FetchedPage => ({
    url: 'https://jobs.example.com/p/1',
    kind,
    body: kind === 'html' ? `${body}<p>${intro} ${more}</p>` : `${body}\n\n${intro}\n\n${more}\n`,
  });

  it('reads German, French, Spanish and Dutch headings, levels and years', () => {
    const german = extractPosting(
      page(
        [
          '# Backend-Entwickler (m/w/d)',
          '## Deine Aufgaben',
          '- Du entwickelst unsere Zahlungsdienste weiter',
          '## Dein Profil',
          '- Mindestens 3 Jahre Berufserfahrung mit Java',
          '- Kenntnisse in Kubernetes sind von Vorteil',
          '## Was wir bieten',
          '- 30 Tage Urlaub',
        ].join('\n'),
      ),
    );
    expect(german).toMatchObject({
      responsibilities: ['Du entwickelst unsere Zahlungsdienste weiter'],
      required: ['Mindestens 3 Jahre Berufserfahrung mit Java'],
      preferred: ['Kenntnisse in Kubernetes sind von Vorteil'],
      years: 3,
    });
    const french = extractPosting(
      page(
        '<h1>Développeur Python</h1><h2>Vos missions</h2><ul><li>Concevoir les API</li></ul>' +
          '<h2>Profil recherché</h2><ul><li>Expérience de 2 à 4 ans en développement web</li>' +
          '<li>La connaissance de Docker serait un plus</li></ul>' +
          '<h2>Avantages</h2><ul><li>Tickets restaurant</li></ul>',
        'html',
      ),
    );
    expect(french).toMatchObject({
      responsibilities: ['Concevoir les API'],
      required: ['Expérience de 2 à 4 ans en développement web'],
      preferred: ['La connaissance de Docker serait un plus'],
      years: 2,
    });
    const spanish = extractPosting(
      page(
        [
          'Analista de datos',
          '',
          'Requisitos:',
          '- 5 años de experiencia con SQL',
          '- Inglés fluido',
          'Ofrecemos:',
          '- Seguro médico',
        ].join('\n'),
      ),
    );
    expect(spanish).toMatchObject({
      required: ['5 años de experiencia con SQL', 'Inglés fluido'],
      years: 5,
    });
    const dutch = extractPosting(
      page(
        [
          '# Verpleegkundige',
          '## Wat ga je doen?',
          '- Je zorgt voor patiënten op de afdeling',
          '- Je hebt een BIG-registratie',
          '## Wat bieden wij',
          '- Een goed salaris',
        ].join('\n'),
      ),
    );
    // "Je hebt …" under the duties asks something of the candidate.
    expect(dutch).toMatchObject({
      responsibilities: ['Je zorgt voor patiënten op de afdeling'],
      required: ['Je hebt een BIG-registratie'],
    });
  });

  it('never takes legal text, pay or the terms of the job for requirements', () => {
    const posting = extractPosting(
      page(
        [
          '# Staff Accountant',
          '## Requirements',
          '- Bachelor’s degree in Accounting',
          '- Full-time',
          '- Salary: $60,000 – $70,000 a year',
          '- We are an equal opportunity employer and consider all qualified applicants.',
          '- We encourage all interested candidates to apply.',
          '- Reasonable accommodations are available on request.',
        ].join('\n'),
      ),
    );
    expect(posting!.required).toEqual(['Bachelor’s degree in Accounting']);
  });

  it('reads the sections a Markdown front matter holds, and ignores a site’s slug', () => {
    const posting = extractPosting(
      page(
        [
          '---',
          'role: Warehouse Lead',
          'requirements_markdown: |-',
          '  * Forklift licence',
          '  * 2+ years leading a shift',
          'responsibilities_markdown: >-',
          '  * Plan the daily picking',
          '',
          '  * Train new starters',
          '---',
          '',
        ].join('\n'),
      ),
    );
    expect(posting).toMatchObject({
      title: 'Warehouse Lead',
      required: ['Forklift licence', '2+ years leading a shift'],
      responsibilities: ['Plan the daily picking', 'Train new starters'],
      years: 2,
    });
  });

  it('trusts a text that asks for no experience over the data’s months', () => {
    const body = `<script type="application/ld&#x2B;json">${JSON.stringify({
      '@type': 'JobPosting',
      title: 'Conseiller clientèle',
      description:
        '<h2>Profil</h2><ul><li>Bac +2, avec ou sans expérience</li><li>Aisance au téléphone</li></ul>',
      experienceRequirements: {
        '@type': 'OccupationalExperienceRequirements',
        monthsOfExperience: 48,
      },
    })}</script>`;
    const posting = extractPosting(page(body, 'html'));
    expect(posting).toMatchObject({
      title: 'Conseiller clientèle',
      required: ['Bac +2, avec ou sans expérience', 'Aisance au téléphone'],
      years: null,
    });
  });
});
