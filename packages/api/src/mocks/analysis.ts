import {
  atsAnalysisPart,
  atsCheckTexts,
  experienceAnalysisPart,
  fillText,
  listAnalysisPart,
  type AnalysisResult,
} from '../schemas/analysis';

/**
 * The mocks' stand-in for a resume analysis: a fixed, realistic result for any CV and posting,
 * and a short write-up of it. The real comparison lives on the server.
 */
export function mockAnalysis(cv: { filename: string; path: string }, url: string): AnalysisResult {
  const ats = [
    {
      label: atsCheckTexts.contact,
      passed: false,
      detail: fillText(atsCheckTexts.contactMissing, {
        missing: 'phone number',
        wanted: 'a phone number',
      }),
    },
    {
      label: atsCheckTexts.dates,
      passed: false,
      detail: fillText(atsCheckTexts.datesUnread, { dates: '“Summer 2017”', aDate: 'a date' }),
    },
    { label: atsCheckTexts.headings, passed: true, detail: atsCheckTexts.headingsFound },
    {
      label: atsCheckTexts.readable,
      passed: true,
      detail: fillText(atsCheckTexts.readableFound, { words: 540 }),
    },
    {
      label: atsCheckTexts.length,
      passed: true,
      detail: fillText(atsCheckTexts.lengthFine, { words: 540 }),
    },
  ];
  const experience = { required_years: 5, cv_years: 7 };
  const parts = [
    listAnalysisPart('required', { shown: 3, asked: 4, max: 55 }),
    listAnalysisPart('preferred', { shown: 1, asked: 2, max: 15 }),
    experienceAnalysisPart({
      required: experience.required_years,
      cv: experience.cv_years,
      max: 15,
      field: null,
    }),
    atsAnalysisPart({ passed: ats.filter((c) => c.passed).length, checks: ats.length, max: 15 }),
  ];
  return {
    score: parts.reduce((sum, part) => sum + part.score, 0),
    parts,
    matched: [
      {
        requirement: 'Python',
        importance: 'required',
        asked_in: '5+ years of experience with Python',
        evidence: 'Built the billing service in Python, cutting invoice errors by 30%.',
      },
      {
        requirement: 'PostgreSQL',
        importance: 'required',
        asked_in: 'Experience with PostgreSQL and data modelling',
        evidence: 'Designed the PostgreSQL schema for 2 million customer records.',
      },
      {
        requirement: 'Docker',
        importance: 'required',
        asked_in: 'You ship services in Docker containers',
        evidence: 'Moved 12 services to Docker and cut deploy time from 40 to 8 minutes.',
      },
      {
        requirement: 'AWS',
        importance: 'preferred',
        asked_in: 'AWS experience is a plus',
        evidence: 'Ran the data pipeline on AWS Lambda and S3.',
      },
    ],
    missing: [
      {
        requirement: 'Kubernetes',
        importance: 'required',
        asked_in: 'Hands-on Kubernetes in production',
      },
      { requirement: 'Terraform', importance: 'preferred', asked_in: 'Terraform is a bonus' },
    ],
    suggestions: [
      {
        section: 'Skills',
        text: 'Add Kubernetes and Terraform only if you have used them, with where you used them.',
      },
      {
        section: 'Experience',
        text: 'Lead the Backend Developer role with the Docker and PostgreSQL bullets: the posting asks for both.',
      },
      { section: 'Contact details', text: 'Add a phone number under your name.' },
    ],
    ats,
    experience,
    posting: {
      title: 'Senior Backend Engineer',
      company: 'Acme',
      location: 'Lisbon, Portugal',
      url,
    },
    cv,
  };
}

/** The write-up of a mock analysis, as the built-in writer would shape it. */
export function mockAnalysisReport(result: AnalysisResult): string {
  return [
    `## ${result.score}/100 for ${result.posting.title} at ${result.posting.company}`,
    '',
    ...result.parts.map((part) => `- **${part.label}**: ${part.score}/${part.max}, ${part.detail}`),
    '',
    '### Missing',
    '',
    ...result.missing.map((m) => `- **${m.requirement}** (${m.importance})`),
  ].join('\n');
}
