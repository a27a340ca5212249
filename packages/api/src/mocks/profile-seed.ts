import type { OnboardingState, Profile, ProfileDraft } from '../schemas/profile';
import { MOCK_ADMIN_ID, MOCK_MEMBER_ID, MOCK_NOW, mockId } from './ids';

/** A profile with nothing saved yet. */
export const emptyProfile = (): Profile => ({
  basic_info: null,
  work_experiences: [],
  education_history: [],
  skills: [],
  certifications: [],
  projects: [],
});

/** The seeded member's profile: a finished onboarding with every section filled in. */
export function memberProfile(): Profile {
  return {
    basic_info: {
      professional_title: 'Senior Frontend Engineer',
      location: 'Berlin, Germany',
      professional_summary:
        'Frontend engineer with eight years of React and TypeScript, design systems and accessibility.',
      email: 'bob.member@example.net',
      phone: '+49 30 1234567',
      linkedin_url: 'https://www.linkedin.com/in/bob-member',
      github_url: 'https://github.com/bob-member',
      portfolio_url: null,
      updated_at: MOCK_NOW,
    },
    work_experiences: [
      {
        id: mockId(401),
        job_title: 'Senior Frontend Engineer',
        company_name: 'Acme',
        company_location: 'Berlin',
        employment_type: 'full_time',
        start_date: '2021-04-01',
        end_date: null,
        is_current: true,
        description: 'Leads the design system used by six product teams.',
        skills_used: 'React, TypeScript, Storybook',
        achievements: 'Cut the first load of the app by 40%.',
      },
      {
        id: mockId(402),
        job_title: 'Frontend Engineer',
        company_name: 'Globex',
        company_location: 'Hamburg',
        employment_type: 'full_time',
        start_date: '2017-09-01',
        end_date: '2021-03-01',
        is_current: false,
        description: null,
        skills_used: 'Angular, RxJS',
        achievements: null,
      },
    ],
    education_history: [
      {
        id: mockId(411),
        institution_name: 'TU Berlin',
        degree: "Bachelor's Degree",
        field_of_study: 'Computer Science',
        location: 'Berlin',
        start_date: '2013-10-01',
        end_date: '2017-07-01',
        is_current: false,
        gpa: '1.7',
        description: null,
        activities: null,
      },
    ],
    skills: [
      { id: mockId(421), name: 'React', proficiency_level: 'expert', category: 'Frontend' },
      { id: mockId(422), name: 'TypeScript', proficiency_level: 'advanced', category: 'Languages' },
    ],
    certifications: [
      {
        id: mockId(431),
        name: 'Certified Accessibility Specialist',
        issuing_organization: 'IAAP',
        issue_date: '2022-05-01',
        expiration_date: null,
        credential_id: 'CPACC-1234',
        credential_url: null,
        description: null,
      },
    ],
    projects: [
      {
        id: mockId(441),
        name: 'Open design tokens',
        description: 'A token pipeline from Figma to CSS variables.',
        role: 'Maintainer',
        start_date: '2022-01-01',
        end_date: null,
        is_ongoing: true,
        project_url: null,
        repository_url: 'https://github.com/bob-member/tokens',
        technologies_used: ['TypeScript', 'Style Dictionary'],
      },
    ],
  };
}

/** Profiles and wizard steps of the seed users: both have finished onboarding. */
export function seedProfiles() {
  return {
    profiles: new Map<string, Profile>([
      [MOCK_ADMIN_ID, emptyProfile()],
      [MOCK_MEMBER_ID, memberProfile()],
    ]),
    onboarding: new Map<string, OnboardingState>([
      [MOCK_ADMIN_ID, { current_step: 'completed', conversation_id: null }],
      [MOCK_MEMBER_ID, { current_step: 'completed', conversation_id: null }],
    ]),
  };
}

/** What the mock "reads" from any uploaded CV: a fixed, complete draft for stories and tests. */
export const MOCK_RESUME_DRAFT: ProfileDraft = {
  full_name: 'Bob Member',
  email: 'member@example.com',
  basic_info: {
    professional_title: 'Frontend Engineer',
    location: 'Berlin, Germany',
    professional_summary: 'Frontend engineer who builds accessible interfaces.',
    phone: '+49 30 1234567',
    linkedin_url: 'https://www.linkedin.com/in/bob-member',
    github_url: null,
    portfolio_url: null,
    links: ['https://gitlab.com/bob-member'],
  },
  work_experiences: [
    {
      job_title: 'Frontend Engineer',
      company_name: 'Globex',
      team: null,
      company_location: 'Hamburg',
      employment_type: null,
      start_date: '2017-09-01',
      end_date: null,
      is_current: true,
      description: 'Built the customer portal.',
      skills_used: null,
      achievements: null,
    },
  ],
  education_history: [
    {
      institution_name: 'TU Berlin',
      degree: "Bachelor's Degree",
      field_of_study: 'Computer Science',
      location: null,
      start_date: '2013-10-01',
      end_date: '2017-07-01',
      is_current: false,
      gpa: null,
      description: null,
      activities: null,
    },
  ],
  skills: [
    { name: 'React', proficiency_level: null, category: null },
    { name: 'TypeScript', proficiency_level: null, category: null },
  ],
  certifications: [],
  projects: [],
};
