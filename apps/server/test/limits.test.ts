import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { HashingBusyError } from '../src/infra/security/passwords';
import { fileUpload, pdfBytes } from './fixtures';
import {
  API,
  bearer,
  build,
  detail,
  login,
  outboxCount,
  signupAndLogin,
  uniqueEmail,
  type TestApp,
  type TestUser,
} from './helper';

const TOO_MANY = 'Too many requests, please try again later';

function signIn(
  t: TestApp,
  username: string,
  password: string,
  remoteAddress = '127.0.0.1',
  headers: Record<string, string> = {},
) {
  return t.app.inject({
    method: 'POST',
    url: `${API}/login/access-token`,
    remoteAddress,
    payload: new URLSearchParams({ username, password }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
  });
}

/** The device cookie a sign-in set, as a browser sends it back. */
function deviceCookie(res: LightMyRequestResponse): string {
  const cookie = res.cookies.find((c) => c.name === 'vita_device');
  if (!cookie) throw new Error(`no device cookie: ${res.statusCode} ${res.body}`);
  return `vita_device=${cookie.value}`;
}

const statuses = (answers: LightMyRequestResponse[]) => answers.map((res) => res.statusCode);
const count = (answers: LightMyRequestResponse[], status: number) =>
  statuses(answers).filter((s) => s === status).length;

function expectTooMany(res: LightMyRequestResponse) {
  expect([res.statusCode, detail(res)]).toEqual([429, TOO_MANY]);
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
}

describe('sign-in limits on one account', () => {
  let t: TestApp;
  // The client limit is out of reach here: on a pooled PostgreSQL connection the account's and the
  // client's counters are hit in no fixed order, so a request within the account's five could be
  // the client's thirteenth and make the count below depend on scheduling.
  beforeAll(async () => {
    t = await build({ LOGIN_MAX_FAILURES: '5', LOGIN_MAX_FAILURES_PER_CLIENT: '1000' });
  });
  afterAll(() => t.close());

  it('a burst of parallel wrong passwords gets no more checks than the limit, nor does a right one after it', async () => {
    const user = await signupAndLogin(t.app);
    const verify = vi.spyOn(t.app.passwords, 'verify');
    const burst = await Promise.all(
      Array.from({ length: 20 }, () => signIn(t, user.email, 'wrong-password', '10.1.0.1')),
    );
    expect(count(burst, 400)).toBe(5);
    expect(count(burst, 429)).toBe(15);
    expect(verify).toHaveBeenCalledTimes(5);
    const right = await signIn(t, user.email, user.password, '10.1.0.1');
    expectTooMany(right);
    expect(verify).toHaveBeenCalledTimes(5);
    verify.mockRestore();
    // Another client is not blocked by this one.
    expect((await signIn(t, user.email, user.password, '10.1.0.2')).statusCode).toBe(200);
  });
});

describe('sign-in limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await build({ LOGIN_MAX_FAILURES: '5', LOGIN_MAX_FAILURES_PER_CLIENT: '12' });
  });
  afterAll(() => t.close());

  it('a right password in the middle of a burst is counted with it, not let through after the limit', async () => {
    const user = await signupAndLogin(t.app);
    const verify = vi.spyOn(t.app.passwords, 'verify');
    const attempts = Array.from({ length: 12 }, (_, i) =>
      signIn(t, user.email, i === 11 ? user.password : 'wrong-password', '10.2.0.1'),
    );
    const answers = await Promise.all(attempts);
    const checked = verify.mock.calls.map(([, password]) => password);
    verify.mockRestore();
    const right = answers[11]!;
    const rightAt = checked.indexOf(user.password);
    if (rightAt === -1) {
      // The right password came after the limit: refused unchecked, like the guesses around it.
      expectTooMany(right);
      expect(checked).toHaveLength(5);
    } else {
      // Checked within the limit (at most four guesses before it), so it signs in; guesses that
      // reach the server after it has ended are a new count (the person knew the password), and
      // however the requests interleave, no more than five guesses are checked before it.
      expect(rightAt).toBeLessThan(5);
      expect(right.statusCode).toBe(200);
    }
    expect(count(answers, 400)).toBe(checked.filter((p) => p !== user.password).length);
    expect(count(answers, 400) + count(answers, 429) + count(answers, 200)).toBe(12);
  });

  it('one password sprayed over many accounts is limited per client', async () => {
    const answers: LightMyRequestResponse[] = [];
    for (let i = 0; i < 14; i++) {
      answers.push(await signIn(t, uniqueEmail('sprayed'), 'Password123', '10.3.0.1'));
    }
    expect(statuses(answers)).toEqual([...Array(12).fill(400), 429, 429]);
    // Unknown e-mails past the limit are refused before any hashing.
    const dummy = vi.spyOn(t.app.passwords, 'verifyDummy');
    expectTooMany(await signIn(t, uniqueEmail('sprayed'), 'Password123', '10.3.0.1'));
    expect(dummy).not.toHaveBeenCalled();
    dummy.mockRestore();
  });

  it('right passwords do not count against the client', async () => {
    const user = await signupAndLogin(t.app);
    for (let i = 0; i < 20; i++) {
      expect((await signIn(t, user.email, user.password, '10.4.0.1')).statusCode).toBe(200);
    }
  });

  it('answers 503 with a retry time when too many password checks wait', async () => {
    const user = await signupAndLogin(t.app);
    const verify = vi.spyOn(t.app.passwords, 'verify').mockRejectedValue(new HashingBusyError());
    const res = await signIn(t, user.email, user.password, '10.5.0.1');
    verify.mockRestore();
    expect([res.statusCode, detail(res)]).toEqual([
      503,
      'The server is busy, please try again in a moment',
    ]);
    expect(res.headers['retry-after']).toBe('1');
  });
});

