import { describe, expect, it } from 'vitest';
import { IdSchema } from './common';
import { isId } from './ids';

describe('isId', () => {
  it.each([
    '0b7e4c56-3d1a-4f8e-9c2b-1a2b3c4d5e6f',
    '0B7E4C56-3D1A-4F8E-9C2B-1A2B3C4D5E6F',
    '0190f5a2-7b3c-7d4e-8f5a-6b7c8d9e0f1a',
    '00000000-0000-0000-0000-000000000000',
    'ffffffff-ffff-ffff-ffff-ffffffffffff',
    '0b7e4c56-3d1a-9f8e-9c2b-1a2b3c4d5e6f',
    '0b7e4c56-3d1a-4f8e-7c2b-1a2b3c4d5e6f',
    '0b7e4c563d1a4f8e9c2b1a2b3c4d5e6f',
    ' 0b7e4c56-3d1a-4f8e-9c2b-1a2b3c4d5e6f',
    'new',
    '',
    42,
    undefined,
  ])('answers as IdSchema does for %j', (value) => {
    expect(isId(value)).toBe(IdSchema.safeParse(value).success);
  });

  it('takes an id and refuses a word', () => {
    expect(isId('0b7e4c56-3d1a-4f8e-9c2b-1a2b3c4d5e6f')).toBe(true);
    expect(isId('new')).toBe(false);
  });
});
