import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Meter } from './Meter';

describe('Meter', () => {
  it('is a named meter showing its value as a percentage', () => {
    render(<Meter label="Storage" value={40} />);
    const meter = screen.getByRole('meter', { name: 'Storage' });
    expect(meter).toHaveAttribute('aria-valuenow', '40');
    expect(meter).toHaveAttribute('aria-valuetext', '40%');
    expect(screen.getByText('40%')).toBeInTheDocument();
  });

  it('shows its own value text while screen readers read the value label', () => {
    render(
      <Meter label="Skills" value={3} maxValue={5} shownValue="3/5" valueLabel="3 out of 5" />,
    );
    expect(screen.getByRole('meter', { name: 'Skills' })).toHaveAttribute(
      'aria-valuetext',
      '3 out of 5',
    );
    expect(screen.getByText('3/5')).toHaveAttribute('aria-hidden', 'true');
  });
});
