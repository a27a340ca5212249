import type { ApplicationPublic } from '../schemas/applications';
import { cvPdfFilename } from '../schemas/cv-layout';
import { mockAnalysis } from './analysis';
import { MOCK_ADMIN_ID, MOCK_MEMBER_ID, MOCK_NOW, mockId } from './ids';

/**
 * The seeded applications, apart from their mock endpoints so the mock database can seed them
 * without importing the handlers that read it.
 */

/** An application's optional fields, all empty. */
export const blank = {
  location: null,
  posting_url: null,
  posting_text: null,
  next_step: null,
  next_step_date: null,
  contact_name: null,
  contact_email: null,
  contact_phone: null,
  salary_min: null,
  salary_max: null,
  salary_currency: null,
  notes: null,
  cv_id: null,
  frozen_cv: null,
  analysis: null,
  analysed_at: null,
  cover_letter: null,
} satisfies Partial<ApplicationPublic>;

/** A day relative to MOCK_NOW, as an ISO timestamp at the same time of day. */
const daysFromNow = (days: number) =>
  new Date(Date.parse(MOCK_NOW) + days * 86_400_000).toISOString();
const dayFromNow = (days: number) => daysFromNow(days).slice(0, 10);

/**
 * The member's applications across every stage, as the board and the table show them, with what
 * is due this week; one belongs to the admin (never shown to the member). Newest change first.
 */
export function seedApplications(): ApplicationPublic[] {
  const member = MOCK_MEMBER_ID;
  return [
    {
      ...blank,
      id: mockId(501),
      title: 'Senior Frontend Engineer',
      company: 'Acme',
      location: 'Berlin (hybrid)',
      posting_url: 'https://jobs.example.com/acme/frontend',
      posting_text:
        'Required: 5+ years of React and TypeScript\nRequired: accessibility (WCAG)\nPreferred: design systems',
      stage: 'interview',
      stage_history: [
        { stage: 'saved', at: daysFromNow(-20) },
        { stage: 'applied', at: daysFromNow(-18) },
        { stage: 'interview', at: daysFromNow(-3) },
      ],
      next_step: 'Technical interview',
      next_step_date: dayFromNow(2),
      contact_name: 'Dana Recruiter',
      contact_email: 'dana@acme.example',
      salary_min: 70_000,
      salary_max: 85_000,
      salary_currency: 'EUR',
      notes: 'Ask about the design system team.',
      cv_id: mockId(201),
      frozen_cv: {
        filename: cvPdfFilename('Bob Member', 'Frontend Engineer CV'),
        size: 48_213,
        cv_title: 'Frontend Engineer CV',
        frozen_at: daysFromNow(-18),
      },
      analysis: mockAnalysis(
        { filename: 'Frontend Engineer CV', path: `cvs/${mockId(201)}` },
        'https://jobs.example.com/acme/frontend',
      ),
      analysed_at: daysFromNow(-18),
      cover_letter:
        'Dear hiring team at Acme,\n\nI am applying for the Senior Frontend Engineer role.\n\nKind regards,\nBob Member',
      owner_id: member,
      created_at: daysFromNow(-20),
      updated_at: daysFromNow(-3),
    },
    {
      ...blank,
      id: mockId(502),
      title: 'Staff Engineer, Web Platform',
      company: 'Globex',
      location: 'Remote',
      posting_url: 'https://jobs.example.com/globex/staff-web',
      stage: 'applied',
      stage_history: [
        { stage: 'saved', at: daysFromNow(-9) },
        { stage: 'applied', at: daysFromNow(-7) },
      ],
      next_step: 'Follow up with the recruiter',
      next_step_date: dayFromNow(-1),
      cv_id: mockId(201),
      frozen_cv: {
        filename: cvPdfFilename('Bob Member', 'Frontend Engineer CV'),
        size: 47_902,
        cv_title: 'Frontend Engineer CV',
        frozen_at: daysFromNow(-7),
      },
      owner_id: member,
      created_at: daysFromNow(-9),
      updated_at: daysFromNow(-7),
    },
    {
      ...blank,
      id: mockId(503),
      title: 'Frontend Developer',
      company: 'Initech',
      location: 'Munich',
      stage: 'saved',
      stage_history: [{ stage: 'saved', at: daysFromNow(-2) }],
      next_step: 'Tailor the CV',
      next_step_date: dayFromNow(5),
      owner_id: member,
      created_at: daysFromNow(-2),
      updated_at: daysFromNow(-2),
    },
    {
      ...blank,
      id: mockId(504),
      title: 'UI Engineer',
      company: 'Umbrella',
      stage: 'offer',
      stage_history: [
        { stage: 'saved', at: daysFromNow(-40) },
        { stage: 'applied', at: daysFromNow(-38) },
        { stage: 'interview', at: daysFromNow(-25) },
        { stage: 'offer', at: daysFromNow(-4) },
      ],
      next_step: 'Answer the offer',
      next_step_date: dayFromNow(12),
      salary_min: 75_000,
      salary_currency: 'EUR',
      owner_id: member,
      created_at: daysFromNow(-40),
      updated_at: daysFromNow(-4),
    },
    {
      ...blank,
      id: mockId(505),
      title: 'React Engineer',
      company: 'Hooli',
      stage: 'rejected',
      stage_history: [
        { stage: 'saved', at: daysFromNow(-30) },
        { stage: 'applied', at: daysFromNow(-29) },
        { stage: 'rejected', at: daysFromNow(-10) },
      ],
      owner_id: member,
      created_at: daysFromNow(-30),
      updated_at: daysFromNow(-10),
    },
    {
      ...blank,
      id: mockId(506),
      title: 'Product Designer',
      company: 'Vandelay',
      stage: 'withdrawn',
      stage_history: [
        { stage: 'saved', at: daysFromNow(-60) },
        { stage: 'withdrawn', at: daysFromNow(-50) },
      ],
      owner_id: member,
      created_at: daysFromNow(-60),
      updated_at: daysFromNow(-50),
    },
    {
      ...blank,
      id: mockId(507),
      title: 'Engineering Manager',
      company: 'Soylent',
      stage: 'saved',
      stage_history: [{ stage: 'saved', at: daysFromNow(-1) }],
      owner_id: MOCK_ADMIN_ID,
      created_at: daysFromNow(-1),
      updated_at: daysFromNow(-1),
    },
  ];
}
