import type { Meta, StoryObj } from '@storybook/react-vite';
import { RotateCw } from 'lucide-react';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../Button/Button';
import { Banner } from './Banner';

const meta = {
  title: 'Feedback/Banner',
  component: Banner,
  args: { children: 'The reply could not be sent. Check your connection and try again.' },
  decorators: [(Story) => <div style={{ width: 500 }}>{Story()}</div>],
} satisfies Meta<typeof Banner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An error the user can dismiss. */
export const Danger: Story = {
  args: { tone: 'danger', onDismiss: fn() },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('could not be sent');
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss' }));
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
};

/** News, with a title. */
export const Info: Story = {
  args: {
    tone: 'info',
    title: 'Working offline',
    children: 'Replies come from your own profile and files until the assistant is back.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Working offline');
  },
};

/** With an action beside the message. */
export const WithAction: Story = {
  args: {
    tone: 'danger',
    children: 'The conversation could not be loaded.',
    action: (
      <Button variant="outline" size="sm">
        <RotateCw size={14} aria-hidden />
        Retry
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};
