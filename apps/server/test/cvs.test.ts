import { randomUUID } from 'node:crypto';
import { defaultCvLayout, type CvPublic, type CvsPublic } from '@vita/api/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

async function createCv(user: TestUser, payload: object) {
  return t.app.inject({ method: 'POST', url: `${API}/cv/`, headers: bearer(user.token), payload });
}

describe('CVs', () => {
  it('creates with defaults, reads, updates partially and deletes an own CV', async () => {
    const user = await signupAndLogin(t.app);
    const created = await createCv(user, {
      title: '  Backend CV ',
      description: 'For backend roles',
      target_job_title: 'Backend Engineer',
      target_company: 'Acme',
      target_job_posting_url: 'https://jobs.example.com/1',
    });
    expect(created.statusCode).toBe(200);
    const cv = created.json<CvPublic>();
    expect(cv).toEqual({
      id: expect.any(String),
      title: 'Backend CV',
      description: 'For backend roles',
      target_job_title: 'Backend Engineer',
      target_company: 'Acme',
      target_job_posting_url: 'https://jobs.example.com/1',
      linkedin_profile_url: null,
      headline: null,
      contact_email: null,
      contact_phone: null,
      contact_location: null,
      hidden_contacts: [],
      status: 'draft',
      layout: defaultCvLayout(),
      owner_id: user.id,
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    expect(new Date(cv.created_at).toISOString()).toBe(cv.created_at);

    const read = await t.app.inject({
      method: 'GET',
      url: `${API}/cv/${cv.id}`,
      headers: bearer(user.token),
    });
    expect(read.json()).toEqual(cv);

    const updated = await t.app.inject({
      method: 'PUT',
      url: `${API}/cv/${cv.id}`,
      headers: bearer(user.token),
      payload: {
        title: 'Renamed',
        status: 'ready',
        linkedin_profile_url: 'http://linkedin.com/in/jane',
      },
    });
    expect(updated.statusCode).toBe(200);
    const after = updated.json<CvPublic>();
    expect(after).toEqual({
      ...cv,
      title: 'Renamed',
      status: 'ready',
      linkedin_profile_url: 'http://linkedin.com/in/jane',
      updated_at: expect.any(String),
    });
    expect(Date.parse(after.updated_at)).toBeGreaterThan(Date.parse(cv.updated_at));

    const cleared = await t.app.inject({
      method: 'PUT',
      url: `${API}/cv/${cv.id}`,
      headers: bearer(user.token),
      payload: { description: null, target_job_posting_url: '' },
    });
    expect(cleared.json()).toMatchObject({
      title: 'Renamed',
      description: null,
      target_job_posting_url: null,
      status: 'ready',
    });

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `${API}/cv/${cv.id}`,
      headers: bearer(user.token),
    });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ message: 'CV deleted successfully' });
    const gone = await t.app.inject({
      method: 'GET',
      url: `${API}/cv/${cv.id}`,
      headers: bearer(user.token),
    });
    expect(gone.statusCode).toBe(404);
    expect(detail(gone)).toBe('CV not found');
  });

  it('lists own CVs newest first with skip, limit and the total count', async () => {
    const user = await signupAndLogin(t.app);
    const ids: string[] = [];
    for (let i = 0; i < 7; i += 1)
      ids.push((await createCv(user, { title: `CV ${i}` })).json<CvPublic>().id);
    const newestFirst = [...ids].reverse();

    const page1 = await t.app.inject({
      method: 'GET',
      url: `${API}/cv/?skip=0&limit=5`,
      headers: bearer(user.token),
    });
    const page2 = await t.app.inject({
      method: 'GET',
      url: `${API}/cv/?skip=5&limit=5`,
      headers: bearer(user.token),
    });
    const one = page1.json<CvsPublic>();
    const two = page2.json<CvsPublic>();
    expect([one.count, two.count]).toEqual([7, 7]);
    expect([one.data.length, two.data.length]).toEqual([5, 2]);
    expect([...one.data, ...two.data].map((cv) => cv.id)).toEqual(newestFirst);

    const badLimit = await t.app.inject({
      method: 'GET',
      url: `${API}/cv/?limit=0`,
      headers: bearer(user.token),
    });
    expect(badLimit.statusCode).toBe(422);
  });

  it("hides another user's CV: 404 on get, put and delete, and absent from lists", async () => {
    const owner = await signupAndLogin(t.app);
    const intruder = await signupAndLogin(t.app);
    const cv = (await createCv(owner, { title: 'Private' })).json<CvPublic>();

    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const res = await t.app.inject({
        method,
        url: `${API}/cv/${cv.id}`,
        headers: bearer(intruder.token),
        ...(method === 'PUT' ? { payload: { title: 'Hijacked' } } : {}),
      });
      expect(res.statusCode, method).toBe(404);
      expect(detail(res)).toBe('CV not found');
    }
    const list = await t.app.inject({
      method: 'GET',
      url: `${API}/cv/`,
      headers: bearer(intruder.token),
    });
    expect(list.json()).toEqual({ data: [], count: 0 });

    // Superusers, too, see only their own CVs.
    const admin = await superuserToken(t.app);
    const asAdmin = await t.app.inject({
      method: 'GET',
      url: `${API}/cv/${cv.id}`,
      headers: bearer(admin),
    });
    expect(asAdmin.statusCode).toBe(404);

    const still = await t.app.inject({
      method: 'GET',
      url: `${API}/cv/${cv.id}`,
      headers: bearer(owner.token),
    });
    expect(still.json()).toMatchObject({ title: 'Private', status: 'draft' });
  });

  it('validates title, URLs, status and lengths with the contract messages', async () => {
    const user = await signupAndLogin(t.app);
    const cases: [object, unknown][] = [
      [{}, [{ loc: ['body', 'title'], msg: 'Field required', type: 'missing' }]],
      [{ title: '' }, [{ loc: ['body', 'title'], msg: 'Title is required', type: 'too_small' }]],
      [{ title: '   ' }, [{ loc: ['body', 'title'], msg: 'Title is required', type: 'too_small' }]],
      [
        { title: 't'.repeat(256) },
        [{ loc: ['body', 'title'], msg: 'Title must be at most 255 characters', type: 'too_big' }],
      ],
      [
        { title: 'ok', target_job_posting_url: 'javascript:alert(1)' },
        [
          {
            loc: ['body', 'target_job_posting_url'],
            msg: 'Please enter a valid URL',
            type: 'invalid_format',
          },
        ],
      ],
      [
        { title: 'ok', linkedin_profile_url: 'file:///etc/passwd' },
        [
          {
            loc: ['body', 'linkedin_profile_url'],
            msg: 'Please enter a valid URL',
            type: 'invalid_format',
          },
        ],
      ],
      [
        { title: 'ok', target_job_posting_url: `https://example.com/${'a'.repeat(2048)}` },
        [
          {
            loc: ['body', 'target_job_posting_url'],
            msg: 'URL must be at most 2048 characters',
            type: 'too_big',
          },
        ],
      ],
      [
        { title: 'ok', status: 'published' },
        [{ loc: ['body', 'status'], msg: expect.any(String), type: 'invalid_value' }],
      ],
      [
        { title: 'ok', description: 'd'.repeat(256) },
        [
          {
            loc: ['body', 'description'],
            msg: 'Description must be at most 255 characters',
            type: 'too_big',
          },
        ],
      ],
      [
        { title: 'ok', target_company: 'c'.repeat(256) },
        [
          {
            loc: ['body', 'target_company'],
            msg: 'Must be at most 255 characters',
            type: 'too_big',
          },
        ],
      ],
    ];
    for (const [payload, expected] of cases) {
      const res = await createCv(user, payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(422);
      expect(detail(res)).toEqual(expected);
    }

    const edge = await createCv(user, { title: 't'.repeat(255), status: 'archived' });
    expect(edge.statusCode).toBe(200);
    const cv = edge.json<CvPublic>();
    for (const payload of [
      { title: '' },
      { status: 'deleted' },
      { target_job_posting_url: 'javascript:alert(1)' },
      { title: null },
    ]) {
      const res = await t.app.inject({
        method: 'PUT',
        url: `${API}/cv/${cv.id}`,
        headers: bearer(user.token),
        payload,
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
    }
    const unchanged = await t.app.inject({
      method: 'GET',
      url: `${API}/cv/${cv.id}`,
      headers: bearer(user.token),
    });
    expect(unchanged.json()).toEqual(cv);
  });

  it('keeps the header a CV prints: set, cleared back to the defaults, refused when wrong', async () => {
    const user = await signupAndLogin(t.app);
    const cv = (await createCv(user, { title: 'Header CV' })).json<CvPublic>();
    const put = (payload: object) =>
      t.app.inject({
        method: 'PUT',
        url: `${API}/cv/${cv.id}`,
        headers: bearer(user.token),
        payload,
      });

    const set = await put({
      headline: ' Platform Engineer ',
      contact_email: 'jobs@example.org',
      contact_phone: '+1 555 0100',
      contact_location: 'Remote',
      hidden_contacts: ['github', 'phone', 'github'],
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json<CvPublic>()).toMatchObject({
      headline: ' Platform Engineer ',
      contact_email: 'jobs@example.org',
      contact_phone: '+1 555 0100',
      contact_location: 'Remote',
      hidden_contacts: ['github', 'phone'],
      title: 'Header CV',
    });

    // What is left out of a save is kept; an emptied field goes back to the profile's value.
    const partly = await put({ contact_phone: '' });
    expect(partly.json<CvPublic>()).toMatchObject({
      headline: ' Platform Engineer ',
      contact_phone: null,
      hidden_contacts: ['github', 'phone'],
    });
    const cleared = await put({
      headline: null,
      contact_email: '',
      contact_location: '   ',
      hidden_contacts: [],
    });
    expect(cleared.json<CvPublic>()).toMatchObject({
      headline: null,
      contact_email: null,
      contact_phone: null,
      contact_location: null,
      hidden_contacts: [],
    });

    const refused: [object, object[]][] = [
      [
        { contact_email: 'not an address' },
        [
          {
            loc: ['body', 'contact_email'],
            msg: 'Please enter a valid email address',
            type: 'invalid_format',
          },
        ],
      ],
      [
        { contact_phone: '1'.repeat(51) },
        [
          {
            loc: ['body', 'contact_phone'],
            msg: 'Phone must be at most 50 characters',
            type: 'too_big',
          },
        ],
      ],
      [
        { headline: 'h'.repeat(256) },
        [{ loc: ['body', 'headline'], msg: 'Must be at most 255 characters', type: 'too_big' }],
      ],
      [
        { hidden_contacts: ['fax'] },
        [{ loc: ['body', 'hidden_contacts', 0], msg: expect.any(String), type: 'invalid_value' }],
      ],
    ];
    for (const [payload, expected] of refused) {
      const res = await put(payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(422);
      expect(detail(res)).toEqual(expected);
    }
    const read = await t.app.inject({
      method: 'GET',
      url: `${API}/cv/${cv.id}`,
      headers: bearer(user.token),
    });
    expect(read.json()).toEqual(cleared.json());
  });

  it('answers 404 for unknown ids, 422 for malformed ids and 401 without a token', async () => {
    const user = await signupAndLogin(t.app);
    const unknown = await t.app.inject({
      method: 'PUT',
      url: `${API}/cv/${randomUUID()}`,
      headers: bearer(user.token),
      payload: {},
    });
    expect(unknown.statusCode).toBe(404);
    expect(detail(unknown)).toBe('CV not found');
    for (const id of ['123', 'files', '..%2F..%2Fetc']) {
      const malformed = await t.app.inject({
        method: 'GET',
        url: `${API}/cv/${id}`,
        headers: bearer(user.token),
      });
      expect(malformed.statusCode, id).toBe(422);
      expect(detail(malformed)).toEqual([
        { loc: ['path', 'cv_id'], msg: 'Invalid UUID', type: 'invalid_format' },
      ]);
    }
    const anonymous = await t.app.inject({ method: 'GET', url: `${API}/cv/` });
    expect(anonymous.statusCode).toBe(401);
  });

  it('publishes the CV routes in the OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${API}/openapi.json` });
    const paths = res.json<{
      paths: Record<string, Record<string, { requestBody?: { content: object } }>>;
    }>().paths;
    expect(Object.keys(paths)).toEqual(
      expect.arrayContaining([
        `${API}/cv/`,
        `${API}/cv/{cv_id}`,
        `${API}/cv/upload`,
        `${API}/cv/files/`,
        `${API}/cv/files/{file_id}`,
        `${API}/cv/files/{file_id}/download`,
      ]),
    );
    expect(Object.keys(paths[`${API}/cv/upload`]?.post?.requestBody?.content ?? {})).toEqual([
      'multipart/form-data',
    ]);
  });
});
