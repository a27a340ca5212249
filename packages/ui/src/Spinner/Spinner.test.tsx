import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { Spinner } from './Spinner';

describe('Spinner', () => {
  it("is a progressbar named 'Loading' without a value", () => {
    render(<Spinner />);
    const spinner = screen.getByRole('progressbar', { name: 'Loading' });
    expect(spinner).not.toHaveAttribute('aria-valuenow');
  });

  it('takes another name, or hides itself when a parent announces the busy state', () => {
    const { rerender } = render(<Spinner aria-label="Saving" />);
    expect(screen.getByRole('progressbar', { name: 'Saving' })).toBeInTheDocument();
    rerender(<Spinner aria-hidden />);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('forwards ref to its <svg>', () => {
    const ref = createRef<SVGSVGElement>();
    render(<Spinner ref={ref} />);
    expect(ref.current).toBe(screen.getByRole('progressbar', { name: 'Loading' }));
    expect(ref.current?.tagName.toLowerCase()).toBe('svg');
  });
});
