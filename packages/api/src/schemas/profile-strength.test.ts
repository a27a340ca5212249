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

  it('takes a phone number with any link as contact details, other links included', () => {
    const profile = memberProfile();
    const info = profile.basic_info!;
    const contact = (p: typeof profile) => profileChecks(p).find((check) => check.id === 'contact');
    const noNamedLinks = { ...info, linkedin_url: null, github_url: null, portfolio_url: null };
    expect(contact({ ...profile, basic_info: { ...noNamedLinks, links: [] } })?.done).toBe(false);
    expect(
      contact({
        ...profile,
        basic_info: { ...noNamedLinks, links: ['https://gitlab.com/someone'] },
      })?.done,
    ).toBe(true);
    expect(contact(profile)?.label).toBe(
      'Add a phone number and a LinkedIn, GitHub, portfolio or other link',
    );
  });
});
