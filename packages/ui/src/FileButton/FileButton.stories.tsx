import type { Meta, StoryObj } from '@storybook/react-vite';
import { FileUp } from 'lucide-react';
import { expect, fn } from 'storybook/test';
import { FileButton } from './FileButton';

const meta = {
  title: 'Components/FileButton',
  component: FileButton,
  args: {
    children: (
      <>
        <FileUp size={16} aria-hidden />
        Import JSON Resume
      </>
    ),
    variant: 'outline',
    acceptedFileTypes: ['.json', 'application/json'],
    onSelect: fn(),
  },
} satisfies Meta<typeof FileButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A button that opens the file chooser, offering JSON files only. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: 'Import JSON Resume' })).toBeVisible();
    const input = canvasElement.querySelector('input[type="file"]');
    await expect(input).toHaveAttribute('accept', '.json,application/json');
  },
};

/** While the chosen file is read. */
export const Pending: Story = {
  args: { isPending: true, pendingLabel: 'Reading...' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Reading\.\.\./ })).toHaveAttribute(
      'data-pending',
      'true',
    );
  },
};
