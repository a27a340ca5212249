import { AnalysisResultSchema, type AnalysisResult } from '@vita/api/schemas';
import { describe, expect, it } from 'vitest';
import { analyse, writeAnalysisReport } from '../src/infra/analysis/compare';
import { readCv } from '../src/infra/analysis/compare/cv';
import { readRequirements, termsOfLine } from '../src/infra/analysis/compare/requirements';
import type { Posting } from '../src/infra/analysis/types';
import {
  PAIRS,
  TODAY,
  cv,
  posting,
  recallPrecision,
  tallyMissing,
  type LabelledPair,
} from './fixtures/analysis/pairs';

const pair = (id: string): LabelledPair => {
  const found = PAIRS.find((p) => p.id === id);
  if (!found) throw new Error(`no pair ${id}`);
  return found;
};
const run = (p: LabelledPair, posting: Posting = p.posting) =>
  analyse(posting, p.cv, { url: `https://jobs.example.com/${p.id}`, today: TODAY });

const names = (list: { requirement: string }[]) => list.map((item) => item.requirement);
const evidenceOf = (result: AnalysisResult, requirement: string) =>
  result.matched.find((m) => m.requirement === requirement)?.evidence;
const part = (result: AnalysisResult, key: string) => result.parts.find((p) => p.key === key)!;
const check = (result: AnalysisResult, label: string) => result.ats.find((a) => a.label === label)!;

/** A line's requirements by name, alternatives joined as the comparison names them. */
const groupsOf = (line: string) =>
  termsOfLine(line, { full: true }).map((group) => group.terms.map((t) => t.name));

describe('compare: a backend CV with aliases against a Go posting', () => {
  const result = run(pair('backend-go'));

  it('scores each part and says how', () => {
    expect(result.score).toBe(90);
    expect(result.parts).toEqual([
      {
        key: 'required',
        label: 'Required skills and qualifications',
        score: 55,
        max: 55,
        detail: '9 of 9 required skills and qualifications shown in the CV (55 × 9 ÷ 9).',
      },
      {
        key: 'preferred',
        label: 'Preferred skills',
        score: 5,
        max: 15,
        detail: '1 of 3 preferred skills and qualifications shown in the CV (15 × 1 ÷ 3).',
      },
      {
        key: 'experience',
        label: 'Years of experience',
        score: 15,
        max: 15,
        detail:
          '9 years in roles that show software development (overlaps counted once) against the 5+ asked in it.',
      },
      {
        key: 'ats',
        label: 'ATS readability',
        score: 15,
        max: 15,
        detail: '5 of 5 checks passed (15 × 5 ÷ 5).',
      },
    ]);
    expect(result.experience).toMatchObject({ required_years: 5, cv_years: 9 });
    expect(result.experience.field).toMatchObject({ name: 'software development', years: 9 });
  });

  it('quotes the sentence of a role as evidence, found through the skills’ other names', () => {
    // Golang, Postgres and k8s: the posting's names are not in those sentences.
    expect(evidenceOf(result, 'Go')).toBe(
      // A bullet the PDF wrapped before "40 ms." is quoted whole.
      'Designed and built the card-authorisation service in Go, handling 1,200 requests per second at p99 under 40 ms.',
    );
    expect(evidenceOf(result, 'PostgreSQL')).toBe(
      'Owns the Postgres schema for the ledger; introduced partitioning that halved query time.',
    );
    expect(evidenceOf(result, 'Kubernetes')).toBe(
      'Moved 14 services from VMs to k8s (EKS) with Helm charts; cut deploy time from 40 to 6 minutes.',
    );
    // "Kafka or RabbitMQ" is one requirement, shown by either.
    expect(evidenceOf(result, 'Kafka or RabbitMQ')).toBe(
      'Introduced Kafka for settlement events, replacing nightly batch files.',
    );
    expect(result.matched[0]).toMatchObject({
      importance: 'required',
      asked_in: '5+ years of professional software development experience',
    });
  });

  it('lists what is missing with the line that asks for it, and passes every ATS check', () => {
    expect(result.missing).toEqual([
      {
        requirement: 'Terraform',
        importance: 'preferred',
        asked_in: 'Experience with Terraform or other infrastructure-as-code tools',
      },
      { requirement: 'gRPC', importance: 'preferred', asked_in: 'Familiarity with gRPC' },
    ]);
    expect(result.ats.every((a) => a.passed)).toBe(true);
    expect(check(result, 'Dates').detail).toBe('3 dated roles read, e.g. “Mar 2021 – Present”.');
    expect(result.suggestions).toEqual([
      {
        section: 'Skills',
        text: 'Nice to have and not in the CV: “Terraform” and “gRPC”. If you have used any of them, add it to Skills and name it in the role where you used it; if not, the required skills matter more.',
      },
    ]);
  });
});

