import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Suggestions } from './Suggestions';

const meta = {
  title: 'Chat/Suggestions',
  component: Suggestions,
  args: {
    'aria-label': 'Suggested questions',
    items: [
      'Review my job at Salford Royal Hospital',
      'Write a headline for a Registered Nurse role',
      'Rewrite this bullet: Responsible for patient assessments on an acute medical ward',
      'Which of my jobs used Triage?',
      'Is my CV too long?',
      'How do I explain a gap in my CV?',
    ],
    onSelect: fn(),
  },
} satisfies Meta<typeof Suggestions>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getAllByRole('button')).toHaveLength(6);
    await userEvent.click(canvas.getByRole('button', { name: 'Is my CV too long?' }));
    await expect(args.onSelect).toHaveBeenCalledWith('Is my CV too long?');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Is my CV too long?' })).toBeDisabled();
  },
};
