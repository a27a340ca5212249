import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { badgeVariants } from '../Badge/Badge';
import { StageBadge } from './StageBadge';

const meta = {
  title: 'Applications/StageBadge',
  component: StageBadge,
  args: { children: 'Applied', tone: 'info' },
  argTypes: { tone: { control: 'inline-radio', options: badgeVariants } },
} satisfies Meta<typeof StageBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A stage's name with its tone; the name alone carries the meaning. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Applied')).toBeVisible();
  },
};

/** The six stages of an application, each in the tone a page gives it. */
export const AllStages: Story = {
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
      <StageBadge tone="neutral">Saved</StageBadge>
      <StageBadge tone="info">Applied</StageBadge>
      <StageBadge tone="warning">Interview</StageBadge>
      <StageBadge tone="success">Offer</StageBadge>
      <StageBadge tone="danger">Rejected</StageBadge>
      <StageBadge tone="neutral">Withdrawn</StageBadge>
    </div>
  ),
  play: async ({ canvas }) => {
    for (const name of ['Saved', 'Applied', 'Interview', 'Offer', 'Rejected', 'Withdrawn']) {
      await expect(canvas.getByText(name)).toBeVisible();
    }
  },
};
