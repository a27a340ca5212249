import type { UserPublic, UsersPublic } from '@vita/api/schemas';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteUser, updateUserKeepingASuperuser } from '../src/domains/accounts/repository';
import { users } from '../src/infra/db/schema';
import {
  API,
  bearer,
  build,
  detail,
  login,
  superuserToken,
  uniqueEmail,
  type TestApp,
} from './helper';

const LAST = 'You cannot remove the last active superuser';

// Its own database: the count of superusers is what these tests are about.
let t: TestApp;
let admin: string;
let adminId: string;
beforeAll(async () => {
  t = await build();
  admin = await superuserToken(t.app);
  const me = await t.app.inject({ method: 'GET', url: `${API}/users/me`, headers: bearer(admin) });
  adminId = me.json<UserPublic>().id;
});
afterAll(() => t.close());

const patch = (token: string, id: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PATCH', url: `${API}/users/${id}`, headers: bearer(token), payload });

async function activeSuperusers(): Promise<string[]> {
  const res = await t.app.inject({
    method: 'GET',
    url: `${API}/users/?limit=100`,
    headers: bearer(admin),
  });
  return res
    .json<UsersPublic>()
    .data.filter((user) => user.is_superuser && user.is_active)
    .map((user) => user.id);
}

async function newSuperuser(): Promise<{ id: string; email: string; token: string }> {
  const email = uniqueEmail('admin');
  const res = await t.app.inject({
    method: 'POST',
    url: `${API}/users/`,
    headers: bearer(admin),
    payload: { email, password: 'password123', is_superuser: true },
  });
  expect(res.statusCode).toBe(200);
  return {
    id: res.json<UserPublic>().id,
    email,
    token: await login(t.app, email, 'password123'),
  };
}

describe('the last active superuser', () => {
  it('cannot deactivate or demote itself, and nothing changes', async () => {
    expect(await activeSuperusers()).toEqual([adminId]);
    for (const payload of [
      { is_superuser: false },
      { is_active: false },
      { is_active: false, is_superuser: false, full_name: 'Gone' },
    ]) {
      const res = await patch(admin, adminId, payload);
      expect([res.statusCode, detail(res)]).toEqual([400, LAST]);
    }
    const me = await t.app.inject({
      method: 'GET',
      url: `${API}/users/me`,
      headers: bearer(admin),
    });
    expect(me.json()).toMatchObject({
      is_superuser: true,
      is_active: true,
      full_name: 'Administrator',
    });
    // Other changes of its own record still go through.
    const renamed = await patch(admin, adminId, { full_name: 'Still Admin', is_superuser: true });
    expect(renamed.statusCode).toBe(200);
  });

  it('of two superusers demoting each other at once, exactly one succeeds', async () => {
    // Straight to the repository: over HTTP the loser is usually stopped earlier, by the access
    // guard (403), once the winner has committed. Here both checks run against the same start.
    const other = await newSuperuser();
    const results = await Promise.all([
      updateUserKeepingASuperuser(t.app.db, other.id, { is_superuser: false }),
      updateUserKeepingASuperuser(t.app.db, adminId, { is_active: false }),
    ]);
    expect(results.filter((result) => result === 'last-superuser')).toHaveLength(1);
    const rows = await t.app.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.is_superuser, true), eq(users.is_active, true)));
    expect(rows).toHaveLength(1);
    // Make the first superuser the only one again for the next test. Which update won is up to
    // the database (PostgreSQL runs them truly at once); if the deactivation did, it also ended
    // the first superuser's sessions, so it signs in again.
    await t.app.db.update(users).set({ is_active: true }).where(eq(users.id, adminId));
    await t.app.db.update(users).set({ is_superuser: false }).where(eq(users.id, other.id));
    admin = await superuserToken(t.app);
    expect(await activeSuperusers()).toEqual([adminId]);
  });

  it('an inactive superuser does not count', async () => {
    const other = await newSuperuser();
    expect((await patch(admin, other.id, { is_active: false })).statusCode).toBe(200);
    const res = await patch(admin, adminId, { is_superuser: false });
    expect([res.statusCode, detail(res)]).toEqual([400, LAST]);
    // Once it is active again (and signed in again: the deactivation ended its sessions),
    // either may step down.
    expect((await patch(admin, other.id, { is_active: true })).statusCode).toBe(200);
    const again = await login(t.app, other.email, 'password123');
    expect((await patch(again, other.id, { is_superuser: false })).statusCode).toBe(200);
  });

  it('of two superusers deleting each other at once, exactly one is deleted', async () => {
    // Straight to the repository, as above: both deletions start from two active superusers.
    const other = await newSuperuser();
    const results = await Promise.all([
      deleteUser(t.app.db, other.id, []),
      deleteUser(t.app.db, adminId, []),
    ]);
    expect(results.filter((result) => result === 'last-superuser')).toHaveLength(1);
    expect(results.filter((result) => typeof result === 'function')).toHaveLength(1);
    const rows = await t.app.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.is_superuser, true), eq(users.is_active, true)));
    expect(rows).toHaveLength(1);
  });
});
