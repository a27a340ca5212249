import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Markdown } from './Markdown';

const sample = `# Heading one
## Heading two
### Heading three

A paragraph with **bold**, *italic*, ~~struck~~ text, \`inline code\` and a [link](https://example.com).

- A bullet
- Another, with a nested list:
  1. first
  2. second

- [x] A done task
- [ ] An open task

\`\`\`ts
const profile = await api.profile.get();
console.log(profile.fullName);
\`\`\`

| Skill | Level | Years |
| :--- | :---: | ---: |
| TypeScript | Expert | 7 |
| Go | Advanced | 4 |

> A quoted line of advice.

---

![A chart of applications](https://example.com/chart.png)`;

const meta = {
  title: 'Chat/Markdown',
  component: Markdown,
  args: { children: sample },
  decorators: [
    (Story) => (
      <div
        style={{
          width: 460,
          padding: '8px 14px',
          border: '1px solid var(--vita-color-border)',
          borderRadius: 12,
          background: 'var(--vita-color-surface)',
          color: 'var(--vita-color-surface-foreground)',
        }}
      >
        {Story()}
      </div>
    ),
  ],
} satisfies Meta<typeof Markdown>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Everything GFM can write, styled compactly for a chat bubble. Images are not loaded. */
export const Elements: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Heading one' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'link' })).toHaveAttribute('target', '_blank');
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};

/** Raw HTML and script links in the source come out as nothing or as plain text. */
export const UnsafeInput: Story = {
  args: {
    children:
      'Before <img src=x onerror="alert(1)"> after.\n\n<script>alert(2)</script>\n\n[Click me](javascript:alert(3))',
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('img, script')).toBeNull();
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvas.getByText('Click me')).toBeVisible();
  },
};
