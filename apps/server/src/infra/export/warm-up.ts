/**
 * The CV a fresh renderer lays out before its first real one. It is shaped like a real two-page
 * CV (every section, bullet points, links, dates, skill groups) in every script the fonts cover,
 * so that warming up parses each font and template and also runs the layout code a real CV runs
 * often enough for the WebAssembly engine to optimise it: after a warm-up with a one-line CV, the
 * first real CVs took two to three times as long as later ones.
 */
import type { Profile } from '@vita/api/schemas';
import { toCvDocument, type CvDocument } from './document';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

const points = (topic: string) =>
  [
    `• Led the office move of the ${topic} service to a new platform, cutting deploys from 40 to 6 minutes`,
    `• Built an efficient cache for ${topic} requests serving 12 million calls a day`,
    '• Mentored five engineers through reviews, pairing and a fluffy-free design checklist',
    `• Wrote the ${topic} runbooks the on-call team still uses`,
  ].join('\n');

const profileFor = (round: number): Profile => ({
  basic_info: {
    professional_title: 'Software Engineer',
    location: 'Lisbon, Portugal',
    professional_summary:
      'Engineer with ten years of web services, data pipelines and teams. مهندس برمجيات 软件工程师',
    phone: '+351 21 000 0000',
    linkedin_url: 'https://www.linkedin.com/in/warm-up',
    github_url: 'https://github.com/warm-up',
    portfolio_url: 'https://warm-up.example.com',
    updated_at: '2026-01-01T00:00:00Z',
  },
  // Each round words every paragraph differently, so that none of it is a repeat to Typst.
  work_experiences: ['billing', 'search', 'payments', 'reporting'].map((area, i) => {
    const topic = round ? `${area} ${round}` : area;
    return {
      id: id(i + 1),
      job_title: i === 0 ? 'Staff Software Engineer' : 'Software Engineer',
      company_name: `Example ${topic} Ltd`,
      company_location: 'Lisbon, Portugal',
      employment_type: 'full_time' as const,
      start_date: `${2022 - 3 * i}-01-01`,
      end_date: i === 0 ? null : `${2024 - 3 * i}-12-01`,
      is_current: i === 0,
      description: points(topic),
      skills_used: 'TypeScript, PostgreSQL, Kubernetes',
      achievements: `• Cut ${topic} costs by 30%`,
    };
  }),
  education_history: [1, 2].map((n) => ({
    id: id(10 + n),
    institution_name: `University of Example ${n}`,
    degree: "Master's Degree" as const,
    field_of_study: 'Computer Science',
    location: 'Porto, Portugal',
    start_date: `${2008 + 2 * n}-09-01`,
    end_date: `${2010 + 2 * n}-07-01`,
    is_current: false,
    gpa: '3.8',
    description: '• Thesis on distributed caches',
    activities: 'Chess club',
  })),
  skills: ['TypeScript', 'Go', 'SQL', 'Kubernetes', 'Leadership', 'Mentoring'].map((name, i) => ({
    id: id(20 + i),
    name,
    proficiency_level: 'advanced' as const,
    category: i < 4 ? 'Engineering' : i < 5 ? 'People' : null,
  })),
  certifications: [
    {
      id: id(30),
      name: 'Certified Kubernetes Administrator',
      issuing_organization: 'CNCF',
      issue_date: '2021-05-01',
      expiration_date: '2027-05-01',
      credential_id: 'CKA-0000',
      credential_url: 'https://example.com/cka',
      description: null,
    },
  ],
  projects: [
    {
      id: id(40),
      name: 'Open tokens',
      description: '• A token pipeline from design files to CSS variables',
      role: 'Maintainer',
      start_date: '2022-01-01',
      end_date: null,
      is_ongoing: true,
      project_url: 'https://example.com/tokens',
      repository_url: 'https://github.com/warm-up/tokens',
      technologies_used: ['TypeScript', 'Style Dictionary'],
    },
  ],
});

/** Rounds of the warm-up per template: enough for the engine to optimise the layout code. */
export const WARM_UP_ROUNDS = 3;

export const warmUpDocument = (round: number): CvDocument =>
  toCvDocument(
    profileFor(round),
    { full_name: 'Warm Up', email: 'warm@example.com' },
    { title: `Warm-up ${round}`, headline: 'Staff Engineer' },
  );