describe('sign-in limits at a shared address', () => {
  let t: TestApp;
  // The defaults: five failures per account and address, thirty per address. A check waiting for
  // a place is let wait as long as the test runs: the 503 past the wait is the server's answer to
  // overload (tested above), and a loaded machine must not turn these checks into it.
  beforeAll(async () => {
    t = await build({
      LOGIN_MAX_FAILURES: '5',
      LOGIN_MAX_FAILURES_PER_CLIENT: '30',
      LOGIN_PLACE_WAIT_SECONDS: '3600',
    });
  });
  afterAll(() => t.close());

  it('50 right passwords at once from one address all succeed', async () => {
    const members = await Promise.all(Array.from({ length: 50 }, () => signupAndLogin(t.app)));
    const office = await Promise.all(
      members.map((member) => signIn(t, member.email, member.password, '10.20.0.1')),
    );
    expect(count(office, 200)).toBe(50);
    // The address still has its whole limit: nothing right was counted against it.
    const wrong: LightMyRequestResponse[] = [];
    for (let i = 0; i < 30; i++) {
      wrong.push(await signIn(t, uniqueEmail('sprayed'), 'Password123', '10.20.0.1'));
    }
    expect(count(wrong, 400)).toBe(30);
  });

  it('a spray of wrong passwords locks new browsers out of the address, not one that signed in before', async () => {
    const member = await signupAndLogin(t.app);
    const other = await signupAndLogin(t.app);
    const known = deviceCookie(await signIn(t, member.email, member.password, '10.21.0.1'));
    const otherDevice = deviceCookie(await signIn(t, other.email, other.password, '10.21.0.1'));
    const spray: LightMyRequestResponse[] = [];
    for (let i = 0; i < 32; i++) {
      spray.push(await signIn(t, uniqueEmail('sprayed'), 'Password123', '10.21.0.1'));
    }
    expect(statuses(spray)).toEqual([...Array(30).fill(400), 429, 429]);
    // A new browser with the right password is refused, and so is a browser whose cookie is for
    // another account, or forged.
    expectTooMany(await signIn(t, member.email, member.password, '10.21.0.1'));
    expectTooMany(
      await signIn(t, member.email, member.password, '10.21.0.1', { cookie: otherDevice }),
    );
    // Another device id under the same signature.
    const [value, device, signature] = known.split('.');
    const forged = [value, `${device![0] === 'A' ? 'B' : 'A'}${device!.slice(1)}`, signature].join(
      '.',
    );
    expectTooMany(await signIn(t, member.email, member.password, '10.21.0.1', { cookie: forged }));
    // The browser that signed in before gets in, again and again.
    for (let i = 0; i < 3; i++) {
      const res = await signIn(t, member.email, member.password, '10.21.0.1', { cookie: known });
      expect(res.statusCode, res.body).toBe(200);
    }
  });

  it('a browser with a device cookie is still limited for its account', async () => {
    const member = await signupAndLogin(t.app);
    const cookie = { cookie: deviceCookie(await signIn(t, member.email, member.password)) };
    for (let i = 0; i < 5; i++) {
      const res = await signIn(t, member.email, `guess-${i}-password`, '10.22.0.1', cookie);
      expect([res.statusCode, detail(res)]).toEqual([400, 'Incorrect email or password']);
    }
    expectTooMany(await signIn(t, member.email, member.password, '10.22.0.1', cookie));
    // Its guesses were not the address's: a new browser there signs in.
    expect((await signIn(t, member.email, member.password, '10.22.0.1')).statusCode).toBe(200);
  });

  it('the device cookie is signed, for sign-ins only, out of reach of scripts, and lasts a year', async () => {
    const member = await signupAndLogin(t.app);
    const res = await signIn(t, member.email, member.password);
    const cookie = res.cookies.find((c) => c.name === 'vita_device');
    expect(cookie).toMatchObject({
      path: `${API}/login`,
      httpOnly: true,
      sameSite: 'Strict',
      maxAge: 365 * 24 * 60 * 60,
    });
    expect(cookie?.secure).toBeUndefined();
    expect(cookie?.value.startsWith(`${member.id}.`)).toBe(true);
  });

  it('the device cookie is Secure when the sign-in came over https', async () => {
    const proxied = await build({ TRUST_PROXY: 'true' });
    try {
      const member = await signupAndLogin(proxied.app);
      const res = await signIn(proxied, member.email, member.password, '127.0.0.1', {
        'x-forwarded-proto': 'https',
      });
      expect(res.cookies.find((c) => c.name === 'vita_device')?.secure).toBe(true);
    } finally {
      await proxied.close();
    }
  });
});

