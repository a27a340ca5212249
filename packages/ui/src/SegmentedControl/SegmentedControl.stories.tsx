import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { SegmentedControl, type SegmentedControlProps } from './SegmentedControl';

function Controlled(props: SegmentedControlProps) {
  const [key, setKey] = useState(props.selectedKey);
  return (
    <SegmentedControl
      {...props}
      selectedKey={key}
      onSelectionChange={(next) => {
        setKey(next);
        props.onSelectionChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Navigation/SegmentedControl',
  component: SegmentedControl,
  render: (args) => <Controlled {...args} />,
  args: {
    'aria-label': 'Mode',
    options: [
      { id: 'chat', label: 'Chat' },
      { id: 'analysis', label: 'Resume Analysis' },
    ],
    selectedKey: 'chat',
    onSelectionChange: fn(),
  },
} satisfies Meta<typeof SegmentedControl>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstChosen: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Chat' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Resume Analysis' })).not.toBeChecked();
  },
};

export const Switched: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Resume Analysis' }));
    await expect(args.onSelectionChange).toHaveBeenCalledWith('analysis');
    await expect(canvas.getByRole('radio', { name: 'Resume Analysis' })).toBeChecked();
  },
};
