import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { Text } from './Text';
import { text } from './Text.css';

describe('Text', () => {
  it('renders a paragraph with the size, tone and weight classes', () => {
    render(
      <Text size="sm" tone="muted" weight="medium">
        Where you worked.
      </Text>,
    );
    const paragraph = screen.getByText('Where you worked.');
    expect(paragraph.tagName).toBe('P');
    expect(paragraph).toHaveClass(
      ...text({ size: 'sm', tone: 'muted', weight: 'medium' }).split(' '),
    );
  });

  it('renders another element and forwards ref to it', () => {
    const ref = createRef<HTMLElement>();
    render(
      <Text ref={ref} elementType="span">
        Inline
      </Text>,
    );
    expect(ref.current).toBe(screen.getByText('Inline'));
    expect(ref.current?.tagName).toBe('SPAN');
  });
});
