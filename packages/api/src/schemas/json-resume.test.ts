import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { JsonResumeSchema, readJsonResume, toJsonResume } from './json-resume';
import { emptyProfile, memberProfile } from '../mocks/profile-seed';
import type { Profile } from './profile';

/** The JSON Resume project's own validator of its schema (jsonschema under the hood). */
const officialSchema = createRequire(import.meta.url)('@jsonresume/schema') as {
  validate(
    resume: unknown,
    done: (errors: { stack: string }[] | null, valid: boolean) => void,
  ): void;
};
const officialErrors = (resume: unknown) =>
  new Promise<string[]>((resolve) =>
    officialSchema.validate(resume, (errors) => resolve((errors ?? []).map((e) => e.stack))),
  );

const EMPTY = emptyProfile();

const basicInfo = (overrides: Partial<NonNullable<Profile['basic_info']>>) => ({
  professional_title: 'Engineer',
  location: 'Lisbon',
  professional_summary: null,
  phone: null,
  linkedin_url: null,
  github_url: null,
  portfolio_url: null,
  updated_at: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

describe('toJsonResume', () => {
  it("writes a file the JSON Resume project's schema accepts, every section filled", async () => {
    const profile = memberProfile();
    for (const list of [
      profile.work_experiences,
      profile.education_history,
      profile.skills,
      profile.certifications,
      profile.projects,
    ]) {
      expect(list.length).toBeGreaterThan(0);
    }
    const written = JSON.parse(
      JSON.stringify(toJsonResume({ email: 'bob@example.com', full_name: 'Bob' }, profile)),
    );
    expect(await officialErrors(written)).toEqual([]);
    // The check can fail: a date the format does not know is refused.
    expect(await officialErrors({ ...written, work: [{ startDate: '03/2018' }] })).not.toEqual([]);
  });

  it('splits "City, Region" and keeps any other place whole', () => {
    const at = (location: string) =>
      toJsonResume(
        { email: 'a@example.com', full_name: 'A' },
        { ...EMPTY, basic_info: basicInfo({ location }) },
      ).basics.location;
    expect(at('Brantford, ON')).toEqual({ city: 'Brantford', region: 'ON' });
    expect(at('Lisbon')).toEqual({ address: 'Lisbon' });
    expect(at('Unit 4, 12 High St, Leeds')).toEqual({ address: 'Unit 4, 12 High St, Leeds' });
  });

  it('names the profiles by network with the user name from the address', () => {
    const resume = toJsonResume(
      { email: 'a@example.com', full_name: 'A' },
      {
        ...EMPTY,
        basic_info: basicInfo({
          linkedin_url: 'https://www.linkedin.com/in/someone/',
          github_url: 'https://github.com/someone-else',
        }),
      },
    );
    expect(resume.basics.profiles).toEqual([
      { network: 'LinkedIn', username: 'someone', url: 'https://www.linkedin.com/in/someone/' },
      { network: 'GitHub', username: 'someone-else', url: 'https://github.com/someone-else' },
    ]);
  });

  it('writes the other links as profiles named by their site, and reads them back', () => {
    const links = ['https://gitlab.com/someone', 'https://www.openstreetmap.org/user/someone'];
    const resume = toJsonResume(
      { email: 'a@example.com', full_name: 'A' },
      {
        ...EMPTY,
        basic_info: basicInfo({
          github_url: 'https://github.com/someone',
          portfolio_url: 'https://someone.example.org',
          links,
        }),
      },
    );
    expect(resume.basics.profiles).toEqual([
      { network: 'GitHub', username: 'someone', url: 'https://github.com/someone' },
      { network: 'gitlab.com', username: 'someone', url: 'https://gitlab.com/someone' },
      { network: 'openstreetmap.org', username: 'someone', url: links[1] },
    ]);
    const { draft } = readJsonResume(JSON.stringify(resume));
    expect(draft.basic_info).toMatchObject({
      github_url: 'https://github.com/someone',
      portfolio_url: 'https://someone.example.org',
      links,
    });
  });

  it('reads profiles on other networks as other links: http(s) only, each once, none invented', () => {
    const read = (profiles: object[]) =>
      readJsonResume(JSON.stringify({ basics: { name: 'A', profiles } })).draft.basic_info;
    expect(
      read([
        { network: 'LinkedIn', url: 'https://www.linkedin.com/in/a' },
        { network: 'Mastodon', url: 'https://social.example/@a' },
        { network: 'Mastodon', url: 'https://social.example/@a' },
        { network: 'Skype', username: 'a', url: '' },
        { network: 'Old', url: 'javascript:alert(1)' },
      ]),
    ).toMatchObject({
      linkedin_url: 'https://www.linkedin.com/in/a',
      links: ['https://social.example/@a'],
    });
    expect(read([]).links).toEqual([]);
  });

  it('makes achievements highlights, one per line without its bullet, and leaves out blanks', () => {
    const resume = toJsonResume(
      { email: 'a@example.com', full_name: '  ' },
      {
        ...EMPTY,
        basic_info: basicInfo({ phone: '  ', professional_summary: '' }),
        work_experiences: [
          {
            id: '00000000-0000-4000-8000-000000000001',
            job_title: 'Engineer',
            company_name: 'Acme',
            company_location: null,
            employment_type: 'contract',
            start_date: '2020-01-01',
            end_date: '2021-01-01',
            is_current: false,
            description: null,
            skills_used: null,
            achievements: '• Shipped the app\n\n  - Halved the build time\n* Mentored two',
          },
        ],
      },
    );
    expect(JsonResumeSchema.parse(resume)).toEqual(resume);
    expect(resume.basics.name).toBe('a@example.com');
    expect(resume.basics).not.toHaveProperty('phone', expect.anything());
    expect(resume.work[0]?.highlights).toEqual([
      'Shipped the app',
      'Halved the build time',
      'Mentored two',
    ]);
    expect(resume.work[0]?.summary).toBeUndefined();
    // A written file leaves out what is not there, as JSON Resume files do.
    expect(JSON.parse(JSON.stringify(resume)).basics).toEqual({
      name: 'a@example.com',
      label: 'Engineer',
      email: 'a@example.com',
      location: { address: 'Lisbon' },
      profiles: [],
    });
  });

  it('keeps what was given through a round trip, and invents nothing that was not', async () => {
    const role = (
      id: number,
      employment_type: Profile['work_experiences'][number]['employment_type'],
    ) => ({
      id: `00000000-0000-4000-8000-00000000000${id}`,
      job_title: `Role ${id}`,
      company_name: 'Acme',
      company_location: null,
      employment_type,
      start_date: '2019',
      end_date: '2020-03',
      is_current: false,
      description: null,
      skills_used: null,
      achievements: null,
    });
    const profile: Profile = {
      ...EMPTY,
      work_experiences: [role(1, 'freelance'), role(2, 'internship'), role(3, null)],
      education_history: [
        {
          id: '00000000-0000-4000-8000-000000000009',
          institution_name: 'Nursing School',
          degree: null,
          field_of_study: null,
          location: null,
          start_date: null,
          end_date: '2012',
          is_current: false,
          gpa: null,
          description: null,
          activities: null,
        },
      ],
      skills: [
        {
          id: '00000000-0000-4000-8000-000000000008',
          name: 'Triage',
          proficiency_level: null,
          category: null,
        },
      ],
    };
    const written = JSON.parse(
      JSON.stringify(toJsonResume({ email: 'a@example.com', full_name: 'A' }, profile)),
    );
    expect(await officialErrors(written)).toEqual([]);
    expect(written.skills).toEqual([{ name: 'Triage', keywords: [] }]);
    expect(written.education[0]).toEqual({
      institution: 'Nursing School',
      endDate: '2012',
      courses: [],
    });

    const { draft } = readJsonResume(JSON.stringify(written));
    expect(
      draft.work_experiences.map((work) => [work.employment_type, work.start_date, work.end_date]),
    ).toEqual([
      ['freelance', '2019', '2020-03'],
      ['internship', '2019', '2020-03'],
      [null, '2019', '2020-03'],
    ]);
    expect(draft.skills).toEqual([{ name: 'Triage', proficiency_level: null, category: null }]);
    expect(draft.education_history[0]).toMatchObject({
      degree: null,
      field_of_study: null,
      start_date: null,
      end_date: '2012',
    });
  });
});
