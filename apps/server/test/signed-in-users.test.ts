import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse as Answer } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGNED_IN_USER_TTL_MS, SignedInUsers } from '../src/domains/accounts/signed-in-users';
import type { UserRow } from '../src/infra/db/schema';
import { API, bearer, build, detail, signupAndLogin, type TestApp } from './helper';

const row = (id: string, name = 'Ada') => ({ id, full_name: name }) as UserRow;

describe('the users the access guard has just read', () => {
  it('stands in for the next reads until it is forgotten or too old', async () => {
    let now = 1_000;
    const users = new SignedInUsers(() => now);
    users.startFollowing();
    const reads: string[] = [];
    const read = async (id: string) => {
      reads.push(id);
      return row(id, `read ${reads.length}`);
    };
    expect((await users.get('a', read))?.full_name).toBe('read 1');
    expect((await users.get('a', read))?.full_name).toBe('read 1');
    users.forget('a');
    expect((await users.get('a', read))?.full_name).toBe('read 2');
    now += SIGNED_IN_USER_TTL_MS;
    expect((await users.get('a', read))?.full_name).toBe('read 3');
    expect(reads).toEqual(['a', 'a', 'a']);
  });

  it('keeps nothing until the changes are followed, nor after they stop being', async () => {
    const users = new SignedInUsers();
    const read = async (id: string) => row(id);
    await users.get('a', read);
    expect(users.size).toBe(0);
    users.startFollowing();
    await users.get('a', read);
    expect(users.size).toBe(1);
    users.stopFollowing();
    await users.get('a', read);
    expect(users.size).toBe(0);
  });

  it('does not keep a read that began before a change: it may be older than the change', async () => {
    const users = new SignedInUsers();
    users.startFollowing();
    let finish!: (user: UserRow) => void;
    const slow = users.get('a', () => new Promise<UserRow>((resolve) => (finish = resolve)));
    users.forget('b');
    finish(row('a', 'before the change'));
    expect((await slow)?.full_name).toBe('before the change');
    expect(users.size).toBe(0);
  });

  it('forgets a user that is no more', async () => {
    const users = new SignedInUsers();
    users.startFollowing();
    await users.get('a', async (id) => row(id));
    expect(await users.get('a', async () => undefined)).toBeDefined();
    users.forget('a');
    expect(await users.get('a', async () => undefined)).toBeUndefined();
    expect(users.size).toBe(0);
  });
});

describe('a change made by another instance', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await build();
  });
  afterAll(() => t.close());

  const me = (token: string) =>
    t.app.inject({ method: 'GET', url: `${API}/users/me`, headers: bearer(token) });

  /**
   * The first answer to `token` that `expected` describes, or the last one: asked again until a
   * quarter of the time a user just read stands in, so only the database's announcement of the
   * change (PGlite hands it over as the change commits, PostgreSQL a moment after) can make it.
   */
  async function answerOnceAnnounced(token: string, expected: (res: Answer) => boolean) {
    const deadline = Date.now() + SIGNED_IN_USER_TTL_MS / 4;
    for (;;) {
      const res = await me(token);
      if (expected(res) || Date.now() > deadline) return res;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }
  const refused = (status: number) => (res: Answer) => res.statusCode === status;

  it('ends a session that was just checked: the database announces it', async () => {
    const user = await signupAndLogin(t.app);
    expect((await me(user.token)).statusCode).toBe(200);
    // Written as another instance would: not through this instance's accounts.
    await t.app.db.execute(
      sql`update users set session_version = session_version + 1 where id = ${user.id}`,
    );
    const res = await answerOnceAnnounced(user.token, refused(401));
    expect([res.statusCode, detail(res)]).toEqual([401, 'Could not validate credentials']);
  });

  it('is seen in the user a request gets: a new name, a deactivation, a deletion', async () => {
    const user = await signupAndLogin(t.app, { full_name: 'Before' });
    expect((await me(user.token)).json()).toMatchObject({ full_name: 'Before' });
    await t.app.db.execute(sql`update users set full_name = 'After' where id = ${user.id}`);
    const renamed = await answerOnceAnnounced(
      user.token,
      (res) => res.json<{ full_name: string }>().full_name === 'After',
    );
    expect(renamed.json()).toMatchObject({ full_name: 'After' });

    await t.app.db.execute(sql`update users set is_active = false where id = ${user.id}`);
    const inactive = await answerOnceAnnounced(user.token, refused(400));
    expect([inactive.statusCode, detail(inactive)]).toEqual([400, 'Inactive user']);

    await t.app.db.execute(sql`delete from users where id = ${user.id}`);
    const gone = await answerOnceAnnounced(user.token, refused(401));
    expect([gone.statusCode, detail(gone)]).toEqual([401, 'Could not validate credentials']);
  });
});
