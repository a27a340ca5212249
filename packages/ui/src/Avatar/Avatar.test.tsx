import { render } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { Avatar, getInitials } from './Avatar';

describe('getInitials', () => {
  it('takes the first and last word, one letter of a single word, and ? for nothing', () => {
    expect(getInitials('Ada Lovelace')).toBe('AL');
    expect(getInitials('  Grace   Brewster Hopper ')).toBe('GH');
    expect(getInitials('admin@example.com')).toBe('a');
    expect(getInitials('   ')).toBe('?');
  });
});

describe('Avatar', () => {
  it('shows the initials, hidden from assistive tech, and forwards ref to its <span>', () => {
    const ref = createRef<HTMLSpanElement>();
    const { container } = render(<Avatar ref={ref} name="Ada Lovelace" size="lg" />);
    const avatar = container.firstElementChild;
    expect(avatar).toBe(ref.current);
    expect(avatar?.tagName).toBe('SPAN');
    expect(avatar).toHaveTextContent('AL');
    expect(avatar).toHaveAttribute('aria-hidden', 'true');
  });
});
