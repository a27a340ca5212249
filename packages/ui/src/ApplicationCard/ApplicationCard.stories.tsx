import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ApplicationCard } from './ApplicationCard';

const meta = {
  title: 'Applications/ApplicationCard',
  component: ApplicationCard,
  decorators: [
    (Story, { parameters }) => (
      <div style={{ width: (parameters.width as number | undefined) ?? 300, maxWidth: '100%' }}>
        {Story()}
      </div>
    ),
  ],
  args: {
    title: 'Senior Backend Engineer',
    company: 'Northwind Logistics',
    stage: { label: 'Interview', tone: 'warning' },
    nextStep: 'Technical interview',
    nextStepDate: '2026-12-03',
    score: 78,
  },
} satisfies Meta<typeof ApplicationCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Everything known: the job, the company, the stage, the score and the next step with its date. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Senior Backend Engineer')).toBeVisible();
    await expect(canvas.getByText('Northwind Logistics')).toBeVisible();
    await expect(canvas.getByText('Interview')).toBeVisible();
    await expect(canvas.getByText('Score 78')).toBeVisible();
    await expect(canvas.getByText('Next: Technical interview, Dec 3, 2026')).toBeVisible();
  },
};

/** A job typed in by hand, with nothing but its title: no empty labels are left behind. */
export const TitleOnly: Story = {
  args: {
    company: undefined,
    stage: { label: 'Saved' },
    nextStep: undefined,
    nextStepDate: undefined,
    score: undefined,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Saved')).toBeVisible();
    await expect(canvas.queryByText(/^Next:/)).toBeNull();
    await expect(canvas.queryByText(/^Score/)).toBeNull();
  },
};

/** A next step without a date, and a weak score. */
export const UndatedStepWeakScore: Story = {
  args: { nextStepDate: null, nextStep: 'Send the portfolio', score: 31 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Next: Send the portfolio')).toBeVisible();
    await expect(canvas.getByText('Score 31')).toBeVisible();
  },
};

/** Long names in a narrow column wrap; nothing spills out of the card. */
export const LongNames: Story = {
  parameters: { width: 220 },
  args: {
    title: 'Principal Distributed Systems Reliability Engineer (Platform Infrastructure)',
    company: 'Consolidated Intercontinental Freight and Warehousing Cooperative',
    nextStep: 'Call back the recruiter about the relocation package',
  },
  play: async ({ canvasElement }) => {
    const card = canvasElement.firstElementChild!.firstElementChild as HTMLElement;
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
  },
};