describe('password change limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await build({ LOGIN_MAX_FAILURES: '5' });
  });
  afterAll(() => t.close());

  const change = (user: TestUser, current_password: string, new_password: string) =>
    t.app.inject({
      method: 'PATCH',
      url: `${API}/users/me/password`,
      headers: bearer(user.token),
      payload: { current_password, new_password },
    });

  it('is no guessing oracle: after five wrong current passwords even the right one is refused', async () => {
    const user = await signupAndLogin(t.app);
    for (let i = 0; i < 5; i++) {
      const res = await change(user, `guess-${i}-password`, 'the-new-password');
      expect([res.statusCode, detail(res)]).toEqual([400, 'Incorrect password']);
    }
    expectTooMany(await change(user, user.password, 'the-new-password'));
    expect(await login(t.app, user.email, user.password)).toBeTruthy();
  });

  it('of ten parallel changes with the right password, exactly one succeeds', async () => {
    const user = await signupAndLogin(t.app);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => change(user, user.password, `parallel-new-${i}`)),
    );
    expect(count(answers, 200)).toBe(1);
    const winner = answers.findIndex((res) => res.statusCode === 200);
    // The others: the password they name is no longer current (400), they were past the limit
    // (429), or they arrived after the winner had ended this session (401).
    for (const res of answers) {
      if (res.statusCode !== 200) expect([400, 401, 429]).toContain(res.statusCode);
    }
    // The answered success is the password that took effect.
    expect(await login(t.app, user.email, `parallel-new-${winner}`)).toBeTruthy();
  });

  it('an e-mail change with wrong passwords is limited the same way', async () => {
    const user = await signupAndLogin(t.app);
    const move = (current_password: string) =>
      t.app.inject({
        method: 'PATCH',
        url: `${API}/users/me`,
        headers: bearer(user.token),
        payload: { email: uniqueEmail('moved'), current_password },
      });
    for (let i = 0; i < 5; i++) expect((await move(`guess-${i}-password`)).statusCode).toBe(400);
    expectTooMany(await move(user.password));
  });
});

