import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import {
  atsAnalysisPart,
  atsCheckTexts,
  experienceAnalysisPart,
  fillText,
  listAnalysisPart,
  type AnalysisResult,
} from '@vita/api';
import { mockAnalysis } from '@vita/api/mocks';
import { AnalysisReport } from './analysis-report';

const mock = mockAnalysis(
  { filename: 'jane-doe-cv.pdf', path: 'cv-files/1f0c2a9e-5d4b-4c7a-9b1e-2a3d4c5e6f70' },
  'https://jobs.example.com/postings/senior-backend-engineer',
);

// Each part worded and scored as an analysis words it, from what it counted.
const strongParts = [
  listAnalysisPart('required', { shown: 4, asked: 4, max: 55 }),
  listAnalysisPart('preferred', { shown: 2, asked: 2, max: 15 }),
  experienceAnalysisPart({ required: 5, cv: 9, max: 15, field: null }),
  atsAnalysisPart({ passed: 3, checks: 5, max: 15 }),
];

const strong: AnalysisResult = {
  ...mock,
  score: strongParts.reduce((sum, part) => sum + part.score, 0),
  parts: strongParts,
  matched: [
    ...mock.matched,
    {
      requirement: 'Kubernetes',
      importance: 'required',
      asked_in: 'Hands-on Kubernetes in production',
      evidence: 'Ran 40 services on Kubernetes (EKS) with zero-downtime deploys.',
    },
    {
      requirement: 'Terraform',
      importance: 'preferred',
      asked_in: 'Terraform is a bonus',
      evidence: 'Wrote the Terraform modules for every staging environment.',
    },
  ],
  missing: [],
  suggestions: [{ section: 'Contact details', text: 'Add a phone number under your name.' }],
  experience: { required_years: 5, cv_years: 9 },
};

const weakParts = [
  listAnalysisPart('required', { shown: 1, asked: 4, max: 55 }),
  listAnalysisPart('preferred', { shown: 0, asked: 3, max: 15 }),
  experienceAnalysisPart({ required: 8, cv: 3, max: 15, field: null }),
  atsAnalysisPart({ passed: 2, checks: 5, max: 15 }),
];

const weak: AnalysisResult = {
  ...mock,
  score: weakParts.reduce((sum, part) => sum + part.score, 0),
  parts: weakParts,
  matched: [mock.matched[0]!],
  // Given in the posting's order: the report puts the required ones first.
  missing: [
    { requirement: 'Go', importance: 'preferred', asked_in: 'Go is nice to have' },
    {
      requirement: 'PostgreSQL',
      importance: 'required',
      asked_in: 'Experience with PostgreSQL and data modelling',
    },
    {
      requirement: 'Kubernetes',
      importance: 'required',
      asked_in: 'Hands-on Kubernetes in production',
    },
    { requirement: 'Terraform', importance: 'preferred', asked_in: 'Terraform is a bonus' },
    {
      requirement: 'Docker',
      importance: 'required',
      asked_in: 'You ship services in Docker containers',
    },
    {
      requirement: 'Team leadership',
      importance: 'preferred',
      asked_in: 'You have mentored other engineers',
    },
  ],
  suggestions: [
    {
      section: 'Skills',
      text: 'List the databases and tools you have used, with where you used them.',
    },
    { section: 'Experience', text: 'Give every role a start and an end date (month and year).' },
    {
      section: 'Contact details',
      text: 'Add a phone number and an e-mail address under your name.',
    },
    {
      section: 'Layout',
      text: 'Use one column: tables and text boxes are often read out of order.',
    },
  ],
  // The mock's failed checks, and no Skills heading either.
  ats: mock.ats.map((check) =>
    check.label === atsCheckTexts.headings
      ? {
          ...check,
          passed: false,
          detail: fillText(atsCheckTexts.headingsMissing, { headings: 'Skills' }),
        }
      : check,
  ),
  experience: { required_years: 8, cv_years: 3 },
  posting: { ...mock.posting, title: 'Staff Platform Engineer', location: 'Remote (EU)' },
};

const meta = {
  title: 'Chat/AnalysisReport',
  component: AnalysisReport,
  args: { result: mock },
  // About the width of an assistant's bubble in the chat; a story can set `parameters.width`.
  decorators: [
    (Story, { parameters }) => (
      <div style={{ width: (parameters.width as number | undefined) ?? 640, maxWidth: '100%' }}>
        {Story()}
      </div>
    ),
  ],
} satisfies Meta<typeof AnalysisReport>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The result of `mockAnalysis(...)`: a fair match, one required skill missing. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Score 73 out of 100' })).toBeVisible();
    await expect(canvas.getByText('Fair match')).toBeVisible();
    await expect(
      canvas.getByRole('meter', { name: 'Required skills and qualifications' }),
    ).toHaveAttribute('aria-valuetext', '41 out of 55');
    const link = canvas.getByRole('link', { name: /Senior Backend Engineer/ });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

/** Every requirement shown: nothing missing. The posting's lines are unfolded. */
export const StrongMatch: Story = {
  args: { result: strong, askedInExpanded: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Strong match')).toBeVisible();
    await expect(
      canvas.getByText('Nothing missing: the CV shows every requirement found.'),
    ).toBeVisible();
  },
};

/** Most requirements missing (required ones first) and three checks failed. */
export const WeakMatch: Story = {
  args: { result: weak },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Weak match')).toBeVisible();
    await expect(canvas.getAllByText('Not passed')).toHaveLength(3);
    // The posting's line behind the one match opens on request.
    const trigger = canvas.getByRole('button', { name: 'Where the posting asks for it' });
    await userEvent.click(trigger);
    await userEvent.unhover(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText('5+ years of experience with Python')).toBeVisible();
  },
};

/**
 * 500px wide, with a long unbroken evidence and file name: everything stacks and wraps, and
 * nothing scrolls sideways.
 */
export const Narrow: Story = {
  args: {
    result: {
      ...mock,
      matched: [
        {
          ...mock.matched[0]!,
          evidence:
            'Published the billing service’s client at https://github.com/jane-doe/billing-service-python-client-for-invoices-and-payments and kept it at 100% test coverage.',
        },
        ...mock.matched.slice(1),
      ],
      cv: {
        ...mock.cv,
        filename: 'jane-doe-curriculum-vitae-senior-backend-engineer-2026-final.pdf',
      },
    },
  },
  parameters: { width: 500 },
  play: async ({ canvasElement }) => {
    const report = canvasElement.querySelector('article');
    await expect(report).not.toBeNull();
    await expect(report!.scrollWidth).toBeLessThanOrEqual(report!.clientWidth);
    await expect(report!.getBoundingClientRect().width).toBeLessThanOrEqual(500);
  },
};
