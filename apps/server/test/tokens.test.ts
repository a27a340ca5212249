import type { EmailHtmlSchema } from '@vita/api/schemas';
import { eq } from 'drizzle-orm';
import { SignJWT, UnsecuredJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  API,
  bearer,
  build,
  detail,
  signupAndLogin,
  superuserToken,
  TEST_SECRET,
  type TestApp,
} from './helper';
import { users } from '../src/infra/db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await build();
});
afterAll(() => t.close());

const me = (headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: `${API}/users/me`, headers });
const key = new TextEncoder().encode(TEST_SECRET);

describe('reading the token', () => {
  it('accepts "Bearer <token>" in any scheme case, and a bare token', async () => {
    const user = await signupAndLogin(t.app);
    for (const authorization of [`Bearer ${user.token}`, `bearer ${user.token}`, user.token]) {
      const res = await me({ authorization });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ id: user.id });
    }
  });

  it('answers 401 "Not authenticated" without a token', async () => {
    const cases: Record<string, string>[] = [
      {},
      { authorization: '' },
      { authorization: 'Bearer' },
      { authorization: 'Basic abc def' },
    ];
    for (const headers of cases) {
      const res = await me(headers);
      expect(res.statusCode).toBe(401);
      expect(detail(res)).toBe('Not authenticated');
      expect(res.headers['www-authenticate']).toBe('Bearer');
    }
  });

  it('answers 401 "Could not validate credentials" for a forged, tampered or foreign token', async () => {
    const user = await signupAndLogin(t.app);
    const [h, p] = user.token.split('.');
    const forged = await new SignJWT({ scope: 'access', ver: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another-secret-another-secret-another-secret'));
    for (const token of ['garbage', `${h}.${p}.invalidsignature`, forged]) {
      const res = await me(bearer(token));
      expect(res.statusCode).toBe(401);
      expect(detail(res)).toBe('Could not validate credentials');
    }
  });

  it('rejects an expired token', async () => {
    const user = await signupAndLogin(t.app);
    const expired = await new SignJWT({ scope: 'access', ver: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 10)
      .sign(key);
    const res = await me(bearer(expired));
    expect(res.statusCode).toBe(401);
    expect(detail(res)).toBe('Could not validate credentials');
  });

  it('rejects an unsigned "alg: none" token', async () => {
    const user = await signupAndLogin(t.app);
    const none = new UnsecuredJWT({ scope: 'access', ver: 0 })
      .setSubject(user.id)
      .setExpirationTime('1h')
      .encode();
    expect(none.split('.')[2]).toBe('');
    const res = await me(bearer(none));
    expect(res.statusCode).toBe(401);
    expect(detail(res)).toBe('Could not validate credentials');
  });

  it('does not accept a password reset token as an access token', async () => {
    const user = await signupAndLogin(t.app);
    const admin = await superuserToken(t.app);
    const html = await t.app.inject({
      method: 'POST',
      url: `${API}/password-recovery-html-content/${encodeURIComponent(user.email)}`,
      headers: bearer(admin),
    });
    const resetToken = /token=([^"&]+)/.exec(
      html.json<z.infer<typeof EmailHtmlSchema>>().html_content,
    )?.[1];
    expect(resetToken).toBeTruthy();
    const res = await me(bearer(decodeURIComponent(resetToken ?? '')));
    expect(res.statusCode).toBe(401);
  });

  it('answers 401 for a validly signed token whose subject is not a user id', async () => {
    for (const subject of ['admin', '1', "x' or 1=1", '00000000-0000-4000-8000-00000000000z']) {
      const token = await new SignJWT({ scope: 'access', ver: 0 })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(subject)
        .setExpirationTime('1h')
        .sign(key);
      const res = await me(bearer(token));
      expect([res.statusCode, detail(res)]).toEqual([401, 'Could not validate credentials']);
    }
  });

  it("stops accepting a deleted user's token", async () => {
    const user = await signupAndLogin(t.app);
    expect((await me(bearer(user.token))).statusCode).toBe(200);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `${API}/users/me`,
      headers: bearer(user.token),
    });
    expect(del.statusCode).toBe(200);
    const res = await me(bearer(user.token));
    expect(res.statusCode).toBe(401);
    expect(detail(res)).toBe('Could not validate credentials');
  });

  it('answers 400 "Inactive user" for a session of an account made inactive outside the API', async () => {
    // The API's deactivation ends every session (see sessions.test.ts); an operator's change in
    // the database does not, and the guard still refuses the account.
    const user = await signupAndLogin(t.app);
    await t.app.db.update(users).set({ is_active: false }).where(eq(users.id, user.id));
    const res = await me(bearer(user.token));
    expect(res.statusCode).toBe(400);
    expect(detail(res)).toBe('Inactive user');
  });

  it('rejects a signed access token without a session version', async () => {
    const user = await signupAndLogin(t.app);
    const unversioned = await new SignJWT({ scope: 'access' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setExpirationTime('1h')
      .sign(key);
    const res = await me(bearer(unversioned));
    expect(res.statusCode).toBe(401);
    expect(detail(res)).toBe('Could not validate credentials');
  });
});
