import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { TagField, type TagFieldProps } from './TagField';

function Controlled(props: Omit<TagFieldProps, 'value' | 'onChange'> & { initial?: string[] }) {
  const [value, setValue] = useState(props.initial ?? []);
  return <TagField {...props} value={value} onChange={setValue} />;
}

const meta = {
  title: 'Components/TagField',
  component: Controlled,
  args: { label: 'Technologies', placeholder: 'e.g. React' },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof Controlled>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const WithTags: Story = {
  args: { initial: ['TypeScript', 'PostgreSQL', 'A rather long technology name'] },
};

export const AddAndRemove: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Technologies' });
    await userEvent.type(input, 'React{Enter}Go{Enter}react{Enter}');
    await expect(canvas.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'React',
      'Go',
    ]);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove React' }));
    await expect(canvas.getAllByRole('listitem')).toHaveLength(1);
  },
};
