import type { Token } from '@vita/api/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API,
  bearer,
  build,
  detail,
  login,
  signupAndLogin,
  superuserToken,
  uniqueEmail,
  type TestApp,
} from './helper';

let t: TestApp;
beforeAll(async () => {
  t = await build({ LOGIN_MAX_FAILURES: '3', LOGIN_FAILURE_WINDOW_SECONDS: '600' });
});
afterAll(() => t.close());

function tryLogin(username: string, password: string, remoteAddress = '127.0.0.1') {
  return t.app.inject({
    method: 'POST',
    url: `${API}/login/access-token`,
    payload: new URLSearchParams({ username, password }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    remoteAddress,
  });
}

describe('POST /login/access-token', () => {
  it('exchanges e-mail and password for a bearer token, e-mail in any case', async () => {
    const user = await signupAndLogin(t.app);
    const res = await tryLogin(user.email.toUpperCase(), user.password);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json<Token>();
    expect(body.token_type).toBe('bearer');
    const [header, payload] = body.access_token
      .split('.')
      .slice(0, 2)
      .map((part) => JSON.parse(Buffer.from(part, 'base64url').toString()));
    expect(header).toMatchObject({ alg: 'HS256' });
    expect(payload).toMatchObject({ sub: user.id });
    expect(payload.exp).toBeGreaterThan(Date.now() / 1000);
  });

  it('answers 400 "Incorrect email or password" for a wrong password or unknown e-mail', async () => {
    const user = await signupAndLogin(t.app);
    const wrong = await tryLogin(user.email, 'wrong-password');
    expect(wrong.statusCode).toBe(400);
    expect(detail(wrong)).toBe('Incorrect email or password');
    const unknown = await tryLogin(uniqueEmail('nobody'), 'whatever-password');
    expect(unknown.statusCode).toBe(400);
    expect(detail(unknown)).toBe('Incorrect email or password');
  });

  it('answers a deactivated account like a wrong password, whatever the password', async () => {
    const user = await signupAndLogin(t.app);
    const admin = await superuserToken(t.app);
    const patch = await t.app.inject({
      method: 'PATCH',
      url: `${API}/users/${user.id}`,
      headers: bearer(admin),
      payload: { is_active: false },
    });
    expect(patch.statusCode).toBe(200);
    // Answering "Inactive user" to the right password only would confirm the password.
    for (const password of [user.password, 'wrong-password']) {
      const res = await tryLogin(user.email, password, '10.0.0.9');
      expect([res.statusCode, detail(res)]).toEqual([400, 'Incorrect email or password']);
    }
    // The right password counts as a failure too, so the throttle tells nothing either.
    const third = await tryLogin(user.email, user.password, '10.0.0.9');
    expect(third.statusCode).toBe(400);
    const blocked = await tryLogin(user.email, user.password, '10.0.0.9');
    expect(blocked.statusCode).toBe(429);
  });

  it('requires a form-encoded body', async () => {
    const user = await signupAndLogin(t.app);
    const json = await t.app.inject({
      method: 'POST',
      url: `${API}/login/access-token`,
      payload: { username: user.email, password: user.password },
    });
    expect(json.statusCode).toBe(415);
    const missing = await t.app.inject({
      method: 'POST',
      url: `${API}/login/access-token`,
      payload: 'username=a%40b.io',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(missing.statusCode).toBe(422);
    expect(detail(missing)).toEqual([
      { loc: ['body', 'password'], msg: 'Field required', type: 'missing' },
    ]);
  });

  it('rate limits repeated failures with 429, per address and e-mail, even for the right password', async () => {
    const user = await signupAndLogin(t.app);
    for (let i = 0; i < 3; i += 1) {
      expect((await tryLogin(user.email, 'bad-password', '10.0.0.1')).statusCode).toBe(400);
    }
    const blocked = await tryLogin(user.email, user.password, '10.0.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(detail(blocked)).toBe('Too many requests, please try again later');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // Another client address is not blocked by someone else's guesses.
    expect((await tryLogin(user.email, user.password, '10.0.0.2')).statusCode).toBe(200);
  });

  it('does not count successful sign-ins, and a success clears earlier failures', async () => {
    const user = await signupAndLogin(t.app);
    for (let i = 0; i < 20; i += 1) await login(t.app, user.email, user.password);
    for (let round = 0; round < 3; round += 1) {
      expect((await tryLogin(user.email, 'bad-password')).statusCode).toBe(400);
      expect((await tryLogin(user.email, 'bad-password')).statusCode).toBe(400);
      expect((await tryLogin(user.email, user.password)).statusCode).toBe(200);
    }
  });
});

describe('POST /login/test-token', () => {
  it('answers the current user', async () => {
    const user = await signupAndLogin(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: `${API}/login/test-token`,
      headers: bearer(user.token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: user.id, email: user.email });
  });

  it('works when a client sends an empty JSON body', async () => {
    const user = await signupAndLogin(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: `${API}/login/test-token`,
      headers: { ...bearer(user.token), 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(200);
  });
});
