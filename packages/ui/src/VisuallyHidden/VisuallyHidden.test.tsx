import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { srOnly } from '../theme/shared.css';
import { VisuallyHidden } from './VisuallyHidden';

describe('VisuallyHidden', () => {
  it('keeps its text in the accessible name while hiding it visually', () => {
    render(
      <nav aria-label="Pagination">
        <span aria-current="page">
          <VisuallyHidden>Page</VisuallyHidden> 2
        </span>
      </nav>,
    );
    const current = screen.getByRole('navigation', { name: 'Pagination' }).firstElementChild;
    expect(current).toHaveTextContent('Page 2');
    expect(screen.getByText('Page')).toHaveClass(srOnly);
  });

  it('renders a div when asked, keeps extra classes and forwards ref', () => {
    const ref = createRef<HTMLElement>();
    render(
      <VisuallyHidden ref={ref} elementType="div" className="own">
        Section title
      </VisuallyHidden>,
    );
    expect(ref.current).toBe(screen.getByText('Section title'));
    expect(ref.current?.tagName).toBe('DIV');
    expect(ref.current).toHaveClass(srOnly, 'own');
  });
});
