import type { AnalysisResult } from '../schemas/analysis';

/**
 * The mocks' stand-in for a resume analysis: a fixed, realistic result for any CV and posting,
 * and a short write-up of it. The real comparison lives on the server.
 */
export function mockAnalysis(cv: { filename: string; path: string }, url: string): AnalysisResult {
  return {
    score: 72,
    parts: [
      {
        key: 'required',
        label: 'Required skills',
        score: 41,
        max: 55,
        detail: '3 of 4 required skills shown',
      },
      {
        key: 'preferred',
        label: 'Preferred skills',
        score: 8,
        max: 15,
        detail: '1 of 2 preferred skills shown',
      },
      {
        key: 'experience',
        label: 'Experience',
        score: 15,
        max: 15,
        detail: '7 years of dated roles; the posting asks for 5',
      },
      {
        key: 'ats',
        label: 'Applicant tracking',
        score: 8,
        max: 15,
        detail: '3 of 5 checks passed',
      },
    ],
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
    ats: [
      { label: 'Text can be read', passed: true, detail: 'The whole CV is selectable text.' },
      { label: 'E-mail address', passed: true, detail: 'Found at the top.' },
      { label: 'Phone number', passed: false, detail: 'No phone number found.' },
      {
        label: 'Standard headings',
        passed: true,
        detail: 'Experience, Education and Skills found.',
      },
      { label: 'Dates', passed: false, detail: '1 role has no dates that can be read.' },
    ],
    experience: { required_years: 5, cv_years: 7 },
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
