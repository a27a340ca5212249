import type { Meta, StoryObj } from '@storybook/react-vite';
import { PanelLeft } from 'lucide-react';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Tooltip, TooltipTrigger } from './Tooltip';

const meta = {
  title: 'Overlays/Tooltip',
  component: Tooltip,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Shown on keyboard focus of an icon button; it describes the button. */
export const OnFocus: Story = {
  render: () => (
    <div style={{ paddingBlock: 48, paddingInline: 24 }}>
      <TooltipTrigger delay={0}>
        <Button variant="ghost" size="icon" aria-label="Toggle sidebar">
          <PanelLeft size={16} aria-hidden />
        </Button>
        <Tooltip placement="bottom">Toggle sidebar (Ctrl+B)</Tooltip>
      </TooltipTrigger>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    const tooltip = await page.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Toggle sidebar (Ctrl+B)');
    await expect(page.getByRole('button', { name: 'Toggle sidebar' })).toHaveAccessibleDescription(
      'Toggle sidebar (Ctrl+B)',
    );
  },
};
