import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProgressBar } from './ProgressBar';

describe('ProgressBar', () => {
  it('is a named progressbar showing its value as a percentage', () => {
    render(<ProgressBar label="Uploading..." value={40} />);
    const bar = screen.getByRole('progressbar', { name: 'Uploading...' });
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    expect(bar).toHaveAttribute('aria-valuetext', '40%');
    expect(screen.getByText('40%')).toBeInTheDocument();
  });

  it('maps a custom range to a percentage', () => {
    render(<ProgressBar label="Steps" value={3} minValue={0} maxValue={4} />);
    expect(screen.getByRole('progressbar', { name: 'Steps' })).toHaveAttribute(
      'aria-valuetext',
      '75%',
    );
  });
});
