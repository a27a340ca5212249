import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { DialogTrigger } from '../Dialog/Dialog';
import { TextField } from '../TextField/TextField';
import { FormDialog, type FormDialogProps } from './FormDialog';

type AddItemProps = Pick<
  FormDialogProps,
  'onSubmit' | 'isPending' | 'pendingLabel' | 'submitLabel'
> & {
  defaultTitle?: string;
};

/** "Add item": Title and Description; Save is disabled until the title is filled. */
function AddItemDialog({ defaultTitle = '', ...props }: AddItemProps) {
  const [title, setTitle] = useState(defaultTitle);
  return (
    <DialogTrigger defaultOpen>
      <Button>Add Item</Button>
      <FormDialog title="Add Item" isSubmitDisabled={title.trim() === ''} {...props}>
        <TextField
          label="Title"
          name="title"
          isRequired
          autoFocus
          value={title}
          onChange={setTitle}
        />
        <TextField label="Description" name="description" />
      </FormDialog>
    </DialogTrigger>
  );
}

const meta = {
  title: 'Overlays/FormDialog',
  component: FormDialog,
  args: { title: 'Add Item', onSubmit: fn(), children: null },
  render: (args) => (
    <AddItemDialog
      onSubmit={args.onSubmit}
      isPending={args.isPending}
      pendingLabel={args.pendingLabel}
      submitLabel={args.submitLabel}
    />
  ),
  parameters: { layout: 'padded' },
} satisfies Meta<typeof FormDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

async function findDialog() {
  const dialog = await within(document.body).findByRole('dialog', { name: 'Add Item' });
  // Overlays fade in; wait until the entry animation has finished.
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
}

/** Open with nothing typed: focus is in Title and Save is disabled until the form is valid. */
export const InvalidSaveDisabled: Story = {
  play: async () => {
    const dialog = await findDialog();
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: /^Title/ })).toHaveFocus(),
    );
    await expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
  },
};

export const SubmitsWithEnter: Story = {
  play: async ({ args }) => {
    const dialog = await findDialog();
    const title = within(dialog).getByRole('textbox', { name: /^Title/ });
    await waitFor(() => expect(title).toHaveFocus());
    await userEvent.type(title, 'Portfolio website');
    await expect(within(dialog).getByRole('button', { name: 'Save' })).toBeEnabled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

export const Cancel: Story = {
  play: async ({ args, canvas }) => {
    const dialog = await findDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await expect(args.onSubmit).not.toHaveBeenCalled();
    // Opened from its trigger this time, so closing returns focus to the trigger.
    await userEvent.click(canvas.getByRole('button', { name: 'Add Item' }));
    const reopened = await findDialog();
    await userEvent.click(within(reopened).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Add Item' })).toHaveFocus());
  },
};

/** While the create request runs: the busy label 'Creating...'. */
export const Pending: Story = {
  args: { isPending: true, pendingLabel: 'Creating...' },
  render: (args) => (
    <AddItemDialog
      defaultTitle="Portfolio website"
      onSubmit={args.onSubmit}
      isPending={args.isPending}
      pendingLabel={args.pendingLabel}
    />
  ),
  play: async ({ args }) => {
    const dialog = await findDialog();
    const submit = within(dialog).getByRole('button', { name: /Creating\.\.\./ });
    await expect(submit).toHaveAttribute('data-pending', 'true');
    await userEvent.click(submit);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
