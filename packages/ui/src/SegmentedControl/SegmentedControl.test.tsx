import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SegmentedControl } from './SegmentedControl';

const options = [
  { id: 'chat', label: 'Chat' },
  { id: 'analysis', label: 'Resume Analysis' },
];

describe('SegmentedControl', () => {
  it('shows one chosen option in a named group, and reports a new choice', async () => {
    const onSelectionChange = vi.fn();
    render(
      <SegmentedControl
        aria-label="Mode"
        options={options}
        selectedKey="chat"
        onSelectionChange={onSelectionChange}
      />,
    );
    expect(screen.getByRole('radiogroup', { name: 'Mode' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Chat' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'Resume Analysis' }));
    expect(onSelectionChange).toHaveBeenCalledWith('analysis');
  });

  it('cannot be emptied: pressing the chosen option changes nothing', async () => {
    const onSelectionChange = vi.fn();
    render(
      <SegmentedControl
        aria-label="Mode"
        options={options}
        selectedKey="chat"
        onSelectionChange={onSelectionChange}
      />,
    );
    await userEvent.click(screen.getByRole('radio', { name: 'Chat' }));
    expect(onSelectionChange).not.toHaveBeenCalled();
    expect(screen.getByRole('radio', { name: 'Chat' })).toBeChecked();
  });
});
