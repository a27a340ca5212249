import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Text } from './Text';

const meta = {
  title: 'Typography/Text',
  component: Text,
  args: { children: 'Where you worked and what you did there.' },
} satisfies Meta<typeof Text>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Body text in each size and tone the components use. */
export const SizesAndTones: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 8, maxWidth: 420 }}>
      <Text {...args} size="lg" weight="semibold">
        Large, semibold
      </Text>
      <Text {...args} />
      <Text {...args} size="sm" tone="muted">
        Small, muted: a description under a field.
      </Text>
      <Text {...args} size="xs" tone="danger" weight="medium">
        Extra small, danger: Invalid credentials
      </Text>
    </div>
  ),
  play: async ({ canvas }) => {
    const muted = canvas.getByText('Small, muted: a description under a field.');
    await expect(muted.tagName).toBe('P');
    await expect(getComputedStyle(muted).fontSize).toBe('14px');
    await expect(getComputedStyle(canvas.getByText('Large, semibold')).fontWeight).toBe('600');
    await expect(
      getComputedStyle(canvas.getByText('Extra small, danger: Invalid credentials')).fontSize,
    ).toBe('12px');
  },
};
