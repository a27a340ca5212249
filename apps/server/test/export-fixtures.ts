/**
 * Profiles for the CV export tests and bench: a rich one (non-Latin scripts, ligature words,
 * long enough for two pages) and a hostile one (Typst syntax in every field).
 */
import type { CvRenderer } from '../src/infra/export';
import { PROFILE_SECTIONS, type Profile, type ProfileSection } from '@vita/api/schemas';

export const richUser = { full_name: 'José Müller-Łukasiewicz', email: 'jose.muller@example.com' };

export const richCv = {
  title: 'José Müller-Łukasiewicz – Staff Engineer CV',
  target_job_title: 'Staff Software Engineer',
  target_company: 'Northwind Labs',
  headline: 'Staff Software Engineer',
};

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** Sentences of realistic length that make each entry long enough to spill onto a second page. */
const filler = (topic: string) =>
  [
    `• Led the office-wide migration of the ${topic} platform, cutting deploy time from 40 to 6 minutes`,
    `• Built an efficient caching layer for ${topic} requests that served 12 million calls a day`,
    '• Mentored five engineers through code review, pairing and a fluffy-free design checklist',
    `• Wrote the runbooks and on-call guides the ${topic} team still uses for incident response`,
    `• Replaced nightly ${topic} batch jobs with streaming updates, so reports are minutes old`,
    `• Ran quarterly ${topic} load tests and fixed the three slowest queries each time`,
  ].join('\n');

export function richProfile(): Profile {
  return {
    basic_info: {
      professional_title: 'Senior Software Engineer',
      location: 'Berlin, Germany',
      professional_summary:
        'Software engineer with ten years of office automation and efficient backend systems. ' +
        'مهندس برمجيات ' +
        'Works across teams in Berlin and Shanghai (软件工程师), keeps fluffy requirements concrete.',
      email: 'jose.contact@example.org',
      phone: '+49 30 1234 5678',
      linkedin_url: 'https://www.linkedin.com/in/jose-muller',
      github_url: 'https://github.com/jose-muller',
      portfolio_url: 'https://jose-muller.dev',
      links: ['https://gitlab.com/jose-muller', 'https://orcid.org/0000-0002-1825-0097'],
      updated_at: '2026-01-01T00:00:00.000Z',
    },
    work_experiences: [
      {
        id: id(1),
        job_title: 'Senior Software Engineer',
        company_name: 'Acme Technologies GmbH',
        team: 'Payments Platform',
        company_location: 'Berlin, Germany',
        employment_type: 'full_time',
        start_date: '2020-01-15',
        end_date: null,
        is_current: true,
        description: filler('payments'),
        skills_used: 'TypeScript, PostgreSQL, Kubernetes',
        achievements: '• Cut infrastructure costs by 35% in the first year',
      },
      {
        id: id(2),
        job_title: 'Software Engineer',
        company_name: 'Globex Systems',
        company_location: 'Munich, Germany',
        employment_type: 'full_time',
        start_date: '2017-03',
        end_date: '2019-12',
        is_current: false,
        description: filler('search'),
        skills_used: 'Go, Elasticsearch',
        achievements: null,
      },
      {
        id: id(3),
        job_title: 'Backend Developer',
        company_name: 'Initech Solutions',
        company_location: 'Warsaw, Poland',
        employment_type: 'contract',
        start_date: '2015-06-01',
        end_date: '2017-02-28',
        is_current: false,
        description: filler('billing'),
        skills_used: null,
        achievements: null,
      },
      {
        id: id(4),
        job_title: 'Junior Developer',
        company_name: 'Umbrella Software',
        company_location: 'Kraków, Poland',
        // Not given: nothing is printed for it.
        employment_type: null,
        start_date: '2013',
        end_date: '2015',
        is_current: false,
        description: filler('reporting'),
        skills_used: null,
        achievements: null,
      },
      {
        id: id(5),
        job_title: 'Software Developer Intern',
        company_name: 'Hooli Labs',
        company_location: 'Dublin, Ireland',
        employment_type: 'internship',
        start_date: '2012-06-01',
        end_date: '2012-09-30',
        is_current: false,
        description: filler('analytics'),
        skills_used: null,
        achievements: null,
      },
      {
        id: id(6),
        job_title: 'IT Support Technician',
        company_name: 'Vandelay Industries',
        company_location: 'Gdańsk, Poland',
        employment_type: 'part_time',
        start_date: '2010-01-01',
        end_date: '2012-05-31',
        is_current: false,
        description: filler('helpdesk'),
        skills_used: null,
        achievements: null,
      },
    ],
    education_history: [
      {
        id: id(11),
        institution_name: 'Technical University of Munich',
        degree: "Master's Degree",
        field_of_study: 'Computer Science',
        location: 'Munich, Germany',
        start_date: '2011-10-01',
        end_date: '2013-07-31',
        is_current: false,
        gpa: '1.3',
        description: 'Thesis on efficient query planning for office document stores.',
        activities: 'Student council, chess club',
      },
      {
        id: id(12),
        institution_name: 'University of Warsaw',
        degree: null,
        field_of_study: 'Mathematics',
        location: 'Warsaw, Poland',
        start_date: '2008',
        end_date: '2011-06',
        is_current: false,
        gpa: null,
        description: null,
        activities: null,
      },
    ],
    skills: [
      { id: id(21), name: 'TypeScript', proficiency_level: 'expert', category: 'Languages' },
      { id: id(22), name: 'Go', proficiency_level: 'advanced', category: 'Languages' },
      { id: id(23), name: 'Rust', proficiency_level: null, category: 'Languages' },
      { id: id(24), name: 'PostgreSQL', proficiency_level: 'expert', category: 'Databases' },
      { id: id(25), name: 'Redis', proficiency_level: 'advanced', category: 'Databases' },
      { id: id(26), name: 'Kubernetes', proficiency_level: 'advanced', category: 'Tools' },
      { id: id(27), name: 'Terraform', proficiency_level: 'intermediate', category: 'Tools' },
    ],
    certifications: [
      {
        id: id(31),
        name: 'Certified Kubernetes Administrator',
        issuing_organization: 'Cloud Native Computing Foundation',
        issue_date: '2021-05-01',
        expiration_date: '2024-05-01',
        credential_id: 'CKA-2100-0042',
        credential_url: 'https://www.credly.com/badges/cka-2100-0042',
        description: null,
      },
      {
        id: id(32),
        name: 'AWS Certified Solutions Architect – Associate',
        issuing_organization: 'Amazon Web Services',
        issue_date: '2019-11-01',
        expiration_date: null,
        credential_id: null,
        credential_url: null,
        description: 'Renewed through the professional track.',
      },
    ],
    projects: [
      {
        id: id(41),
        name: 'Ledgerline',
        description: 'An efficient double-entry ledger library with a fluffy-free API.',
        role: 'Maintainer',
        start_date: '2019-01-01',
        end_date: null,
        is_ongoing: true,
        project_url: 'https://ledgerline.dev',
        repository_url: 'https://github.com/jose-muller/ledgerline',
        technologies_used: ['Rust', 'WebAssembly'],
      },
      {
        id: id(42),
        name: 'Officeflow',
        description: filler('workflow'),
        role: 'Author',
        start_date: '2016-04-01',
        end_date: '2018-08-31',
        is_ongoing: false,
        project_url: 'https://officeflow.example.org/docs',
        repository_url: null,
        technologies_used: ['TypeScript', 'Node.js'],
      },
      {
        id: id(43),
        name: 'Fluffy Queue',
        description: filler('queue'),
        role: null,
        start_date: '2014-02-01',
        end_date: '2015-01-31',
        is_ongoing: false,
        project_url: null,
        repository_url: 'https://github.com/jose-muller/fluffy-queue',
        technologies_used: ['Go'],
      },
    ],
  };
}