describe('compare: hard cases', () => {
  it('does not take JavaScript for Java, and lists the missing in the posting’s order', () => {
    const result = run(pair('java-not-javascript'));
    expect(names(result.missing)).toEqual(['Java', 'Spring', 'Hibernate', 'JUnit', 'Kafka', 'AWS']);
    expect(result.missing.map((m) => m.importance)).toEqual([
      'required',
      'required',
      'required',
      'required',
      'preferred',
      'preferred',
    ]);
    expect(part(result, 'required')).toMatchObject({ score: 28, max: 55 });
    expect(part(result, 'required').detail).toBe(
      '4 of 8 required skills and qualifications shown in the CV (55 × 4 ÷ 8).',
    );
    expect(result.score).toBe(28 + 5 + 15 + 15);
    // Never a claim: a missing skill is suggested only if the user has used it.
    expect(result.suggestions[0]).toEqual({
      section: 'Skills',
      text: 'The posting requires “Java”, “Spring”, “Hibernate” and “JUnit” and the CV does not show them. Add each one only if you have used it, in Skills and in a bullet of the role where you used it.',
    });
    expect(result.suggestions).toContainEqual({
      section: 'Summary',
      text: 'Your Summary names none of the required skills the CV shows elsewhere. Name “SQL”, “Unit testing” and “Git” in its first line, with the posting’s title “Java Developer”, so a recruiter sees the fit at once.',
    });
  });

  it('does not take "go-to" for Go or "C-suite" for C', () => {
    const result = run(pair('platform-go-to-c-suite'));
    expect(names(result.missing)).toEqual(
      expect.arrayContaining(['C', 'Go', 'Embedded systems', 'Rust']),
    );
    // Presenting plans to the C-suite is presenting them to leadership.
    expect(names(result.matched)).toEqual([
      'Linux',
      'Bash',
      'Presenting technical plans to leadership',
    ]);
    expect(part(result, 'required').detail).toBe(
      '2 of 6 required skills and qualifications shown in the CV (55 × 2 ÷ 6).',
    );
  });

  it('finds R as one letter in a list of skills, and names the missing alternatives as one', () => {
    const result = run(pair('data-analyst-r-in-list'));
    // A project that used R is better evidence than the list, which names it too.
    expect(evidenceOf(result, 'Python or R')).toBe(
      'House prices in Manchester: a regression model in R with a short write-up on my blog.',
    );
    const cv = readCv(pair('data-analyst-r-in-list').cv.text, TODAY);
    expect(cv.skills.get('R')!.map((place) => cv.units[place.unit]!.text)).toEqual([
      'SQL, R, Excel, Looker, BigQuery, Google Sheets',
      'House prices in Manchester: a regression model in R with a short write-up on my blog.',
    ]);
    expect(names(result.missing)).toEqual(['Tableau or Power BI', 'A/B testing']);
    // Letters that are not the skills: R&D, C-suite, go-to.
    const other = readCv('Experience\nLed R&D for the C-suite as the go-to person.\n', TODAY);
    expect([...other.skills.keys()]).toEqual([]);
  });

  it('meets a requirement only through another name of it', () => {
    const result = run(pair('frontend-aliases'));
    expect(evidenceOf(result, 'TypeScript')).toBe(
      'Rebuilt the subscriber portal in ReactJS and TS, cutting bundle size by 35%.',
    );
    expect(evidenceOf(result, 'Accessibility')).toBe(
      'Led the a11y audit and fixed 120 issues across 40 screens.',
    );
    expect(names(result.missing)).toEqual(['Next.js', 'GraphQL', 'Design systems']);
  });

  it('counts overlapping roles once, and takes the tools a line names as showing it', () => {
    const result = run(pair('devops-overlapping-roles'));
    // 09/2016 – 06/2025 is 106 months; added up role by role it would be 142.
    expect(result.experience).toEqual({ required_years: 6, cv_years: 8.8 });
    expect(part(result, 'experience').detail).toBe(
      '8.8 years of dated roles (overlaps counted once) against the 6+ asked.',
    );
    // "CI/CD with Jenkins or GitHub Actions": the CV never writes "CI/CD".
    expect(evidenceOf(result, 'CI/CD')).toBe(
      'Built GitHub Actions pipelines for 120 repositories.',
    );
    expect(names(result.missing)).toEqual(['Go']);
  });

  it('says a CV without dates cannot be counted, and asks for dates', () => {
    const result = run(pair('marketing-no-dates'));
    expect(result.experience).toEqual({ required_years: 5, cv_years: null });
    expect(part(result, 'experience')).toMatchObject({
      score: 0,
      detail:
        'The posting asks for 5+ years, but no role in the CV has dates that could be read, so none could be counted.',
    });
    expect(check(result, 'Dates')).toEqual({
      label: 'Dates',
      passed: false,
      detail:
        'No role has dates that could be read: write them as “Jan 2019 – Present” or “03/2020 – 11/2021”.',
    });
    expect(result.suggestions).toContainEqual({
      section: 'Experience',
      text: 'No role has dates that could be read, so none of the 5+ years asked could be counted: give each role a start and an end month, e.g. “Jan 2019 – Present”.',
    });
    // Years that cannot be counted are not "missing".
    expect(names(result.missing)).toEqual(['HubSpot']);
  });

  it('reads a licence from the CV’s header and a missing heading as an ATS finding', () => {
    const result = run(pair('nurse-acute'));
    expect(evidenceOf(result, 'Registered Nurse licence')).toBe(
      'Registered Nurse (Adult) | NMC PIN 18I2345E',
    );
    expect(result.experience.cv_years).toBe(5.3);
    expect(check(result, 'Standard headings')).toEqual({
      label: 'Standard headings',
      passed: false,
      detail: 'No Skills heading: ATS file a CV’s text under headings named like these.',
    });
    expect(result.suggestions).toContainEqual({
      section: 'Skills',
      text: 'Put your skills under a heading named “Skills”: ATS file a CV’s text by standard headings and found none for it.',
    });
    expect(part(result, 'ats')).toMatchObject({ score: 12 });
  });

  it('meets a degree by a higher one in a related field', () => {
    const result = run(pair('data-scientist-degree'));
    expect(result.matched[0]).toEqual({
      requirement: 'Master’s degree or Doctorate in Statistics or Computer Science',
      importance: 'required',
      asked_in: 'MSc or PhD in Statistics, Computer Science or a related quantitative field',
      evidence: 'PhD Physics, Imperial College London, 2017 – 2021',
    });
  });

  it('names the role a skill should be shown in when the CV only lists it', () => {
    const result = run(pair('customer-success-text-only'));
    expect(result.suggestions).toContainEqual({
      section: 'Experience — Customer Success Manager, Skyscanner for Business, Edinburgh',
      text: '“Account management” appears only in your Skills list. Show it in a bullet of the role where you used it (under Customer Success Manager, Skyscanner for Business, Edinburgh, if that is where), with what came of it.',
    });
  });

  it('adds too few years to the missing list, in the place of the line that asks for them', () => {
    const p = pair('backend-go');
    const result = run(p, {
      ...p.posting,
      required: ['10+ years of professional experience', ...p.posting.required.slice(1)],
      years: 10,
    });
    expect(result.missing[0]).toEqual({
      requirement: '10+ years of experience',
      importance: 'required',
      asked_in: '10+ years of professional experience',
    });
    expect(part(result, 'experience')).toMatchObject({
      score: 14,
      detail:
        '9 of the 10+ years asked, from the CV’s dated roles with overlaps counted once (15 × 9 ÷ 10).',
    });
    expect(result.suggestions).toContainEqual({
      section: 'Experience',
      text: 'The posting asks for 10+ years and the CV’s dated roles add up to 9. If earlier work counts (internships, freelance, part-time roles), add it under Experience with its dates.',
    });
  });

  it('asks for the contact details a CV lacks', () => {
    const p = pair('backend-go');
    const result = analyse(
      p.posting,
      { ...p.cv, text: p.cv.text.replace('+351 912 345 678', '') },
      { url: 'https://jobs.example.com/x', today: TODAY },
    );
    expect(check(result, 'Contact details')).toEqual({
      label: 'Contact details',
      passed: false,
      detail:
        'No phone number found: ATS and recruiters look for a phone number at the top of the CV.',
    });
    expect(result.suggestions).toContainEqual({
      section: 'Contact details',
      text: 'Add a phone number at the top of the CV: ATS read contact details from there, and a recruiter needs them to reach you.',
    });
  });

  it('takes the skills of the posting’s text as required when it has no lists', () => {
    const result = run(pair('customer-success-text-only'));
    expect(result.missing).toEqual([
      {
        requirement: 'Zendesk',
        importance: 'required',
        asked_in: 'We work in Salesforce and Zendesk every day, and report on retention monthly.',
      },
    ]);
    expect(names(result.matched)).toEqual([
      'Customer onboarding',
      'Upselling',
      'Salesforce',
      'Retention',
      'Account management',
    ]);
  });

  it('finds a line in French by its content words in a CV in French, not by its joins', () => {
    const result = analyse(
      posting({
        title: 'Chargé de communication',
        company: 'Ville de Bellerive',
        location: 'Lyon',
        required: [
          'Maîtrise de la suite Adobe et de WordPress',
          'Excellentes qualités rédactionnelles',
          'Connaissance des marchés publics',
        ],
        preferred: [],
        years: null,
      }),
      cv(
        'camille-morel.docx',
        `
Camille Morel
Chargée de communication — Annecy — camille@example.fr

Expériences professionnelles
Chargée de communication, Communauté de communes du Lac — mars 2021 – aujourd’hui
• Rédaction du magazine mensuel et des pages du site.

Compétences
Suite Adobe, WordPress, Canva, rédaction web
`,
      ),
      { url: 'https://jobs.example.com/fr', today: TODAY },
    );
    expect(names(result.matched)).toEqual([
      'Maîtrise de la suite Adobe et de WordPress',
      'Excellentes qualités rédactionnelles',
    ]);
    // Its words are "marchés" and "publics": "de", "la" and "connaissance" show nothing.
    expect(names(result.missing)).toEqual(['Connaissance des marchés publics']);
  });

  it('finds what a line in German asks by its German words in a German CV, never in an English one', () => {
    const pflege = posting({
      title: 'Pflegefachkraft (m/w/d)',
      company: 'Klinikum Nordstadt',
      location: 'Bremen',
      required: [
        'Abgeschlossene Ausbildung in der Pflege',
        'Teamfähigkeit und Verantwortungsbewusstsein',
      ],
      preferred: [],
      years: null,
    });
    const today = { url: 'https://jobs.example.com/de', today: TODAY };
    const german = analyse(
      pflege,
      cv(
        'jana-berg.pdf',
        `
Jana Berg
Gesundheits- und Krankenpflegerin · Kiel · jana@example.de

Berufserfahrung
Pflegefachkraft, Klinik am Hafen, Kiel — 04/2019 – heute
• Betreuung von Patienten auf einer internistischen Station mit 30 Betten.
• Arbeit im Team mit Ärzten und Therapeuten.
`,
      ),
      today,
    );
    expect(names(german.matched)).toEqual([
      'Abgeschlossene Ausbildung in der Pflege (healthcare, care)',
      'Teamfähigkeit und Verantwortungsbewusstsein (teamwork, responsibility)',
    ]);
    const english = analyse(
      pflege,
      cv(
        'sam-lee.pdf',
        `
Sam Lee
Hotel Manager · Leeds · sam@example.co.uk

Experience
Front Office Manager, Harbour Hotel, Leeds — 04/2019 – Present
• Led the hospitality team of a 120-room hotel and its sanitation audits.
`,
      ),
      today,
    );
    // "sanitation" starts like a word for care in French ("sanitaire"), but this CV is in English.
    expect(names(english.missing)).toContain(
      'Abgeschlossene Ausbildung in der Pflege (healthcare, care)',
    );
  });

  it('takes a role a CV names in its own language as that role', () => {
    const result = analyse(
      posting({
        title: 'Data Engineer',
        company: 'Northwind Analytics',
        location: 'Remote',
        required: ['3+ years of experience as a data engineer', 'Strong Python and SQL'],
        preferred: [],
        years: 3,
      }),
      cv(
        'lucia-ortega.pdf',
        `
Lucía Ortega
Ingeniera de Datos · Valencia · lucia@example.es

Experiencia profesional
Ingeniera de Datos Senior, Renovables del Turia, Valencia — marzo 2019 – actualidad
• Diseñé canalizaciones de datos en Python y SQL que procesan 2 TB diarios.
`,
      ),
      { url: 'https://jobs.example.com/data', today: TODAY },
    );
    expect(names(result.missing)).toEqual([]);
  });

  it('copes with an empty CV', () => {
    const result = analyse(
      pair('backend-go').posting,
      { filename: 'scan.pdf', path: 'cv-files/scan', text: '' },
      { url: 'https://jobs.example.com/x', today: TODAY },
    );
    expect(AnalysisResultSchema.parse(result)).toEqual(result);
    expect(result.matched).toEqual([]);
    expect(check(result, 'Readable text').passed).toBe(false);
    expect(result.experience.cv_years).toBeNull();
  });
});