describe('recovery e-mail limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await build({ RECOVERY_EMAILS_PER_ADDRESS: '2', RECOVERY_EMAILS_PER_CLIENT: '5' });
  });
  afterAll(() => t.close());

  const recover = (email: string, remoteAddress: string) =>
    t.app.inject({
      method: 'POST',
      url: `${API}/password-recovery/${encodeURIComponent(email)}`,
      remoteAddress,
    });

  it('sends at most the limit to one address, and answers alike whether or not it exists', async () => {
    const user = await signupAndLogin(t.app);
    const ghost = uniqueEmail('ghost');
    await t.app.mailer.idle();
    const before = outboxCount(t.dataDir);
    const known: LightMyRequestResponse[] = [];
    const unknown: LightMyRequestResponse[] = [];
    for (let i = 0; i < 4; i++) {
      // A new client address each time: the limit follows the address asked for.
      known.push(await recover(user.email, `10.6.${i}.1`));
      unknown.push(await recover(ghost, `10.7.${i}.1`));
    }
    expect(statuses(known)).toEqual([200, 200, 429, 429]);
    expect(statuses(unknown)).toEqual(statuses(known));
    expect(unknown.map((res) => res.body)).toEqual(known.map((res) => res.body));
    await t.app.mailer.idle();
    expect(outboxCount(t.dataDir)).toBe(before + 2);
  });

  it('limits one client asking for many addresses', async () => {
    const answers: LightMyRequestResponse[] = [];
    for (let i = 0; i < 7; i++) answers.push(await recover(uniqueEmail('many'), '10.8.0.1'));
    expect(statuses(answers)).toEqual([200, 200, 200, 200, 200, 429, 429]);
    expectTooMany(answers[6]!);
  });
});

describe('"this e-mail is taken" answers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await build({ TAKEN_EMAIL_ANSWERS_PER_HOUR: '3' });
  });
  afterAll(() => t.close());

  const signup = (email: string, remoteAddress: string) =>
    t.app.inject({
      method: 'POST',
      url: `${API}/users/signup`,
      remoteAddress,
      payload: { email, password: 'password-for-signup' },
    });

  it('a client gets only a few at signup, then 429 whether or not the address is taken', async () => {
    const existing = await signupAndLogin(t.app);
    const answers: LightMyRequestResponse[] = [];
    for (let i = 0; i < 3; i++) answers.push(await signup(existing.email, '10.9.0.1'));
    expect(statuses(answers)).toEqual([400, 400, 400]);
    expectTooMany(await signup(existing.email, '10.9.0.1'));
    expectTooMany(await signup(uniqueEmail('free'), '10.9.0.1'));
    // Signups that succeed are not counted against a client.
    for (let i = 0; i < 5; i++) {
      expect((await signup(uniqueEmail('fresh'), '10.10.0.1')).statusCode).toBe(200);
    }
  });

  it('a user changing the e-mail gets only a few', async () => {
    const user = await signupAndLogin(t.app);
    const other = await signupAndLogin(t.app);
    const move = () =>
      t.app.inject({
        method: 'PATCH',
        url: `${API}/users/me`,
        headers: bearer(user.token),
        payload: { email: other.email, current_password: user.password },
      });
    for (let i = 0; i < 3; i++) expect((await move()).statusCode).toBe(409);
    expectTooMany(await move());
  });
});

