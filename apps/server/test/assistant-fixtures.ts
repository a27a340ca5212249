import type { Profile } from '@vita/api/schemas';
import type { AssistantGrounding } from '../src/infra/assistant/grounding';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** A software engineer with a gap, an overlap, weak bullets and bullets with numbers. */
export const engineerProfile: Profile = {
  basic_info: {
    professional_title: 'Senior Software Engineer',
    location: 'Lisbon, Portugal',
    professional_summary: 'Engineer who likes building things.',
    phone: null,
    linkedin_url: 'https://www.linkedin.com/in/ines-silva',
    github_url: null,
    portfolio_url: null,
    updated_at: '2026-01-01T00:00:00.000Z',
  },
  work_experiences: [
    {
      id: id(1),
      job_title: 'Software Engineer',
      company_name: 'Farfetch',
      company_location: 'Porto',
      employment_type: 'full_time',
      start_date: '2016-09-01',
      end_date: '2019-02-01',
      is_current: false,
      description:
        'Responsible for the checkout service\nWorked on payment integrations with the finance team',
      skills_used: 'Java, Spring, PostgreSQL',
      achievements: 'Cut checkout latency by 40% for 2 million monthly users',
    },
    {
      id: id(2),
      job_title: 'Senior Software Engineer',
      company_name: 'Talkdesk',
      company_location: 'Lisbon',
      employment_type: 'full_time',
      start_date: '2019-09-01',
      end_date: null,
      is_current: true,
      description: 'Led the migration of the routing engine to Kubernetes',
      skills_used: 'Go, Kubernetes, Docker',
      achievements: 'Helped with hiring and onboarding of new engineers',
    },
    {
      id: id(3),
      job_title: 'Mentor',
      company_name: 'Code for Portugal',
      company_location: null,
      employment_type: 'freelance',
      start_date: '2020-01-01',
      end_date: '2021-06-01',
      is_current: false,
      description: null,
      skills_used: null,
      achievements: null,
    },
  ],
  education_history: [
    {
      id: id(4),
      institution_name: 'Universidade de Lisboa',
      degree: "Master's Degree",
      field_of_study: 'Computer Science',
      location: 'Lisbon',
      start_date: '2014-09-01',
      end_date: '2016-07-01',
      is_current: false,
      gpa: null,
      description: null,
      activities: null,
    },
  ],
  skills: [
    { id: id(5), name: 'Go', proficiency_level: 'expert', category: 'Languages' },
    { id: id(6), name: 'Java', proficiency_level: 'advanced', category: 'Languages' },
    { id: id(7), name: 'k8s', proficiency_level: 'advanced', category: 'Infrastructure' },
    { id: id(8), name: 'SQL', proficiency_level: 'intermediate', category: 'Data' },
  ],
  certifications: [],
  projects: [],
};

export const nurseProfile: Profile = {
  basic_info: {
    professional_title: 'Registered Nurse',
    location: 'Leeds, UK',
    professional_summary: null,
    phone: '+44 113 496 0000',
    linkedin_url: null,
    github_url: null,
    portfolio_url: null,
    updated_at: '2026-01-01T00:00:00.000Z',
  },
  work_experiences: [
    {
      id: id(11),
      job_title: 'Staff Nurse',
      company_name: "St James's University Hospital",
      company_location: 'Leeds',
      employment_type: 'full_time',
      start_date: '2018-01-01',
      end_date: null,
      is_current: true,
      description: 'Cared for up to 8 patients per shift on an acute medical ward',
      skills_used: 'Patient assessment, Medication administration',
      achievements: null,
    },
  ],
  education_history: [],
  skills: [{ id: id(12), name: 'Patient assessment', proficiency_level: 'expert', category: null }],
  certifications: [],
  projects: [],
};

export const emptyProfile: Profile = {
  basic_info: null,
  work_experiences: [],
  education_history: [],
  skills: [],
  certifications: [],
  projects: [],
};

export function grounding(
  profile: Profile,
  extra: Partial<AssistantGrounding> = {},
): AssistantGrounding {
  return {
    user: { full_name: 'Inês Silva', email: 'ines@example.com' },
    profile,
    cvs: [],
    attachments: [],
    history: [],
    today: '2026-11-25',
    ...extra,
  };
}
