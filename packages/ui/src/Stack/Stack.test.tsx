import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { Button } from '../Button/Button';
import { sprinkles } from './sprinkles.css';
import { Stack } from './Stack';

describe('Stack', () => {
  it('is a flex column with a 16px gap by default, children in order', () => {
    render(
      <Stack aria-label="Actions" role="group">
        <Button>Save</Button>
        <Button>Cancel</Button>
      </Stack>,
    );
    const group = screen.getByRole('group', { name: 'Actions' });
    expect(group).toHaveClass(
      ...sprinkles({ display: 'flex', flexDirection: 'column', gap: '4' }).split(' '),
    );
    expect(
      Array.from(group.querySelectorAll('button')).map((button) => button.textContent),
    ).toEqual(['Save', 'Cancel']);
  });

  it('maps direction, gap, padding, alignment and wrapping to the layout classes', () => {
    render(
      <Stack
        data-testid="row"
        direction="row"
        gap={{ base: '2', md: '6' }}
        padding="3"
        align="center"
        justify="space-between"
        wrap
        className="own"
      >
        <span>One</span>
      </Stack>,
    );
    const row = screen.getByTestId('row');
    const expected = sprinkles({
      display: 'flex',
      flexDirection: 'row',
      gap: { base: '2', md: '6' },
      padding: '3',
      alignItems: 'center',
      justifyContent: 'space-between',
      flexWrap: 'wrap',
    });
    expect(row).toHaveClass(...expected.split(' '), 'own');
  });

  it('forwards ref to its <div>', () => {
    const ref = createRef<HTMLDivElement>();
    render(
      <Stack ref={ref}>
        <span>One</span>
      </Stack>,
    );
    expect(ref.current?.tagName).toBe('DIV');
    expect(ref.current).toHaveTextContent('One');
  });
});

describe('sprinkles', () => {
  it('gives one class per property and value, and throws on a value outside the scale', () => {
    expect(sprinkles({ gap: '4' })).not.toBe(sprinkles({ gap: '2' }));
    // @ts-expect-error 7 is not a step of the space scale
    expect(() => sprinkles({ gap: '7' })).toThrow();
  });
});