describe('per-user storage quota and write rate', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await build({
      STORAGE_MAX_FILES_PER_USER: '3',
      STORAGE_MAX_MB_PER_USER: '1',
      WRITES_PER_MINUTE: '30',
    });
  });
  afterAll(() => t.close());

  const FULL = 'Your file storage is full. Delete a file to upload another.';
  const stored = () => readdirSync(join(t.dataDir, 'files')).length;
  /** A real PDF padded to about `bytes`. */
  const pdfOf = (bytes: number) =>
    Buffer.concat([pdfBytes(), Buffer.from(`%${' '.repeat(bytes)}\n`)]);
  const upload = (user: TestUser, data: Buffer) => {
    const body = fileUpload(data, 'cv.pdf');
    return t.app.inject({
      method: 'POST',
      url: `${API}/cv/upload`,
      headers: { ...bearer(user.token), 'content-type': body.contentType },
      payload: body.payload,
    });
  };
  const remove = (user: TestUser, id: string) =>
    t.app.inject({ method: 'DELETE', url: `${API}/cv/files/${id}`, headers: bearer(user.token) });

  it('refuses a file past the count, keeps nothing of it, and takes files again after a deletion', async () => {
    const user = await signupAndLogin(t.app);
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await upload(user, pdfOf(1000));
      expect(res.statusCode, res.body).toBe(200);
      ids.push(res.json<{ id: string }>().id);
    }
    const files = stored();
    const refused = await upload(user, pdfOf(1000));
    expect([refused.statusCode, detail(refused)]).toEqual([413, FULL]);
    expect(stored()).toBe(files);
    expect((await remove(user, ids[0]!)).statusCode).toBe(200);
    expect((await upload(user, pdfOf(1000))).statusCode).toBe(200);
  });

  it('refuses a file that would pass the byte quota', async () => {
    const user = await signupAndLogin(t.app);
    expect((await upload(user, pdfOf(600 * 1024))).statusCode).toBe(200);
    const files = stored();
    const refused = await upload(user, pdfOf(600 * 1024));
    expect([refused.statusCode, detail(refused)]).toEqual([413, FULL]);
    expect(stored()).toBe(files);
    // A smaller one still fits.
    expect((await upload(user, pdfOf(100 * 1024))).statusCode).toBe(200);
  });

  it('parallel uploads cannot overshoot the quota together', async () => {
    const user = await signupAndLogin(t.app);
    const answers = await Promise.all(Array.from({ length: 6 }, () => upload(user, pdfOf(1000))));
    expect(count(answers, 200)).toBe(3);
    expect(count(answers, 413)).toBe(3);
    const list = await t.app.inject({
      method: 'GET',
      url: `${API}/cv/files/`,
      headers: bearer(user.token),
    });
    expect(list.json<{ count: number }>().count).toBe(3);
  });

  it('limits the changes one user makes per minute, not the reads, and not other users', async () => {
    const user = await signupAndLogin(t.app);
    const other = await signupAndLogin(t.app);
    const create = (who: TestUser) =>
      t.app.inject({
        method: 'POST',
        url: `${API}/items/`,
        headers: bearer(who.token),
        payload: { title: 'An item' },
      });
    const answers: LightMyRequestResponse[] = [];
    for (let i = 0; i < 31; i++) answers.push(await create(user));
    expect(count(answers, 200)).toBe(30);
    expectTooMany(answers[30]!);
    const read = await t.app.inject({
      method: 'GET',
      url: `${API}/items/`,
      headers: bearer(user.token),
    });
    expect(read.statusCode).toBe(200);
    expect((await create(other)).statusCode).toBe(200);
  });
});