describe('compare: reading posting lines', () => {
  it('groups alternatives and separates requirements joined by "and"', () => {
    expect(groupsOf('Python, Go or Java')).toEqual([['Python', 'Go', 'Java']]);
    expect(groupsOf('Python and Go')).toEqual([['Python'], ['Go']]);
    expect(groupsOf('Python, Go, Java')).toEqual([['Python'], ['Go'], ['Java']]);
    expect(groupsOf('A cloud platform such as AWS, GCP or Azure')).toEqual([
      ['AWS', 'Google Cloud', 'Azure'],
    ]);
    expect(groupsOf('Experience with Kubernetes (k8s) and Terraform')).toEqual([
      ['Kubernetes'],
      ['Terraform'],
    ]);
    expect(groupsOf('Experience with payroll software such as BrightPay or Sage Payroll')).toEqual([
      ['Payroll'],
    ]);
    expect(groupsOf('SQL (e.g. PostgreSQL or MySQL); Python')).toEqual([
      ['SQL', 'PostgreSQL', 'MySQL'],
      ['Python'],
    ]);
  });

  it('takes a skill that cannot be used without another as showing it, never the reverse', () => {
    const result = analyse(
      {
        ...pair('backend-go').posting,
        required: ['Strong SQL', 'Java'],
        preferred: [],
        years: null,
      },
      {
        filename: 'cv.txt',
        path: 'cv-files/cv',
        text: 'Experience\nAnalyst, Acme, 2020 – 2022\n- Wrote PostgreSQL queries in JavaScript.\n',
      },
      { url: 'https://jobs.example.com/x', today: TODAY },
    );
    expect(result.matched.map((m) => [m.requirement, m.evidence])).toEqual([
      ['SQL', 'Wrote PostgreSQL queries in JavaScript.'],
    ]);
    expect(names(result.missing)).toEqual(['Java']);
  });

  it('reads degrees, credentials, languages and phrases the vocabulary does not hold', () => {
    expect(groupsOf("Bachelor's degree in Finance, Economics or Accounting")).toEqual([
      ['Bachelor’s degree in Finance, Economics or Accounting'],
    ]);
    expect(groupsOf('ACCA or CIMA qualified (or finalist)')).toEqual([['ACCA', 'CIMA']]);
    expect(groupsOf('Fluent Spanish and English')).toEqual([['Spanish']]);
    expect(groupsOf('Experience managing a team of 20+ operatives')).toEqual([
      ['Managing a team of 20+ operatives'],
    ]);
    expect(groupsOf('Retail or e-commerce experience')).toEqual([['Retail', 'e-commerce']]);
    expect(groupsOf('Hazmat endorsement')).toEqual([['Hazmat endorsement']]);
    // Every line of a list asks something: a trait is asked in the line's words, a condition of
    // the job ("ability to lift", years in a field) is not looked for in a CV.
    expect(groupsOf('Excellent attention to detail')).toEqual([['Excellent attention to detail']]);
    expect(groupsOf('Excellent communication skills')).toEqual([
      ['Excellent communication skills'],
    ]);
    expect(groupsOf('Ability to lift 50 lbs')).toEqual([]);
    expect(groupsOf('Willingness to run an after-school club')).toEqual([]);
    // An ability that is a skill is asked like one: here the vocabulary's skill.
    expect(groupsOf('The ability to mentor peers and gain buy-in')).toEqual([['Mentoring']]);
    expect(groupsOf('6+ years in operations roles')).toEqual([]);
  });

  it('keeps a skill asked twice once, as the first line asks it', () => {
    const requirements = readRequirements({
      required: ['Python and SQL', 'Strong SQL'],
      preferred: ['Python'],
      text: '',
    });
    expect(requirements.map((r) => [r.name, r.importance, r.asked_in])).toEqual([
      ['Python', 'required', 'Python and SQL'],
      ['SQL', 'required', 'Python and SQL'],
    ]);
  });
});

