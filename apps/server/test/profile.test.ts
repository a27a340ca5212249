import { randomUUID } from 'node:crypto';
import {
  JSON_RESUME_MAX_BYTES,
  JSON_RESUME_SCHEMA_URL,
  JsonResumeSchema,
  ProfileImportSchema,
  messages,
  OTHER_LINKS_MAX,
  serverMessages,
  type Profile,
  type WorkExperienceInput,
  type WorkExperiencePublic,
} from '@vita/api/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJsonResumeReader } from '../src/domains/profile';
import { fileUpload, multipart } from './fixtures';
import {
  API,
  bearer,
  build,
  detail,
  signupAndLogin,
  superuserToken,
  type TestApp,
  type TestUser,
} from './helper';

let t: TestApp;
beforeAll(async () => {
  t = await build();
});
afterAll(() => t.close());

const post = (user: TestUser, path: string, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: `${API}/onboarding/${path}`,
    headers: bearer(user.token),
    payload: payload as object,
  });

const profileOf = async (user: TestUser) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `${API}/users/me/profile`,
    headers: bearer(user.token),
  });
  expect(res.statusCode).toBe(200);
  return res.json<Profile>();
};

const job = (overrides: Partial<WorkExperienceInput> = {}): WorkExperienceInput => ({
  job_title: 'Nurse',
  company_name: 'St. Mary',
  start_date: '2019-03-01',
  end_date: '2021-06-01',
  is_current: false,
  ...overrides,
});

/** The 422's messages by field path (without the leading "body"). */
function issues(res: { json: () => unknown }) {
  const { detail: list } = res.json() as { detail: { loc: (string | number)[]; msg: string }[] };
  return Object.fromEntries(list.map((issue) => [issue.loc.slice(1).join('.'), issue.msg]));
}

describe('the profile', () => {
  it('is empty for a new user, basic info null', async () => {
    const user = await signupAndLogin(t.app);
    expect(await profileOf(user)).toEqual({
      basic_info: null,
      work_experiences: [],
      education_history: [],
      skills: [],
      certifications: [],
      projects: [],
    });
  });

  it('saves basic info, then updates it in place; empty links are null', async () => {
    const user = await signupAndLogin(t.app);
    const first = await post(user, 'profile', {
      professional_title: 'Data Analyst',
      location: 'Lisbon',
      linkedin_url: '',
      phone: ' ',
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      professional_title: 'Data Analyst',
      location: 'Lisbon',
      linkedin_url: null,
      phone: null,
      professional_summary: null,
      links: [],
    });
    const second = await post(user, 'profile', {
      professional_title: 'Senior Data Analyst',
      location: 'Porto',
      professional_summary: 'Ten years of numbers.',
      github_url: 'https://github.com/someone',
      links: [
        ' https://gitlab.com/someone ',
        '',
        'https://GITLAB.com/someone',
        'https://blog.example.org',
      ],
    });
    expect(second.statusCode).toBe(200);
    const profile = await profileOf(user);
    expect(profile.basic_info).toMatchObject({
      professional_title: 'Senior Data Analyst',
      location: 'Porto',
      professional_summary: 'Ten years of numbers.',
      github_url: 'https://github.com/someone',
      links: ['https://gitlab.com/someone', 'https://blog.example.org'],
    });
    // An emptied list is none.
    await post(user, 'profile', { professional_title: 'Analyst', location: 'Porto', links: [] });
    expect((await profileOf(user)).basic_info?.links).toEqual([]);
  });

  it('refuses basic info without title and location, and bad links, with the form texts', async () => {
    const user = await signupAndLogin(t.app);
    const res = await post(user, 'profile', {
      professional_title: ' ',
      location: '',
      portfolio_url: 'javascript:alert(1)',
    });
    expect(res.statusCode).toBe(422);
    expect(issues(res)).toEqual({
      professional_title: messages.professionalTitleRequired,
      location: messages.locationRequired,
      portfolio_url: messages.urlInvalid,
    });
    const basics = { professional_title: 'Analyst', location: 'Porto' };
    const script = await post(user, 'profile', {
      ...basics,
      links: ['https://gitlab.com/someone', 'javascript:alert(1)'],
    });
    expect(script.statusCode).toBe(422);
    expect(issues(script)).toEqual({ links: messages.urlInvalid });
    const many = Array.from({ length: OTHER_LINKS_MAX + 1 }, (_, n) => `https://a${n}.example.org`);
    const tooMany = await post(user, 'profile', { ...basics, links: many });
    expect(tooMany.statusCode).toBe(422);
    expect(issues(tooMany)).toEqual({ links: messages.otherLinksMax });
    expect((await profileOf(user)).basic_info).toBeNull();
  });
});

