import { describe, expect, it } from 'vitest';
import { scoreLevel } from './score-level';

describe('scoreLevel', () => {
  it('is strong from 75, fair from 50, weak below', () => {
    expect([100, 75, 74, 50, 49, 0].map(scoreLevel)).toEqual([
      'strong',
      'strong',
      'fair',
      'fair',
      'weak',
      'weak',
    ]);
  });
});
