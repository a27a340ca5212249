import type { Meta, StoryObj } from '@storybook/react-vite';
import { Dialog, DialogTrigger } from 'react-aria-components';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Text } from '../Text/Text';
import { Popover } from './Popover';

const meta = {
  title: 'Overlays/Popover',
  component: Popover,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Popover>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A floating surface under its trigger, holding a small dialog. */
export const Open: Story = {
  render: () => (
    <DialogTrigger>
      <Button variant="outline">Account</Button>
      <Popover placement="bottom start">
        <Dialog aria-label="Account details" style={{ padding: 12, outline: 'none' }}>
          <Text size="sm">Signed in as ada@example.com</Text>
        </Dialog>
      </Popover>
    </DialogTrigger>
  ),
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Account' }));
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('dialog', { name: 'Account details' });
    await expect(dialog).toHaveTextContent('Signed in as ada@example.com');
    await expect(canvas.getByRole('button', { name: 'Account' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  },
};