describe('saving a section', () => {
  it('creates the list, then updates by id, creates new ones and removes the missing; a re-submit never duplicates', async () => {
    const user = await signupAndLogin(t.app);
    const created = await post(user, 'work-experience', [
      job({ job_title: 'Nurse' }),
      job({ job_title: 'Head Nurse', is_current: true, end_date: '2024-01-01' }),
    ]);
    expect(created.statusCode).toBe(200);
    const [nurse, head] = created.json<WorkExperiencePublic[]>();
    // Nobody said what kind of employment it was, nor the team: nothing is assumed.
    expect(nurse).toMatchObject({ job_title: 'Nurse', employment_type: null, team: null });
    // A current role has no end date, whatever was sent.
    expect(head).toMatchObject({ job_title: 'Head Nurse', is_current: true, end_date: null });

    const again = await post(user, 'work-experience', [
      { ...job({ job_title: 'Nurse (ICU)', team: '  Intensive Care ' }), id: nurse!.id },
      job({ job_title: 'Volunteer', employment_type: 'part_time' }),
    ]);
    expect(again.statusCode).toBe(200);
    const saved = again.json<WorkExperiencePublic[]>();
    expect(saved.map((entry) => entry.job_title)).toEqual(['Nurse (ICU)', 'Volunteer']);
    expect(saved[0]!.id).toBe(nurse!.id);
    expect(saved[0]!.team).toBe('Intensive Care');

    // The same list twice in a row: still two entries.
    const resent = await post(
      user,
      'work-experience',
      saved.map((entry) => ({ ...entry })),
    );
    expect(resent.json<WorkExperiencePublic[]>()).toEqual(saved);
    expect((await profileOf(user)).work_experiences).toEqual(saved);
  });

  it('parallel saves of one section leave exactly one of the lists, never a mix', async () => {
    const user = await signupAndLogin(t.app);
    const lists = Array.from({ length: 5 }, (_, i) => [
      { name: `Skill ${i}a` },
      { name: `Skill ${i}b` },
    ]);
    const answers = await Promise.all(lists.map((list) => post(user, 'skills', list)));
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const names = (await profileOf(user)).skills.map((skill) => skill.name);
    expect(lists.map((list) => list.map((skill) => skill.name))).toContainEqual(names);
  });

  it('keeps the order the user gave', async () => {
    const user = await signupAndLogin(t.app);
    const first = (
      await post(user, 'skills', [{ name: 'SQL' }, { name: 'Python' }, { name: 'Excel' }])
    ).json<{ id: string; name: string }[]>();
    const reordered = await post(user, 'skills', [first[2], first[0], first[1]]);
    expect(reordered.json<{ name: string }[]>().map((skill) => skill.name)).toEqual([
      'Excel',
      'SQL',
      'Python',
    ]);
  });

  it('refuses an id of another user (and of another section), changing nothing', async () => {
    const owner = await signupAndLogin(t.app);
    const [theirs] = (await post(owner, 'skills', [{ name: 'Go' }])).json<{ id: string }[]>();
    const intruder = await signupAndLogin(t.app);
    const [mine] = (await post(intruder, 'skills', [{ name: 'Rust' }])).json<{ id: string }[]>();

    const res = await post(intruder, 'skills', [
      { id: theirs!.id, name: 'Stolen' },
      { name: 'New' },
    ]);
    expect([res.statusCode, detail(res)]).toEqual([400, serverMessages.unknownEntry]);
    const crossSection = await post(intruder, 'work-experience', [{ ...job(), id: mine!.id }]);
    expect(crossSection.statusCode).toBe(400);

    expect((await profileOf(owner)).skills).toMatchObject([{ name: 'Go' }]);
    expect((await profileOf(intruder)).skills).toMatchObject([{ id: mine!.id, name: 'Rust' }]);
  });

  it('enforces every rule with the form texts', async () => {
    const user = await signupAndLogin(t.app);
    const cases: [string, unknown, Record<string, string>][] = [
      ['work-experience', [], { '': messages.workExperienceAtLeastOne }],
      [
        'work-experience',
        [{ job_title: '', company_name: '', start_date: '', is_current: false }],
        {
          '0.job_title': messages.jobTitleRequired,
          '0.company_name': messages.companyNameRequired,
          '0.start_date': messages.startDateRequired,
        },
      ],
      [
        'work-experience',
        [job({ end_date: null })],
        { '0.end_date': messages.endDateRequiredPast },
      ],
      // Every message at once: a missing title does not hide the missing end date.
      [
        'work-experience',
        [job({ job_title: '', end_date: '' })],
        { '0.job_title': messages.jobTitleRequired, '0.end_date': messages.endDateRequiredPast },
      ],
      [
        'work-experience',
        [job({ start_date: '2020-05-01', end_date: '2019-01-01' })],
        { '0.end_date': messages.endBeforeStart },
      ],
      [
        'work-experience',
        [job({ start_date: '2021-02-30' })],
        { '0.start_date': messages.dateInvalid },
      ],
      ['education', [], { '': messages.educationAtLeastOne }],
      [
        'education',
        [{ institution_name: '', degree: 'Diploma', field_of_study: '', start_date: '' }],
        {
          '0.institution_name': messages.institutionRequired,
          '0.degree': messages.choiceInvalid,
        },
      ],
      ['skills', [], { '': messages.skillAtLeastOne }],
      ['skills', [{ name: ' ' }], { '0.name': messages.skillNameRequired }],
      ['certifications', [], { '': messages.certificationAtLeastOne }],
      [
        'certifications',
        [{ name: '', issuing_organization: '', issue_date: '', credential_url: 'ftp://x' }],
        {
          '0.name': messages.certificationNameRequired,
          '0.issuing_organization': messages.issuingOrganizationRequired,
          '0.issue_date': messages.issueDateRequired,
          '0.credential_url': messages.urlInvalid,
        },
      ],
      ['projects', [], { '': messages.projectAtLeastOne }],
      [
        'projects',
        [{ name: 'Site', description: 'A site', start_date: '2020-01-01', is_ongoing: false }],
        { '0.end_date': messages.endDateRequiredProject },
      ],
    ];
    for (const [path, body, expected] of cases) {
      const res = await post(user, path, body);
      expect([path, res.statusCode, issues(res)]).toEqual([path, 422, expected]);
    }
  });

  it('keeps every date as precise as given, and compares a start and an end at the precision both have', async () => {
    const user = await signupAndLogin(t.app);
    const saved = await post(user, 'work-experience', [
      job({ start_date: '2019', end_date: '2021' }),
      job({ start_date: '2019-03', end_date: '2019' }),
      job({ start_date: '2019-03-14', end_date: '2019-03' }),
    ]);
    expect(saved.statusCode).toBe(200);
    expect(
      (await profileOf(user)).work_experiences.map((entry) => [entry.start_date, entry.end_date]),
    ).toEqual([
      ['2019', '2021'],
      ['2019-03', '2019'],
      ['2019-03-14', '2019-03'],
    ]);
    const education = await post(user, 'education', [
      {
        institution_name: 'Nursing School',
        degree: 'Certificate',
        field_of_study: 'Nursing',
        start_date: '2015',
        end_date: '2017-06',
      },
    ]);
    expect(education.statusCode).toBe(200);
    const certifications = await post(user, 'certifications', [
      { name: 'RN', issuing_organization: 'Board', issue_date: '2018', expiration_date: '2018-09' },
    ]);
    expect(certifications.statusCode).toBe(200);
    const projects = await post(user, 'projects', [
      { name: 'Ward app', description: 'Rota', start_date: '2020-02', end_date: '2020-02-20' },
    ]);
    expect(projects.statusCode).toBe(200);
    const profile = await profileOf(user);
    expect(profile.education_history[0]).toMatchObject({ start_date: '2015', end_date: '2017-06' });
    expect(profile.certifications[0]).toMatchObject({
      issue_date: '2018',
      expiration_date: '2018-09',
    });
    expect(profile.projects[0]).toMatchObject({ start_date: '2020-02', end_date: '2020-02-20' });

    for (const [start_date, end_date] of [
      ['2019-03', '2019-02'],
      ['2020', '2019-12'],
      ['2019-03-14', '2019-03-13'],
    ] as const) {
      const res = await post(user, 'work-experience', [job({ start_date, end_date })]);
      expect([start_date, end_date, res.statusCode, issues(res)]).toEqual([
        start_date,
        end_date,
        422,
        { '0.end_date': messages.endBeforeStart },
      ]);
    }
    for (const start_date of [
      '19',
      '2019-13',
      '2019-3',
      '2019-02-30',
      'March 2019',
      '2019-03T00:00:00',
    ]) {
      const res = await post(user, 'work-experience', [job({ start_date })]);
      expect([start_date, res.statusCode, issues(res)]).toEqual([
        start_date,
        422,
        { '0.start_date': messages.dateInvalid },
      ]);
    }
  });

  it('takes project dates with T00:00:00 and technologies as a comma list, deduplicated', async () => {
    const user = await signupAndLogin(t.app);
    const res = await post(user, 'projects', [
      {
        name: 'Vita',
        description: 'A CV builder',
        start_date: '2024-02-01T00:00:00',
        is_ongoing: true,
        end_date: '2025-01-01T00:00:00',
        technologies_used: 'TypeScript, React, , typescript,Fastify ',
      },
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject([
      {
        start_date: '2024-02-01',
        end_date: null,
        is_ongoing: true,
        technologies_used: ['TypeScript', 'React', 'Fastify'],
      },
    ]);
  });

  it('a certification that does not expire is saved without an expiration date', async () => {
    const user = await signupAndLogin(t.app);
    const res = await post(user, 'certifications', [
      {
        name: 'RN',
        issuing_organization: 'Board',
        issue_date: '2018-01-01',
        expiration_date: '2030-01-01',
        does_not_expire: true,
        credential_url: '',
      },
    ]);
    expect(res.json()).toEqual([
      {
        id: expect.any(String),
        name: 'RN',
        issuing_organization: 'Board',
        issue_date: '2018-01-01',
        expiration_date: null,
        credential_id: null,
        credential_url: null,
        description: null,
      },
    ]);
  });
});

describe('removing one entry', () => {
  it('removes an own entry and answers the section text; another user gets 404', async () => {
    const user = await signupAndLogin(t.app);
    const [a, b] = (
      await post(user, 'education', [
        {
          institution_name: 'Uni A',
          degree: "Bachelor's Degree",
          field_of_study: 'Biology',
          start_date: '2010-09-01',
        },
        {
          institution_name: 'Uni B',
          degree: "Master's Degree",
          field_of_study: 'Ecology',
          start_date: '2014-09-01',
          is_current: true,
        },
      ])
    ).json<{ id: string }[]>();

    const other = await signupAndLogin(t.app);
    const foreign = await t.app.inject({
      method: 'DELETE',
      url: `${API}/onboarding/education/${a!.id}`,
      headers: bearer(other.token),
    });
    expect([foreign.statusCode, detail(foreign)]).toEqual([404, serverMessages.entryNotFound]);
    // The right id under another section is not found either.
    const wrongSection = await t.app.inject({
      method: 'DELETE',
      url: `${API}/onboarding/skills/${a!.id}`,
      headers: bearer(user.token),
    });
    expect(wrongSection.statusCode).toBe(404);

    const res = await t.app.inject({
      method: 'DELETE',
      url: `${API}/onboarding/education/${a!.id}`,
      headers: bearer(user.token),
    });
    expect([res.statusCode, res.json()]).toEqual([200, { message: messages.educationDeleted }]);
    expect((await profileOf(user)).education_history).toMatchObject([{ id: b!.id }]);
  });

  it('answers 422 for an unknown section and a malformed id, 404 for an unknown id', async () => {
    const user = await signupAndLogin(t.app);
    const at = (path: string) =>
      t.app.inject({
        method: 'DELETE',
        url: `${API}/onboarding/${path}`,
        headers: bearer(user.token),
      });
    expect((await at(`hobbies/${randomUUID()}`)).statusCode).toBe(422);
    expect((await at('skills/not-a-uuid')).statusCode).toBe(422);
    expect((await at(`skills/${randomUUID()}`)).statusCode).toBe(404);
  });
});

describe('ownership and account removal', () => {
  it('a deleted user takes the profile along', async () => {
    const user = await signupAndLogin(t.app);
    await post(user, 'skills', [{ name: 'Welding' }]);
    await post(user, 'profile', { professional_title: 'Welder', location: 'Oslo' });
    const admin = await superuserToken(t.app);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `${API}/users/${user.id}`,
      headers: bearer(admin),
    });
    expect(removed.statusCode).toBe(200);
    const { schema } = await import('../src/infra/db');
    const { eq } = await import('drizzle-orm');
    const left = await t.app.db
      .select()
      .from(schema.skills)
      .where(eq(schema.skills.owner_id, user.id));
    expect(left).toEqual([]);
  });

  it('needs a signed-in user', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${API}/users/me/profile` });
    expect(res.statusCode).toBe(401);
  });
});

describe('the profile as JSON Resume', () => {
  it('downloads resume.json with every section in the open schema, and nothing of another user', async () => {
    const user = await signupAndLogin(t.app, { full_name: 'Zoë Okafor-Lindqvist' });
    const other = await signupAndLogin(t.app);
    await post(other, 'skills', [{ name: 'Cobol' }]);
    await post(user, 'profile', {
      professional_title: 'Staff Nurse',
      location: 'Brantford, ON',
      professional_summary: 'Twelve years of ward care.',
      phone: '+1 519 555 0100',
      linkedin_url: 'https://www.linkedin.com/in/zoe-ol/',
      portfolio_url: 'https://zoe.example.org',
    });
    await post(user, 'work-experience', [
      job({
        description: 'Night shifts on a 30-bed ward.',
        skills_used: 'Triage, IV therapy',
        achievements: '• Cut handover time by 20%\n- Trained 6 new nurses',
      }),
      job({
        job_title: 'Charge Nurse',
        start_date: '2021-07-01',
        end_date: null,
        is_current: true,
      }),
    ]);
    await post(user, 'education', [
      {
        institution_name: 'McMaster University',
        degree: "Bachelor's Degree",
        field_of_study: 'Nursing',
        start_date: '2013-09-01',
        end_date: '2017-05-01',
        gpa: '3.8',
      },
    ]);
    await post(user, 'skills', [{ name: 'Wound care', proficiency_level: 'expert' }]);
    await post(user, 'certifications', [
      { name: 'RN', issuing_organization: 'CNO', issue_date: '2017-06-01', does_not_expire: true },
    ]);
    await post(user, 'projects', [
      {
        name: 'Ward roster',
        description: 'A shared roster for the ward',
        role: 'Organiser',
        start_date: '2022-01-01T00:00:00',
        is_ongoing: true,
        technologies_used: 'Excel',
        repository_url: 'https://github.com/zoe/roster',
      },
    ]);

    const res = await t.app.inject({
      method: 'GET',
      url: `${API}/users/me/profile/export.json`,
      headers: bearer(user.token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="resume.json"; filename*=UTF-8''resume.json`,
    );
    const resume = JsonResumeSchema.parse(res.json());
    expect(resume).toEqual({
      $schema: JSON_RESUME_SCHEMA_URL,
      basics: {
        name: 'Zoë Okafor-Lindqvist',
        label: 'Staff Nurse',
        email: user.email,
        phone: '+1 519 555 0100',
        url: 'https://zoe.example.org',
        summary: 'Twelve years of ward care.',
        location: { city: 'Brantford', region: 'ON' },
        profiles: [
          { network: 'LinkedIn', username: 'zoe-ol', url: 'https://www.linkedin.com/in/zoe-ol/' },
        ],
      },
      work: [
        {
          name: 'St. Mary',
          position: 'Nurse',
          startDate: '2019-03-01',
          endDate: '2021-06-01',
          summary: 'Night shifts on a 30-bed ward.\n\nSkills: Triage, IV therapy',
          highlights: ['Cut handover time by 20%', 'Trained 6 new nurses'],
        },
        {
          name: 'St. Mary',
          position: 'Charge Nurse',
          startDate: '2021-07-01',
          highlights: [],
        },
      ],
      education: [
        {
          institution: 'McMaster University',
          area: 'Nursing',
          studyType: "Bachelor's Degree",
          startDate: '2013-09-01',
          endDate: '2017-05-01',
          score: '3.8',
          courses: [],
        },
      ],
      skills: [{ name: 'Wound care', level: 'Expert', keywords: [] }],
      certificates: [{ name: 'RN', date: '2017-06-01', issuer: 'CNO' }],
      projects: [
        {
          name: 'Ward roster',
          description: 'A shared roster for the ward',
          highlights: [],
          keywords: ['Excel'],
          startDate: '2022-01-01',
          url: 'https://github.com/zoe/roster',
          roles: ['Organiser'],
        },
      ],
    });
  });

  it('is a valid file for a new user too: the account name and e-mail, empty lists', async () => {
    const user = await signupAndLogin(t.app, { full_name: '' });
    const res = await t.app.inject({
      method: 'GET',
      url: `${API}/users/me/profile/export.json`,
      headers: bearer(user.token),
    });
    expect(res.statusCode).toBe(200);
    expect(JsonResumeSchema.parse(res.json())).toEqual({
      $schema: JSON_RESUME_SCHEMA_URL,
      basics: { name: user.email, email: user.email, profiles: [] },
      work: [],
      education: [],
      skills: [],
      certificates: [],
      projects: [],
    });
  });

  it('needs a signed-in user', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${API}/users/me/profile/export.json` });
    expect(res.statusCode).toBe(401);
  });
});

describe('importing a JSON Resume file', () => {
  const importFile = (user: TestUser, data: Buffer | string, filename = 'resume.json') => {
    const { payload, contentType } = fileUpload(Buffer.from(data), filename, 'application/json');
    return t.app.inject({
      method: 'POST',
      url: `${API}/users/me/profile/import`,
      headers: { ...bearer(user.token), 'content-type': contentType },
      payload,
    });
  };

  it('reads an exported profile back into the same draft; nothing is saved', async () => {
    const user = await signupAndLogin(t.app, { full_name: 'Ada Byron' });
    await post(user, 'profile', {
      professional_title: 'Analyst',
      location: 'London, UK',
      github_url: 'https://github.com/ada',
      links: ['https://gitlab.com/ada', 'https://stackoverflow.com/users/1234/ada'],
    });
    await post(user, 'work-experience', [
      job({
        team: 'Acute Medical Unit',
        skills_used: 'Triage, IV therapy',
        achievements: 'Cut waits\nTrained staff',
      }),
      job({ job_title: 'Aide', start_date: '2016', end_date: '2018-04' }),
    ]);
    await post(user, 'skills', [{ name: 'Statistics', proficiency_level: 'advanced' }]);
    const exported = await t.app.inject({
      method: 'GET',
      url: `${API}/users/me/profile/export.json`,
      headers: bearer(user.token),
    });
    // The other links are profiles named by their site.
    expect(exported.json().basics.profiles).toEqual([
      { network: 'GitHub', username: 'ada', url: 'https://github.com/ada' },
      { network: 'gitlab.com', username: 'ada', url: 'https://gitlab.com/ada' },
      {
        network: 'stackoverflow.com',
        username: 'ada',
        url: 'https://stackoverflow.com/users/1234/ada',
      },
    ]);

    const newcomer = await signupAndLogin(t.app);
    const res = await importFile(newcomer, exported.body);
    expect(res.statusCode).toBe(200);
    const { draft, problems } = ProfileImportSchema.parse(res.json());
    expect(problems).toEqual([]);
    expect(draft.full_name).toBe('Ada Byron');
    expect(draft.email).toBe(user.email);
    expect(draft.basic_info).toEqual({
      professional_title: 'Analyst',
      location: 'London, UK',
      professional_summary: null,
      phone: null,
      linkedin_url: null,
      github_url: 'https://github.com/ada',
      portfolio_url: null,
      links: ['https://gitlab.com/ada', 'https://stackoverflow.com/users/1234/ada'],
    });
    expect(draft.work_experiences).toEqual([
      {
        job_title: 'Nurse',
        company_name: 'St. Mary',
        team: 'Acute Medical Unit',
        company_location: null,
        employment_type: null,
        start_date: '2019-03-01',
        end_date: '2021-06-01',
        is_current: false,
        description: null,
        skills_used: 'Triage, IV therapy',
        achievements: 'Cut waits\nTrained staff',
      },
      {
        job_title: 'Aide',
        company_name: 'St. Mary',
        team: null,
        company_location: null,
        employment_type: null,
        start_date: '2016',
        end_date: '2018-04',
        is_current: false,
        description: null,
        skills_used: null,
        achievements: null,
      },
    ]);
    expect(draft.skills).toEqual([
      { name: 'Statistics', proficiency_level: 'advanced', category: null },
    ]);
    // Nothing entered the newcomer's profile.
    expect(await profileOf(newcomer)).toMatchObject({ basic_info: null, work_experiences: [] });
  });

  it('refuses what is not a JSON Resume file with a clear text, and keeps nothing', async () => {
    const user = await signupAndLogin(t.app);
    const cases: [Buffer | string, number, string][] = [
      ['%PDF-1.4 not json', 422, serverMessages.jsonResumeNotJson],
      [
        '[1, 2, 3]',
        422,
        'This is not a JSON Resume file: the file is not what the format expects.',
      ],
      [
        JSON.stringify({ basics: { name: 'A' }, work: [{ name: 'Acme' }, { startDate: 2019 }] }),
        422,
        'This is not a JSON Resume file: work › 2 › startDate is not what the format expects.',
      ],
      [JSON.stringify({ meta: { theme: 'even' } }), 422, serverMessages.jsonResumeEmpty],
      [Buffer.alloc(JSON_RESUME_MAX_BYTES + 1, 0x20), 413, serverMessages.jsonResumeTooLarge],
    ];
    for (const [data, status, text] of cases) {
      const res = await importFile(user, data);
      expect(res.statusCode, text).toBe(status);
      expect(detail(res)).toBe(text);
    }
    const withoutFile = multipart([{ name: 'title', data: 'My CV' }]);
    const noFile = await t.app.inject({
      method: 'POST',
      url: `${API}/users/me/profile/import`,
      headers: { ...bearer(user.token), 'content-type': withoutFile.contentType },
      payload: withoutFile.payload,
    });
    expect(noFile.statusCode).toBe(422);
    expect(await profileOf(user)).toMatchObject({ basic_info: null, skills: [] });
  });

  /**
   * A valid JSON Resume file just under the size limit, of the shape slowest to check: as many
   * skills as allowed, each with hundreds of keywords (about 150 ms on the server's thread).
   */
  function megabyteResume(): string {
    const skill = (i: number, keywords: number) => ({
      name: `Skill ${i}`,
      keywords: Array.from({ length: keywords }, (_, j) => `keyword ${j}`),
    });
    for (let keywords = 200; ; keywords -= 5) {
      const text = JSON.stringify({
        basics: { name: 'Kai' },
        skills: Array.from({ length: 500 }, (_, i) => skill(i, keywords)),
      });
      if (text.length <= JSON_RESUME_MAX_BYTES) return text;
    }
  }

  it('reads files of a megabyte apart from the server: another member is answered meanwhile', async () => {
    const file = megabyteResume();
    expect(file.length).toBeGreaterThan(JSON_RESUME_MAX_BYTES * 0.9);
    const member = await signupAndLogin(t.app);
    const other = await signupAndLogin(t.app);
    // Warm: the reader's thread started, so what is measured is the reading.
    const warm = await importFile(member, file);
    expect(warm.statusCode, warm.body).toBe(200);
    const imports = Array.from({ length: 6 }, () => importFile(member, file));
    let done = false;
    const all = Promise.all(imports).finally(() => (done = true));
    // Were the six files of a megabyte read on the server's own thread, the other member's first
    // request would wait for them and be the only one; requests answered meanwhile show they
    // are not. (Counted, not timed: a busy machine stretches milliseconds; the slowest is printed.)
    const latencies: number[] = [];
    while (!done) {
      const asked = performance.now();
      const res = await t.app.inject({
        method: 'GET',
        url: `${API}/users/me`,
        headers: bearer(other.token),
      });
      latencies.push(performance.now() - asked);
      expect(res.statusCode).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const answers = await all;
    console.info(
      `six JSON Resume imports of ${Math.round(file.length / 1024)} KB at once: another member's request answered ${latencies.length} times, slowest ${Math.round(Math.max(...latencies))} ms`,
    );
    // The first three always get in (one read, two waiting); the rest are refused as busy unless
    // a read ended before they arrived, which a slow database makes possible. The exact count for
    // files sent together is the next test's, where nothing but the reader is timed.
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(3);
    for (const res of answers.filter((answer) => answer.statusCode !== 200)) {
      expect(res.statusCode).toBe(503);
      expect(detail(res)).toBe(serverMessages.serverBusy);
    }
    expect(latencies.length).toBeGreaterThanOrEqual(3);
  });

  it('lets one member have one file read and two waiting, and refuses the rest as busy', async () => {
    const reader = createJsonResumeReader();
    try {
      const file = megabyteResume();
      const results = await Promise.allSettled(
        Array.from({ length: 6 }, () => reader.read(file, { owner: 'member' })),
      );
      expect(results.map((result) => result.status)).toEqual([
        'fulfilled',
        'fulfilled',
        'fulfilled',
        'rejected',
        'rejected',
        'rejected',
      ]);
      for (const result of results.slice(3)) {
        expect(result).toMatchObject({
          reason: { status: 503, message: serverMessages.serverBusy },
        });
      }
    } finally {
      await reader.close();
    }
  });

  it('refuses a file that takes longer than the reader allows, with the declared text', async () => {
    const reader = createJsonResumeReader({ timeoutMs: 1 });
    try {
      await expect(reader.read(megabyteResume())).rejects.toMatchObject({
        status: 422,
        message: serverMessages.jsonResumeTooComplex,
      });
    } finally {
      await reader.close();
    }
  });

  it('says which sections it left out, and takes groups of skills as one skill each', async () => {
    const user = await signupAndLogin(t.app);
    const res = await importFile(
      user,
      JSON.stringify({
        basics: { name: 'Kai', location: { city: 'Oslo', countryCode: 'NO' } },
        skills: [{ name: 'Web Development', level: 'Master', keywords: ['HTML', 'CSS'] }],
        education: [
          { institution: 'UiO', studyType: 'BSc', area: 'Informatics', startDate: '2015' },
        ],
        languages: [{ language: 'Norwegian', fluency: 'Native' }],
        awards: [{ title: 'Prize' }],
      }),
    );
    expect(res.statusCode).toBe(200);
    const { draft, problems } = ProfileImportSchema.parse(res.json());
    expect(problems).toEqual([
      'Not imported, as the profile has no place for them: awards, languages.',
    ]);
    expect(draft.basic_info.location).toBe('Oslo');
    expect(draft.skills).toEqual([
      { name: 'HTML', proficiency_level: 'expert', category: 'Web Development' },
      { name: 'CSS', proficiency_level: 'expert', category: 'Web Development' },
    ]);
    expect(draft.education_history[0]).toMatchObject({
      institution_name: 'UiO',
      degree: "Bachelor's Degree",
      field_of_study: 'Informatics',
      start_date: '2015',
      end_date: null,
      is_current: true,
    });
  });

  it('needs a signed-in user', async () => {
    const res = await t.app.inject({ method: 'POST', url: `${API}/users/me/profile/import` });
    expect(res.statusCode).toBe(401);
  });
});
