import type { Meta, StoryObj } from '@storybook/react-vite';
import { FileText, Plus } from 'lucide-react';
import { expect } from 'storybook/test';
import { Button } from '../Button/Button';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'Feedback/EmptyState',
  component: EmptyState,
  args: {
    icon: <FileText size={22} />,
    title: "You don't have any CVs yet",
    description: 'Add a new CV to get started',
    action: (
      <Button>
        <Plus size={16} aria-hidden />
        Add CV
      </Button>
    ),
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: "You don't have any CVs yet" })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add CV' })).toBeVisible();
  },
};

export const WithoutAction: Story = {
  args: {
    action: undefined,
    title: "You don't have any items yet",
    description: 'Add a new item to get started',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Add a new item to get started')).toBeVisible();
  },
};
