import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from '../Button/Button';
import { describe, expect, it } from 'vitest';
import { Tooltip, TooltipTrigger } from './Tooltip';

describe('Tooltip', () => {
  it('shows on keyboard focus, describes its trigger, and hides on Escape', async () => {
    render(
      <TooltipTrigger delay={0}>
        <Button aria-label="Toggle sidebar">☰</Button>
        <Tooltip>Toggle sidebar (Ctrl+B)</Tooltip>
      </TooltipTrigger>,
    );
    await userEvent.tab();
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip).toHaveTextContent('Toggle sidebar (Ctrl+B)');
    expect(screen.getByRole('button', { name: 'Toggle sidebar' })).toHaveAccessibleDescription(
      'Toggle sidebar (Ctrl+B)',
    );
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });
});