/** Typst's markup and code characters in every field a template prints. */
/**
 * The API calls that save the rich profile for a user, in order: the basic information, then
 * each section's entries without their fixture ids (the server gives its own). The export tests
 * send them through inject, the bench over HTTP.
 */
export function richProfileSaves(): { path: string; body: object }[] {
  const profile = richProfile();
  const { id: _id, ...basics } = profile.basic_info as NonNullable<Profile['basic_info']> & {
    id?: string;
  };
  return [
    { path: '/onboarding/profile', body: basics },
    ...(Object.keys(PROFILE_SECTIONS) as ProfileSection[]).map((section) => ({
      path: `/onboarding/${section}`,
      body: (profile[PROFILE_SECTIONS[section].key] as { id: string }[]).map(
        ({ id: _entryId, ...rest }) => rest,
      ),
    })),
  ];
}

export const HOSTILE = '#let x = 1 $x^2$ [a] \\ @ref *b* _i_ <l> // c /* d */ `r` = h ~';

export const hostileUser = { full_name: '#set page(width: 1pt) Eve', email: 'eve@example.com' };

export function hostileProfile(): Profile {
  const field = (name: string) => `${name} ${HOSTILE}`;
  return {
    basic_info: {
      professional_title: field('title'),
      location: field('location'),
      professional_summary: field('summary'),
      phone: '+1 (555) 010-0199 #',
      linkedin_url: 'https://www.linkedin.com/in/eve?x=%23[a]',
      github_url: 'https://github.com/eve',
      portfolio_url: null,
      updated_at: '2026-01-01T00:00:00.000Z',
    },
    work_experiences: [
      {
        id: id(101),
        job_title: field('job'),
        company_name: field('company'),
        company_location: field('place'),
        employment_type: 'full_time',
        start_date: '2020-01-01',
        end_date: null,
        is_current: true,
        description: field('description'),
        skills_used: field('skills used'),
        achievements: field('achievements'),
      },
    ],
    education_history: [
      {
        id: id(111),
        institution_name: field('school'),
        degree: 'Other',
        field_of_study: field('subject'),
        location: null,
        start_date: '2010-01-01',
        end_date: '2014-01-01',
        is_current: false,
        gpa: '#4',
        description: field('studies'),
        activities: field('activities'),
      },
    ],
    skills: [{ id: id(121), name: field('skill'), proficiency_level: 'expert', category: null }],
    certifications: [
      {
        id: id(131),
        name: field('cert'),
        issuing_organization: field('issuer'),
        issue_date: '2021-01-01',
        expiration_date: null,
        credential_id: field('credential'),
        credential_url: null,
        description: field('about cert'),
      },
    ],
    projects: [
      {
        id: id(141),
        name: field('project'),
        description: field('project text'),
        role: field('role'),
        start_date: '2019-01-01',
        end_date: '2019-06-01',
        is_ongoing: false,
        project_url: null,
        repository_url: null,
        technologies_used: [field('tech')],
      },
    ],
  };
}

/** A renderer that holds every render until told; `held` lists them in the order they came. */
export function holdingRenderer() {
  const held: (() => void)[] = [];
  const renderer: CvRenderer = {
    warm: async () => ({ memoryMb: 0 }),
    pdf: () => new Promise((resolve) => held.push(() => resolve(new Uint8Array([37, 80])))),
    letterPdf: () => new Promise((resolve) => held.push(() => resolve(new Uint8Array([37, 80])))),
    svg: () => new Promise((resolve) => held.push(() => resolve({ svg: '<svg/>', pages: 1 }))),
    close: async () => undefined,
  };
  return { held, renderer };
}
