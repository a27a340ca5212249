import type { SessionRenewed } from '@vita/api/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API,
  bearer,
  build,
  detail,
  login,
  newestEmail,
  signupAndLogin,
  superuserToken,
  uniqueEmail,
  type TestApp,
} from './helper';

let t: TestApp;
beforeAll(async () => {
  t = await build({ FRONTEND_HOST: 'http://vita.test:8000' });
});
afterAll(() => t.close());

const me = (token: string) =>
  t.app.inject({ method: 'GET', url: `${API}/users/me`, headers: bearer(token) });
const patchMe = (token: string, payload: object) =>
  t.app.inject({ method: 'PATCH', url: `${API}/users/me`, headers: bearer(token), payload });
const changePassword = (token: string, current_password: string, new_password: string) =>
  t.app.inject({
    method: 'PATCH',
    url: `${API}/users/me/password`,
    headers: bearer(token),
    payload: { current_password, new_password },
  });
const adminPatch = async (userId: string, payload: object) =>
  t.app.inject({
    method: 'PATCH',
    url: `${API}/users/${userId}`,
    headers: bearer(await superuserToken(t.app)),
    payload,
  });

/** Asks for a recovery e-mail and reads the reset token from its link. */
async function resetTokenFor(email: string): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: `${API}/password-recovery/${encodeURIComponent(email)}`,
  });
  expect(res.statusCode).toBe(200);
  await t.app.mailer.idle();
  const link = /reset-password\?token=([A-Za-z0-9._-]+)/.exec(newestEmail(t.dataDir));
  if (!link?.[1]) throw new Error('no reset link');
  return link[1];
}

const reset = (token: string, new_password: string) =>
  t.app.inject({ method: 'POST', url: `${API}/reset-password/`, payload: { token, new_password } });

async function expectEnded(token: string) {
  const res = await me(token);
  expect([res.statusCode, detail(res)]).toEqual([401, 'Could not validate credentials']);
}

describe('sessions end when the account is secured again', () => {
  it('a password change ends every earlier session and answers a fresh token', async () => {
    const user = await signupAndLogin(t.app);
    const stolen = await login(t.app, user.email, user.password);
    const res = await changePassword(user.token, user.password, 'a-brand-new-password');
    expect(res.statusCode).toBe(200);
    const renewed = res.json<SessionRenewed>();
    expect(renewed).toEqual({
      message: 'Password updated successfully',
      access_token: expect.any(String),
      token_type: 'bearer',
    });
    expect(res.headers['cache-control']).toBe('no-store');
    await expectEnded(stolen);
    await expectEnded(user.token);
    expect((await me(renewed.access_token)).statusCode).toBe(200);
  });

  it('the observed takeover chain stops at the first step after the password change', async () => {
    const victim = await signupAndLogin(t.app);
    const stolen = await login(t.app, victim.email, victim.password);
    await changePassword(victim.token, victim.password, 'victim-new-password');
    // The attacker's token can no longer move the account to an address it controls.
    const moved = await patchMe(stolen, { email: uniqueEmail('attacker') });
    expect(moved.statusCode).toBe(401);
    expect(await login(t.app, victim.email, 'victim-new-password')).toBeTruthy();
  });

  it('a reset by e-mail ends every session', async () => {
    const user = await signupAndLogin(t.app);
    const token = await resetTokenFor(user.email);
    expect((await reset(token, 'reset-new-password')).statusCode).toBe(200);
    await expectEnded(user.token);
    expect(await login(t.app, user.email, 'reset-new-password')).toBeTruthy();
  });

  it('a password set by an admin ends every session of that user', async () => {
    const user = await signupAndLogin(t.app);
    expect((await adminPatch(user.id, { password: 'set-by-the-admin' })).statusCode).toBe(200);
    await expectEnded(user.token);
  });

  it('a deactivation ends every session, and a reactivation does not bring them back', async () => {
    const user = await signupAndLogin(t.app);
    expect((await adminPatch(user.id, { is_active: false })).statusCode).toBe(200);
    await expectEnded(user.token);
    expect((await adminPatch(user.id, { is_active: true })).statusCode).toBe(200);
    await expectEnded(user.token);
    expect(await login(t.app, user.email, user.password)).toBeTruthy();
  });

  it('a new name or a promotion leaves the sessions alone', async () => {
    const user = await signupAndLogin(t.app);
    expect((await patchMe(user.token, { full_name: 'Still Signed In' })).statusCode).toBe(200);
    expect((await adminPatch(user.id, { full_name: 'Renamed By Admin' })).statusCode).toBe(200);
    expect((await me(user.token)).statusCode).toBe(200);
  });

  it('"sign out of all other sessions" ends the others and renews this one', async () => {
    const user = await signupAndLogin(t.app);
    const other = await login(t.app, user.email, user.password);
    const res = await t.app.inject({
      method: 'POST',
      url: `${API}/users/me/sessions/end-others`,
      headers: bearer(user.token),
    });
    expect(res.statusCode).toBe(200);
    const renewed = res.json<SessionRenewed>();
    expect(renewed.message).toBe('Signed out of all other sessions');
    await expectEnded(other);
    await expectEnded(user.token);
    expect((await me(renewed.access_token)).statusCode).toBe(200);
    // The password is unchanged: signing in again works as before.
    expect(await login(t.app, user.email, user.password)).toBeTruthy();
  });
});

describe('moving the account to another e-mail', () => {
  it('needs the current password; a name alone does not', async () => {
    const user = await signupAndLogin(t.app);
    const target = uniqueEmail('moved');
    const missing = await patchMe(user.token, { email: target });
    expect([missing.statusCode, detail(missing)]).toEqual([
      400,
      'Enter your current password to change your email',
    ]);
    const wrong = await patchMe(user.token, { email: target, current_password: 'wrong-one' });
    expect([wrong.statusCode, detail(wrong)]).toEqual([400, 'Incorrect password']);
    expect((await me(user.token)).json()).toMatchObject({ email: user.email });
    const moved = await patchMe(user.token, { email: target, current_password: user.password });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ email: target });
  });

  it('makes every reset link sent before the change stop working', async () => {
    const user = await signupAndLogin(t.app);
    const token = await resetTokenFor(user.email);
    const moved = await patchMe(user.token, {
      email: uniqueEmail('new-home'),
      current_password: user.password,
    });
    expect(moved.statusCode).toBe(200);
    const res = await reset(token, 'not-going-to-work');
    expect([res.statusCode, detail(res)]).toEqual([400, 'Invalid token']);
    expect(await login(t.app, moved.json<{ email: string }>().email, user.password)).toBeTruthy();
  });
});
