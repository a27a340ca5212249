import type { EmailHtmlSchema } from '@vita/api/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  API,
  bearer,
  build,
  detail,
  login,
  newestEmail,
  outboxCount,
  signupAndLogin,
  superuserToken,
  uniqueEmail,
  type TestApp,
} from './helper';

type EmailHtml = z.infer<typeof EmailHtmlSchema>;

let t: TestApp;
beforeAll(async () => {
  t = await build({ FRONTEND_HOST: 'http://vita.test:8000' });
});
afterAll(() => t.close());

const recover = (email: string) =>
  t.app.inject({ method: 'POST', url: `${API}/password-recovery/${encodeURIComponent(email)}` });
const reset = (token: string, new_password: string) =>
  t.app.inject({ method: 'POST', url: `${API}/reset-password/`, payload: { token, new_password } });

/** Requests a recovery e-mail and returns the token from the link in its text part. */
async function recoveryToken(email: string): Promise<string> {
  const res = await recover(email);
  expect(res.statusCode).toBe(200);
  await t.app.mailer.idle();
  const message = newestEmail(t.dataDir);
  const link = /http:\/\/vita\.test:8000\/reset-password\?token=([A-Za-z0-9._-]+)/.exec(message);
  if (!link?.[1]) throw new Error(`no reset link in:\n${message}`);
  return link[1];
}

/** Requests a recovery e-mail and returns its decoded text and HTML parts. */
async function recoveryParts(email: string): Promise<{ text: string; html: string }> {
  await t.app.mailer.idle();
  const before = outboxCount(t.dataDir);
  expect((await recover(email)).statusCode).toBe(200);
  await t.app.mailer.idle();
  expect(outboxCount(t.dataDir)).toBe(before + 1);
  const message = newestEmail(t.dataDir);
  const text = message.indexOf('Content-Type: text/plain');
  const html = message.indexOf('Content-Type: text/html');
  expect(text).toBeGreaterThan(-1);
  expect(html).toBeGreaterThan(text);
  return { text: message.slice(text, html), html: message.slice(html) };
}

