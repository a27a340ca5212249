import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redactSecrets, redactUrl } from '../src/http/logging';
import { API, bearer, build, newestEmail, signupAndLogin, type TestApp } from './helper';

let t: TestApp;
beforeAll(async () => {
  t = await build({ LOG_LEVEL: 'trace' });
});
afterAll(() => t.close());

describe('logs', () => {
  it('never contain passwords or tokens', async () => {
    const password = 'very-secret-password-42';
    const user = await signupAndLogin(t.app, { password });
    await t.app.inject({ method: 'GET', url: `${API}/users/me`, headers: bearer(user.token) });
    await t.app.inject({
      method: 'GET',
      url: `${API}/users/me`,
      headers: { authorization: user.token },
    });
    await t.app.inject({ method: 'GET', url: `${API}/items/?token=${user.token}&skip=0` });
    await t.app.inject({
      method: 'PATCH',
      url: `${API}/users/me/password`,
      headers: bearer(user.token),
      payload: { current_password: password, new_password: 'another-secret-password-43' },
    });
    await t.app.inject({
      method: 'POST',
      url: `${API}/password-recovery/${encodeURIComponent(user.email)}`,
    });
    await t.app.mailer.idle();
    const resetToken = /token=3D([A-Za-z0-9._-]+)|token=([A-Za-z0-9._-]+)/.exec(
      newestEmail(t.dataDir),
    );
    const reset = resetToken?.[1] ?? resetToken?.[2] ?? '';
    expect(reset.length).toBeGreaterThan(20);
    await t.app.inject({
      method: 'POST',
      url: `${API}/reset-password/`,
      payload: { token: reset, new_password: 'third-secret-password-44' },
    });
    // Force an error path too: a failing request is logged with more context.
    await t.app.inject({
      method: 'POST',
      url: `${API}/users/signup`,
      payload: { email: 'x', password },
    });

    const all = t.logs.join('');
    // The capture works: requests and the outbox are logged.
    expect(all).toContain('"url":"/api/v1/users/me"');
    expect(all).toContain('e-mail written to the outbox');
    expect(all).toContain('[redacted]');
    for (const secret of [
      password,
      'another-secret-password-43',
      'third-secret-password-44',
      user.token,
      reset,
    ]) {
      expect(all).not.toContain(secret);
    }
  });

  it('log errors without their fields or a failed query’s parameters', () => {
    const cause = Object.assign(new Error('invalid byte sequence'), { code: '22021' });
    const failed = Object.assign(
      new Error('Failed query: insert into "message" values ($1)\nparams: my private words', {
        cause,
      }),
      { params: ['my private words'], requestBodyValues: { prompt: 'my private words' } },
    );
    const from = t.logs.length;
    t.app.log.error({ err: failed }, 'a failure');
    const line = JSON.parse(t.logs.slice(from).join('')) as { err: Record<string, unknown> };
    expect(line.err).toEqual({
      type: 'Error',
      message: 'Failed query: insert into "message" values ($1)',
      stack: expect.stringMatching(/^\s+at /),
      cause: {
        type: 'Error',
        message: 'invalid byte sequence',
        code: '22021',
        stack: expect.any(String),
      },
    });
    expect(t.logs.slice(from).join('')).not.toContain('private');
  });

  it('redacts secret query parameters from logged URLs', () => {
    expect(redactUrl('/a?token=abc&skip=1')).toBe('/a?token=[redacted]&skip=1');
    expect(redactUrl('/a?skip=1&token=abc')).toBe('/a?skip=1&token=[redacted]');
    expect(redactUrl('/a?mytoken=abc')).toBe('/a?mytoken=abc');
    expect(redactUrl('/a?Access_Token=abc')).toBe('/a?Access_Token=[redacted]');
    expect(redactUrl('/a')).toBe('/a');
  });

  it('replaces secret values in logged objects, nested too, and copies only what it changes', () => {
    const clean = { user: { id: 'u1', email: 'a@example.com' }, list: [1, { name: 'x' }] };
    expect(redactSecrets(clean)).toBe(clean);

    const logged = {
      password: 'p1',
      user: { id: 'u1', new_password: 'p2', nested: { Access_Token: 't1' } },
      attempts: [{ token: 't2' }, { ok: true }],
      headers: { Authorization: 'Bearer t3', cookie: 'c', accept: 'text/html' },
      body: { anything: 'at all' },
    };
    expect(redactSecrets(logged)).toEqual({
      password: '[redacted]',
      user: { id: 'u1', new_password: '[redacted]', nested: { Access_Token: '[redacted]' } },
      attempts: [{ token: '[redacted]' }, { ok: true }],
      headers: { Authorization: '[redacted]', cookie: '[redacted]', accept: 'text/html' },
      body: '[redacted]',
    });
    // The caller's object is left as it was.
    expect(logged.password).toBe('p1');
    expect(logged.attempts[0]).toEqual({ token: 't2' });

    // Class instances (a request, an error) are their serialisers' to shape.
    class Request {
      headers = { authorization: 'Bearer t4' };
    }
    const request = new Request();
    expect(redactSecrets({ req: request }).req).toBe(request);
  });
});
