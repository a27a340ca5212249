import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Form } from '../Form/Form';
import { TextField } from '../TextField/TextField';
import { Dialog, DialogTrigger } from './Dialog';

const meta = {
  title: 'Overlays/Dialog',
  component: Dialog,
  args: { title: 'Add Item' },
  render: (args) => (
    <DialogTrigger>
      <Button>Add Item</Button>
      <Dialog
        {...args}
        footer={({ close }) => (
          <>
            <Button variant="outline" onPress={close}>
              Cancel
            </Button>
            <Button type="submit" form="add-item">
              Save
            </Button>
          </>
        )}
      >
        <Form id="add-item" onSubmit={(event) => event.preventDefault()}>
          <TextField label="Title" name="title" isRequired />
          <TextField label="Description" name="description" />
        </Form>
      </Dialog>
    </DialogTrigger>
  ),
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Add Item' })).toBeVisible();
  },
};

export const Open: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add Item' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Add Item' });
    // Overlays fade in; wait until the entry animation has finished.
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: 'Title' })).toBeVisible(),
    );
  },
};

export const ClosesWithEscape: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add Item' }));
    await within(document.body).findByRole('dialog', { name: 'Add Item' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull(), {
      timeout: 3000,
    });
  },
};