describe('password recovery', () => {
  it('answers the same 200 message whether or not the e-mail exists', async () => {
    const user = await signupAndLogin(t.app);
    const known = await recover(user.email);
    const unknown = await recover(uniqueEmail('ghost'));
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual({
      message: 'If that email is registered, we sent a password recovery link',
    });
    expect(unknown.body).toBe(known.body);
  });

  it('writes an e-mail with an HTML part and a text part that carries the reset link', async () => {
    const user = await signupAndLogin(t.app);
    await t.app.mailer.idle();
    const before = outboxCount(t.dataDir);
    await recover(user.email);
    await t.app.mailer.idle();
    expect(outboxCount(t.dataDir)).toBe(before + 1);
    const message = newestEmail(t.dataDir);
    expect(message).toContain(`To: ${user.email.toLowerCase()}`);
    expect(message).toMatch(/Subject: Vita - Password recovery for user /);
    expect(message).toContain('Content-Type: text/plain');
    expect(message).toContain('Content-Type: text/html');
    const text = message.slice(
      message.indexOf('Content-Type: text/plain'),
      message.indexOf('Content-Type: text/html'),
    );
    expect(text).toMatch(/http:\/\/vita\.test:8000\/reset-password\?token=[A-Za-z0-9._-]+/);
  });

  it('greets the user by full name in both parts, else by e-mail address', async () => {
    const ada = await signupAndLogin(t.app, { full_name: 'Ada Lovelace' });
    const named = await recoveryParts(ada.email);
    expect(named.text).toContain('Hello Ada Lovelace,');
    expect(named.html).toContain('<p>Hello Ada Lovelace,</p>');

    for (const full_name of [null, '', '   ']) {
      const email = uniqueEmail('nameless');
      const res = await t.app.inject({
        method: 'POST',
        url: `${API}/users/signup`,
        payload: { email, password: 'correct-horse-battery', full_name },
      });
      expect(res.statusCode).toBe(200);
      const nameless = await recoveryParts(email);
      expect(nameless.text).toContain(`Hello ${email},`);
      expect(nameless.html).toContain(`<p>Hello ${email},</p>`);
    }
  });

  it('writes the name as text: escaped in HTML, on one line', async () => {
    const user = await signupAndLogin(t.app, { full_name: 'Ada <b>"Byron"</b>\n\nLovelace' });
    const { text, html } = await recoveryParts(user.email);
    expect(text).toContain('Hello Ada <b>"Byron"</b> Lovelace,');
    expect(html).toContain('<p>Hello Ada &#60;b&#62;&#34;Byron&#34;&#60;/b&#62; Lovelace,</p>');
  });

  it('writes nothing for an unknown e-mail', async () => {
    await t.app.mailer.idle();
    const before = outboxCount(t.dataDir);
    await recover(uniqueEmail('nobody'));
    await t.app.mailer.idle();
    expect(outboxCount(t.dataDir)).toBe(before);
  });

  it('resets the password with the token exactly once', async () => {
    const user = await signupAndLogin(t.app);
    const token = await recoveryToken(user.email);
    const first = await reset(token, 'brand-new-password');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ message: 'Password updated successfully' });
    expect(await login(t.app, user.email, 'brand-new-password')).toBeTruthy();

    const again = await reset(token, 'another-new-password');
    expect(again.statusCode).toBe(400);
    expect(detail(again)).toBe('Invalid token');
    expect(await login(t.app, user.email, 'brand-new-password')).toBeTruthy();
  });

  it('lets only one of two racing resets with the same token win', async () => {
    const user = await signupAndLogin(t.app);
    const token = await recoveryToken(user.email);
    const results = await Promise.all([
      reset(token, 'racing-password-1'),
      reset(token, 'racing-password-2'),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
  });

  it('invalidates an older token once the password changed another way', async () => {
    const user = await signupAndLogin(t.app);
    const token = await recoveryToken(user.email);
    const change = await t.app.inject({
      method: 'PATCH',
      url: `${API}/users/me/password`,
      headers: bearer(user.token),
      payload: { current_password: user.password, new_password: 'changed-in-settings' },
    });
    expect(change.statusCode).toBe(200);
    const res = await reset(token, 'brand-new-password');
    expect(res.statusCode).toBe(400);
    expect(detail(res)).toBe('Invalid token');
  });

  it('answers 400 "Invalid token" for a bad token and an access token', async () => {
    const user = await signupAndLogin(t.app);
    for (const token of ['not-a-token', user.token]) {
      const res = await reset(token, 'brand-new-password');
      expect(res.statusCode).toBe(400);
      expect(detail(res)).toBe('Invalid token');
    }
  });

  it('validates the new password', async () => {
    const res = await reset('whatever', 'short');
    expect(res.statusCode).toBe(422);
    expect(detail(res)).toEqual([
      {
        loc: ['body', 'new_password'],
        msg: 'Password must be at least 8 characters',
        type: 'too_small',
      },
    ]);
  });
});

describe('POST /password-recovery-html-content/{email}', () => {
  it('shows the e-mail to superusers', async () => {
    const user = await signupAndLogin(t.app);
    const admin = await superuserToken(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: `${API}/password-recovery-html-content/${encodeURIComponent(user.email)}`,
      headers: bearer(admin),
    });
    expect(res.statusCode).toBe(200);
    const body = res.json<EmailHtml>();
    expect(body.subject).toBe(`Vita - Password recovery for user ${user.email}`);
    expect(body.html_content).toContain('http://vita.test:8000/reset-password?token=');
    // The preview's link resets nothing.
    const token = /reset-password\?token=([^"&\s]+)/.exec(body.html_content)?.[1] ?? '';
    const res2 = await reset(decodeURIComponent(token), 'taken-over-password');
    expect([res2.statusCode, detail(res2)]).toEqual([400, 'Invalid token']);
    expect(await login(t.app, user.email, user.password)).toBeTruthy();
  });

  it('is forbidden to members and 404 for unknown e-mails', async () => {
    const user = await signupAndLogin(t.app);
    const member = await t.app.inject({
      method: 'POST',
      url: `${API}/password-recovery-html-content/${encodeURIComponent(user.email)}`,
      headers: bearer(user.token),
    });
    expect(member.statusCode).toBe(403);
    expect(detail(member)).toBe("The user doesn't have enough privileges");
    const admin = await superuserToken(t.app);
    const unknown = await t.app.inject({
      method: 'POST',
      url: `${API}/password-recovery-html-content/${encodeURIComponent(uniqueEmail('ghost'))}`,
      headers: bearer(admin),
    });
    expect(unknown.statusCode).toBe(404);
    expect(detail(unknown)).toBe('User not found');
  });
});
