import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { ToastRegion, toast } from './Toast';

const LONG_FILE_NAME = 'curriculum-vitae-senior-platform-engineer-2026-final-version.pdf';

function Demo() {
  return (
    <div style={{ display: 'flex', gap: 8 }}>
      <Button
        variant="outline"
        onPress={() => toast.success('Success!', 'User updated successfully.')}
      >
        Success
      </Button>
      <Button
        variant="outline"
        onPress={() => toast.error('Something went wrong!', 'Incorrect email or password')}
      >
        Error
      </Button>
      <Button
        variant="outline"
        onPress={() => toast.info('Password recovery email sent successfully.')}
      >
        Info
      </Button>
      <Button
        variant="outline"
        onPress={() => toast.success('Success!', `${LONG_FILE_NAME} uploaded.`)}
      >
        Upload
      </Button>
      <ToastRegion />
    </div>
  );
}

const meta = {
  title: 'Feedback/Toast',
  component: ToastRegion,
  render: () => <Demo />,
  // Toasts are portalled to the viewport's corner; the trigger buttons sit top left.
  parameters: { layout: 'padded' },
  beforeEach: () => () => toast.clear(),
} satisfies Meta<typeof ToastRegion>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Success' }));
    const region = await within(document.body).findByRole('region', { name: 'Notifications' });
    await expect(region).toHaveTextContent('User updated successfully.');
  },
};

export const Stacked: Story = {
  // Three toasts race their 4000 ms timers, so which text is on screen at capture time varies;
  // the play function asserts the stacking instead of a picture.
  parameters: { screenshot: { disable: true } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Info' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Success' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Error' }));
    const region = await within(document.body).findByRole('region', { name: 'Notifications' });
    await expect(within(region).getAllByRole('alertdialog')).toHaveLength(3);
  },
};

export const Dismissed: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Error' }));
    const body = within(document.body);
    await userEvent.click(await body.findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(body.queryByRole('region', { name: 'Notifications' })).toBeNull(), {
      timeout: 3000,
    });
  },
};

export const LongFileName: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Upload' }));
    const region = await within(document.body).findByRole('region', { name: 'Notifications' });
    // One line cut with an ellipsis; the whole name is the tooltip and stays readable by AT.
    // The toast fades in: visible once its entry animation has run.
    const name = await within(region).findByTitle(LONG_FILE_NAME);
    await waitFor(() => expect(name).toBeVisible());
    await expect(region).toHaveTextContent(`${LONG_FILE_NAME} uploaded.`);
  },
};
