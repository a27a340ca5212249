import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from './Card';

describe('Card', () => {
  it('becomes a named landmark with role="region", title as an h3 by default', () => {
    render(
      <Card role="region" aria-labelledby="card-title">
        <CardHeader>
          <CardTitle id="card-title">Experience 1</CardTitle>
          <CardDescription>Where you worked.</CardDescription>
        </CardHeader>
        <CardContent>Body</CardContent>
        <CardFooter>Actions</CardFooter>
      </Card>,
    );
    const region = screen.getByRole('region', { name: 'Experience 1' });
    expect(screen.getByRole('heading', { level: 3, name: 'Experience 1' })).toBeInTheDocument();
    expect(region).toHaveTextContent('Experience 1Where you worked.BodyActions');
  });

  it('forwards refs to its elements', () => {
    const card = createRef<HTMLDivElement>();
    const description = createRef<HTMLParagraphElement>();
    render(
      <Card ref={card}>
        <CardDescription ref={description}>Text</CardDescription>
      </Card>,
    );
    expect(card.current?.tagName).toBe('DIV');
    expect(description.current?.tagName).toBe('P');
    expect(card.current).toContainElement(description.current);
  });
});
