import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Badge } from '../Badge/Badge';
import { Button } from '../Button/Button';
import { TextField } from '../TextField/TextField';
import { Stack } from './Stack';

const meta = {
  title: 'Layout/Stack',
  component: Stack,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Fields of a form, one under the other, 16px apart: the default. */
export const Column: Story = {
  render: (args) => (
    <Stack {...args} style={{ width: 320 }} data-testid="stack">
      <TextField label="Full name" />
      <TextField label="Email" />
    </Stack>
  ),
  play: async ({ canvas }) => {
    const stack = canvas.getByTestId('stack');
    await expect(getComputedStyle(stack).flexDirection).toBe('column');
    await expect(getComputedStyle(stack).rowGap).toBe('16px');
    const name = canvas.getByRole('textbox', { name: 'Full name' }).getBoundingClientRect();
    const email = canvas.getByRole('textbox', { name: 'Email' }).getBoundingClientRect();
    await expect(email.top).toBeGreaterThan(name.bottom);
  },
};

/** Buttons side by side, 8px apart, centred on one line. */
export const Row: Story = {
  args: { direction: 'row', gap: '2', align: 'center' },
  render: (args) => (
    <Stack {...args} data-testid="stack">
      <Button variant="outline">Cancel</Button>
      <Button>Save</Button>
      <Badge variant="info">Draft</Badge>
    </Stack>
  ),
  play: async ({ canvas }) => {
    const stack = canvas.getByTestId('stack');
    await expect(getComputedStyle(stack).columnGap).toBe('8px');
    const cancel = canvas.getByRole('button', { name: 'Cancel' }).getBoundingClientRect();
    const save = canvas.getByRole('button', { name: 'Save' }).getBoundingClientRect();
    await expect(save.left - cancel.right).toBe(8);
    await expect(save.top).toBe(cancel.top);
  },
};
