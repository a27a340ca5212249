import { describe, expect, it } from 'vitest';
import { nonEmptyText, oneOf, pageSearch } from './search-params';

describe('pageSearch', () => {
  it.each([
    [{ page: 3 }, 3],
    [{ page: '2' }, 2],
    [{}, 1],
    [{ page: 0 }, 1],
    [{ page: -3 }, 1],
    [{ page: 'abc' }, 1],
    [{ page: 2.5 }, 1],
    [{ page: '' }, 1],
    [{ page: Number.POSITIVE_INFINITY }, 1],
  ])('reads %j as page %i', (search, page) => {
    expect(pageSearch(search as Parameters<typeof pageSearch>[0])).toEqual({ page });
  });
});

describe('oneOf', () => {
  it('keeps a known word and drops anything else', () => {
    const words = ['password', 'appearance'] as const;
    expect(oneOf(words, 'password')).toBe('password');
    expect(oneOf(words, 'nope')).toBeUndefined();
    expect(oneOf(words, 3)).toBeUndefined();
  });
});

describe('nonEmptyText', () => {
  it('keeps a non-empty string only', () => {
    expect(nonEmptyText('abc')).toBe('abc');
    expect(nonEmptyText('')).toBeUndefined();
    expect(nonEmptyText(123)).toBeUndefined();
    expect(nonEmptyText(undefined)).toBeUndefined();
  });
});