describe('compare: reading the CV', () => {
  it('reads titles printed above their dates, and dates in several forms', () => {
    const cv = readCv(pair('graphic-designer-print').cv.text, TODAY);
    expect(cv.roles.map((r) => [r.label, r.dates])).toEqual([
      ['Graphic Designer, Bodleian Publishing, Oxford', 'May 2022 – Present'],
      ['Junior Designer, Fold & Form Studio, Witney', 'Sep 2020 – Apr 2022'],
      ['Freelance Illustrator, Self-employed', 'Jan 2019 – Aug 2020'],
    ]);
    expect(readCv(pair('nurse-acute').cv.text, TODAY).roles.map((r) => r.dates)).toEqual([
      '12/2021 - Present',
      '03/2020 - 11/2021',
    ]);
    expect(readCv(pair('warehouse-operations').cv.text, TODAY).months).toBe(112);
  });

  it('flags dates no reader parses', () => {
    const cv = readCv(
      'Jo Bloggs\njo@example.com\nExperience\nAnalyst, Acme Q3 2019 – Present\nClerk, Beta ’16 – ’18\nEducation\nSkills\n',
      TODAY,
    );
    expect(cv.unreadDates).toEqual(['Q3 2019 – Present', '’16 – ’18']);
  });
});

describe('compare: determinism, schema and report', () => {
  it('gives the same result and report for the same input, byte for byte', () => {
    for (const p of PAIRS) {
      const first = run(p);
      const again = analyse(structuredClone(p.posting), structuredClone(p.cv), {
        url: `https://jobs.example.com/${p.id}`,
        today: TODAY,
      });
      expect(JSON.stringify(again)).toBe(JSON.stringify(first));
      expect(writeAnalysisReport(again)).toBe(writeAnalysisReport(first));
    }
    // Nothing carries over from one analysis to the next: the order they run in does not matter.
    const forward = PAIRS.map((p) => writeAnalysisReport(run(p)));
    const backward = [...PAIRS].reverse().map((p) => writeAnalysisReport(run(p)));
    expect(backward.reverse()).toEqual(forward);
  });

  it('gives results the schema accepts, whose parts add up to the score', () => {
    for (const p of PAIRS) {
      const result = run(p);
      expect(AnalysisResultSchema.parse(result)).toEqual(result);
      const sum = result.parts.reduce((total, x) => total + x.score, 0);
      expect(result.score).toBe(Math.min(sum, result.cap?.max ?? 100));
      // The parts judged weigh 100 together; the ones left out are named, never given points.
      expect(result.parts.reduce((total, x) => total + x.max, 0)).toBe(100);
      expect(
        [...result.parts.map((x) => x.key), ...(result.left_out ?? []).map((x) => x.key)].sort(),
      ).toEqual(['ats', 'experience', 'preferred', 'required']);
      expect(!!result.weighting).toBe(!!result.left_out?.length);
      // Required before preferred.
      const ranks = result.missing.map((m) => (m.importance === 'required' ? 0 : 1));
      expect(ranks).toEqual([...ranks].sort());
      for (const m of result.matched) expect(m.evidence.length).toBeLessThanOrEqual(182);
    }
  });

  it('writes the report in Markdown: score, parts, evidence, missing, suggestions, ATS', () => {
    const report = writeAnalysisReport(run(pair('java-not-javascript')));
    expect(
      report.startsWith(
        '## Resume analysis: 63/100\n\n**Java Developer** at **Kestrel Insurance** (Leeds), compared with “tom-hughes.docx”.',
      ),
    ).toBe(true);
    expect(report).toContain(
      '- **Required skills and qualifications**: 28/55. 4 of 8 required skills and qualifications shown in the CV (55 × 4 ÷ 8).',
    );
    expect(report).toContain(
      '- **SQL** (required): “Wrote the SQL reporting queries behind the practice dashboard (MySQL).”\n  Asked in: “Good understanding of SQL and relational databases”',
    );
    expect(report).toContain(
      '### Missing (6)\n\n- **Java** (required). Asked in: “3+ years of commercial experience with Java”',
    );
    expect(report).toContain('### Suggestions\n\n1. **Skills**: The posting requires “Java”');
    expect(report).toContain(
      '- Passed: **Contact details**. An e-mail address and a phone number were found.',
    );
    expect(
      report.endsWith('Years: 3+ asked; 5.8 in the CV’s dated roles, overlaps counted once.\n'),
    ).toBe(true);
  });

  it('keeps the posting’s and the CV’s words from turning into markup', () => {
    const p = pair('backend-go');
    const report = writeAnalysisReport(
      run(p, { ...p.posting, title: 'Lead *Go* <b>engineer</b>', company: '[Acme](x)' }),
    );
    expect(report).toContain('**Lead \\*Go\\* \\<b\\>engineer\\</b\\>** at **\\[Acme\\](x)**');
    expect(report).not.toMatch(/<b>/);
  });
});

