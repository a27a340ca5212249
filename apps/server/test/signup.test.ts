import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, build, detail, uniqueEmail, type TestApp } from './helper';

let t: TestApp;
beforeAll(async () => {
  t = await build();
});
afterAll(() => t.close());

const signup = (payload: unknown) =>
  t.app.inject({ method: 'POST', url: `${API}/users/signup`, payload: payload as object });

describe('POST /users/signup', () => {
  it('creates a user and answers the public fields only', async () => {
    const email = uniqueEmail();
    const res = await signup({ email, password: 'password123', full_name: 'Ada Lovelace' });
    expect(res.statusCode).toBe(200);
    const body = res.json<Record<string, unknown>>();
    expect(Object.keys(body).sort()).toEqual([
      'email',
      'full_name',
      'id',
      'is_active',
      'is_superuser',
    ]);
    expect(body).toMatchObject({
      email,
      full_name: 'Ada Lovelace',
      is_active: true,
      is_superuser: false,
    });
    expect(body.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.body).not.toContain('password123');
  });

  it('accepts a missing full name', async () => {
    const res = await signup({ email: uniqueEmail(), password: 'password123' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ full_name: null });
  });

  it('refuses a duplicate e-mail in any letter case', async () => {
    const email = uniqueEmail('Case');
    expect((await signup({ email, password: 'password123' })).statusCode).toBe(200);
    for (const variant of [email, email.toUpperCase(), email.toLowerCase()]) {
      const res = await signup({ email: variant, password: 'password123' });
      expect(res.statusCode).toBe(400);
      expect(detail(res)).toBe('The user with this email already exists in the system');
    }
  });

  it('never lets racing sign-ups create two accounts for one address', async () => {
    const email = uniqueEmail('race');
    const results = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        signup({ email: i % 2 ? email.toUpperCase() : email, password: 'password123' }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400, 400, 400, 400]);
  });

  it('answers 422 with FastAPI-shaped details for invalid input', async () => {
    const res = await signup({ email: 'not-an-email', password: 'short' });
    expect(res.statusCode).toBe(422);
    expect(detail(res)).toEqual([
      { loc: ['body', 'email'], msg: 'Please enter a valid email address', type: 'invalid_format' },
      {
        loc: ['body', 'password'],
        msg: 'Password must be at least 8 characters',
        type: 'too_small',
      },
    ]);
  });

  it('reports missing fields as "Field required"', async () => {
    const res = await signup({});
    expect(res.statusCode).toBe(422);
    expect(detail(res)).toEqual([
      { loc: ['body', 'email'], msg: 'Field required', type: 'missing' },
      { loc: ['body', 'password'], msg: 'Field required', type: 'missing' },
    ]);
  });

  it('enforces the length limits: password 8-128, e-mail and full name at most 255', async () => {
    const ok8 = await signup({ email: uniqueEmail(), password: 'a'.repeat(8) });
    expect(ok8.statusCode).toBe(200);
    const ok128 = await signup({ email: uniqueEmail(), password: 'a'.repeat(128) });
    expect(ok128.statusCode).toBe(200);

    const long = await signup({ email: uniqueEmail(), password: 'a'.repeat(129) });
    expect(long.statusCode).toBe(422);
    expect(detail(long)).toEqual([
      {
        loc: ['body', 'password'],
        msg: 'Password must be at most 128 characters',
        type: 'too_big',
      },
    ]);

    const longEmail = `${'a'.repeat(250)}@example.com`;
    const badEmail = await signup({ email: longEmail, password: 'password123' });
    expect(badEmail.statusCode).toBe(422);
    expect(detail(badEmail)).toContainEqual(expect.objectContaining({ loc: ['body', 'email'] }));

    const name255 = await signup({
      email: uniqueEmail(),
      password: 'password123',
      full_name: 'n'.repeat(255),
    });
    expect(name255.statusCode).toBe(200);
    const name256 = await signup({
      email: uniqueEmail(),
      password: 'password123',
      full_name: 'n'.repeat(256),
    });
    expect(name256.statusCode).toBe(422);
    expect(detail(name256)).toEqual([
      {
        loc: ['body', 'full_name'],
        msg: 'Full name must be at most 255 characters',
        type: 'too_big',
      },
    ]);
  });

  it('ignores attempts to sign up as a superuser', async () => {
    const res = await signup({ email: uniqueEmail(), password: 'password123', is_superuser: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ is_superuser: false });
  });
});
