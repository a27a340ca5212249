import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { Badge } from './Badge';
import { badge } from './Badge.css';

describe('Badge', () => {
  it('renders its text with the variant class and forwards ref to its <span>', () => {
    const ref = createRef<HTMLSpanElement>();
    render(
      <Badge ref={ref} variant="success" className="own">
        Active
      </Badge>,
    );
    const element = screen.getByText('Active');
    expect(ref.current).toBe(element);
    expect(element).toHaveClass(...badge({ variant: 'success' }).split(' '), 'own');
  });

  it('is neutral by default', () => {
    render(<Badge>Inactive</Badge>);
    expect(screen.getByText('Inactive')).toHaveClass(...badge({ variant: 'neutral' }).split(' '));
  });
});