describe('compare: quality over the labelled set', () => {
  it(`finds the missing requirements a careful reader lists (${PAIRS.length} pairs)`, () => {
    const fields = new Set(PAIRS.map((p) => p.field));
    expect(PAIRS.length).toBeGreaterThanOrEqual(16);
    expect(fields.size).toBeGreaterThanOrEqual(5);
    const tallies = PAIRS.map((p) => tallyMissing(names(run(p).missing), p.expectedMissing));
    const { recall, precision } = recallPrecision(tallies);
    expect(recall).toBeGreaterThanOrEqual(0.9);
    expect(precision).toBeGreaterThanOrEqual(0.9);
  });
});

describe('compare: levels, alternatives and no free points', () => {
  const posting = (required: string[], preferred: string[] = [], years: number | null = null) =>
    ({
      title: 'Platform Engineer',
      company: null,
      location: null,
      responsibilities: [],
      required,
      preferred,
      years,
      text: [...required, ...preferred].join('\n'),
      source: 'text',
    }) satisfies Posting;
  const cv = (text: string) => ({ filename: 'cv.pdf', path: 'cv-files/1', text });
  const CV = [
    'Sam Rivera',
    'sam@example.com · +44 20 7946 0000',
    'Experience',
    'Platform Engineer, Acme Ltd, Jan 2019 – Present',
    '- Built deployment tooling in Go and Terraform on AWS for forty services.',
    '- Presented the migration plan to the leadership team and wrote its documentation.',
    'Education',
    'BSc Computer Science, University of Leeds, 2014 – 2018',
    'Skills',
    'Go, Terraform, AWS, Kubernetes, communication',
    ...Array.from({ length: 30 }, (_, i) => `- Shipped release ${i + 1} of the internal platform.`),
  ].join('\n');
  const compare = (p: Posting, text = CV) =>
    analyse(p, cv(text), { url: 'https://jobs.example.com/1', today: '2026-06-01' });

  it('reads "or" as alternatives and a wish inside a line as preferred', () => {
    const r = readRequirements({
      required: [
        'Python or Go',
        'A bachelor’s or master’s degree in Computer Science',
        'Experience with AWS, ideally Azure',
        'Bonne maîtrise de SQL, connaissance de Python appréciée',
      ],
      preferred: [],
      text: '',
    });
    expect(r.map((x) => [x.name, x.importance])).toEqual([
      ['Python or Go', 'required'],
      ['Bachelor’s degree or Master’s degree in Computer Science', 'required'],
      ['AWS', 'required'],
      ['Azure', 'preferred'],
      ['SQL', 'required'],
      ['Python', 'preferred'],
    ]);
  });

  it('leaves out the parts a posting gives nothing to judge, and says so', () => {
    const result = compare(posting(['Go', 'Terraform', 'Rust']));
    expect(result.parts.map((p) => [p.key, p.max])).toEqual([
      ['required', 79],
      ['ats', 21],
    ]);
    expect(result.left_out).toEqual([
      { key: 'preferred', label: 'Preferred skills' },
      { key: 'experience', label: 'Years of experience' },
    ]);
    expect(result.weighting).toBe(
      'The posting asks for no preferred skills and no number of years, so “Preferred skills” and “Years of experience” are left out and the other parts are weighed up to 100.',
    );
    expect(writeAnalysisReport(result)).toContain(result.weighting);
    // Two of three required: no free points make up the third.
    expect(part(result, 'required')).toMatchObject({ score: 53, max: 79 });
  });

  it('caps the score when a hard requirement is missing, and names it first', () => {
    const good = compare(posting(['Go', 'Terraform']));
    expect(good.cap).toBeUndefined();
    const result = compare(posting(['Go', 'Terraform', 'PhD in Physics', 'Security clearance']));
    expect(result.score).toBe(40);
    expect(result.missing.slice(0, 2)).toEqual([
      {
        requirement: 'Doctorate in Physics',
        importance: 'required',
        asked_in: 'PhD in Physics',
        hard: true,
      },
      {
        requirement: 'Security clearance',
        importance: 'required',
        asked_in: 'Security clearance',
        hard: true,
      },
    ]);
    expect(result.cap).toEqual({
      max: 40,
      requirements: ['Doctorate in Physics', 'Security clearance'],
      detail:
        'The CV does not show Doctorate in Physics and Security clearance, which the posting requires: the score is capped at 40.',
    });
    expect(writeAnalysisReport(result)).toContain(result.cap!.detail);
    // A degree of the level asked, in another field, is missing but no bar.
    const field = compare(posting(['Go', 'BSc in Mathematics']));
    expect(field.cap).toBeUndefined();
    expect(field.missing).toEqual([
      {
        requirement: 'Bachelor’s degree in Mathematics',
        importance: 'required',
        asked_in: 'BSc in Mathematics',
      },
    ]);
  });

  it('takes a licence as held from a title or an entry, never from a duty that names it', () => {
    const licence = posting(['Valid nursing license', 'Wound care']);
    const placement = [
      'Alex Moreno',
      'alex@example.com · +1 416 555 0100',
      'Clinical Placements',
      '• Carried a full RN workload on a surgical ward under supervision, including wound care.',
      'Experience',
      'Care Aide, Lakeside Home, Jan 2020 – Present',
      '- Helped residents with daily care and reported changes to the RN in charge.',
    ].join('\n');
    const named = compare(licence, placement);
    expect(names(named.matched)).toEqual(['Wound care']);
    expect(named.missing[0]).toEqual({
      requirement: 'Registered Nurse licence',
      importance: 'required',
      asked_in: 'Valid nursing license',
      hard: true,
    });
    // The same duties under a role titled with the licence, or a line that says it is held.
    const titled = placement.replace('Care Aide', 'Registered Nurse');
    expect(evidenceOf(compare(licence, titled), 'Registered Nurse licence')).toBe(
      'Registered Nurse, Lakeside Home, Jan 2020 – Present',
    );
    const held = `${placement}\nCertifications\nRN, College of Nurses, licence no. 12345`;
    expect(names(compare(licence, held).matched)).toContain('Registered Nurse licence');
  });

  it('takes experience in place of a degree only when it is in the degree’s field', () => {
    const degree = posting(['Bachelor’s degree in Accounting or equivalent work experience']);
    const other = compare(degree);
    expect(other.missing).toEqual([
      {
        requirement: 'Bachelor’s degree in Accounting',
        importance: 'required',
        asked_in: 'Bachelor’s degree in Accounting or equivalent work experience',
      },
    ]);
    const accounts = compare(
      degree,
      CV.replace('Built deployment tooling', 'Kept the accounting ledgers and built tooling'),
    );
    expect(names(accounts.matched)).toEqual(['Bachelor’s degree in Accounting']);
    // With no field named, any two years of work stand in for the degree.
    const any = compare(posting(['Bachelor’s degree or equivalent experience']));
    expect(names(any.matched)).toEqual(['Bachelor’s degree']);
  });

  it('meets "analytical" with analysis, analyses and analyst, but not in a job title alone', () => {
    const analytical = posting(['Strong analytical skills']);
    expect(names(compare(analytical).matched)).toEqual([]);
    const analyst = CV.replace('Platform Engineer, Acme', 'Data Analyst, Acme');
    expect(names(compare(analytical, analyst).matched)).toEqual([]);
    const analyses = CV.replace(
      'Built deployment tooling',
      'Ran the analyses behind deployment tooling',
    );
    expect(names(compare(analytical, analyses).matched)).toEqual(['Strong analytical skills']);
  });

  it('asks a line without its bracketed examples, and reads no skill in a role’s dates', () => {
    expect(
      groupsOf('Strong analytical skills (ex. collecting, organizing and disseminating datasets)'),
    ).toEqual([['Strong analytical skills']]);
    const presenting = posting(['Strong presentation skills (e.g. telling stories with data)']);
    const dated = [
      'Rui Costa',
      'rui@example.com · +351 21 000 0000',
      'Experience',
      'CAD/CAM operator - janeiro 2014/presente',
      '- Designed crowns and bridges in the lab software.',
    ].join('\n');
    expect(compare(presenting, dated).matched).toEqual([]);
    expect(
      names(compare(presenting, `${dated}\n- Gave presentations to clinics.`).matched),
    ).toEqual(['Strong presentation skills']);
  });

  it('reads a French line of traits by its concepts', () => {
    expect(groupsOf('Esprit d’analyse, de synthèse et sens du détail')).toEqual([
      ['Analysis', 'Synthesis', 'Accuracy'],
    ]);
  });

  it('gives the same result, byte for byte, for the same input', () => {
    const p = posting(['Go', 'PhD in Physics'], ['Rust'], 3);
    expect(JSON.stringify(compare(p))).toBe(JSON.stringify(compare(p)));
    expect(writeAnalysisReport(compare(p))).toBe(writeAnalysisReport(compare(p)));
  });
  it('keeps a list of alternatives whole when it names a language the vocabulary lacks', () => {
    const r = readRequirements({
      required: ['Expertise in Java or Scala/Frobnicate/Go/Python'],
      preferred: [],
      text: '',
    });
    expect(r.map((x) => x.name)).toEqual(['Java, Scala, Go or Python']);
  });

  it('does not take a job title alone as evidence of a skill', () => {
    const titled = CV.replace('Platform Engineer, Acme Ltd', 'Kotlin Engineer, Acme Ltd');
    expect(names(compare(posting(['Kotlin']), titled).missing)).toEqual(['Kotlin']);
    const used = titled.replace('in Go and Terraform', 'in Kotlin and Terraform');
    expect(names(compare(posting(['Kotlin']), used).matched)).toEqual(['Kotlin']);
  });

  it('meets a requirement in the words CVs use for it', () => {
    const text = CV.replace(
      'Presented the migration plan to the leadership team',
      'Supervised two interns through the migration, and gave a talk at a regional conference',
    ).replace('Built deployment tooling', 'Dispensed and accuracy-checked deployment tooling');
    const matched = names(
      compare(
        posting([
          'Experience managing direct reports',
          'Strong presentation skills',
          'Accurate checking of releases',
        ]),
        text,
      ).matched,
    );
    expect(matched).toEqual([
      'Managing direct reports',
      'Strong presentation skills',
      'Accurate checking of releases',
    ]);
  });

  it('asks "Level 3 or above" as the level, not as the word "above"', () => {
    const r = readRequirements({ required: ['Widget Level 3 or above'], preferred: [], text: '' });
    expect(r[0]!.terms).toEqual([expect.objectContaining({ stems: ['widget'] })]);
  });
  it('meets skills asked in German, French or Spanish in an English CV', () => {
    const text = CV.replace(
      'Built deployment tooling in Go',
      'Ran the data analysis and the machine learning models behind deployment tooling in Go',
    );
    const result = compare(
      posting([
        'Erfahrung in der Datenanalyse',
        'Maîtrise de l’apprentissage automatique',
        'Experiencia en gestión de riesgos',
      ]),
      text,
    );
    expect(names(result.matched)).toEqual(['Data analysis', 'Machine learning']);
    expect(names(result.missing)).toEqual(['Risk management']);
  });
});
