import { describe, expect, it } from 'vitest';
import { emptyProfile, memberProfile } from '../mocks/profile-seed';
import { profileChecks, profileStrength } from './profile-strength';

describe('profile strength', () => {
  it('weights add up to 100, and an empty profile is 0 with every check open', () => {
    const checks = profileChecks(emptyProfile());
    expect(checks.reduce((sum, check) => sum + check.weight, 0)).toBe(100);
    expect(profileStrength(checks)).toBe(0);
    expect(checks.every((check) => !check.done)).toBe(true);
  });

  it('counts what a profile has: the seeded member lacks only skills (2 of 5)', () => {
    const checks = profileChecks(memberProfile());
    expect(checks.filter((check) => !check.done).map((check) => check.label)).toEqual([
      'List at least 5 skills',
    ]);
    expect(profileStrength(checks)).toBe(85);
  });
});
