import { randomUUID } from 'node:crypto';
import type { ItemPublic, UserPublic, UsersPublic } from '@vita/api/schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API,
  bearer,
  build,
  detail,
  login,
  signupAndLogin,
  SUPERUSER_EMAIL,
  superuserToken,
  uniqueEmail,
  type TestApp,
} from './helper';
import { items } from '../src/infra/db/schema';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await build();
  admin = await superuserToken(t.app);
});
afterAll(() => t.close());

const FORBIDDEN = "The user doesn't have enough privileges";

describe('superuser-only user management', () => {
  it('forbids members every admin endpoint with 403', async () => {
    const member = await signupAndLogin(t.app);
    const other = await signupAndLogin(t.app);
    const calls = [
      { method: 'GET' as const, url: `${API}/users/` },
      {
        method: 'POST' as const,
        url: `${API}/users/`,
        payload: { email: uniqueEmail(), password: 'password123' },
      },
      { method: 'GET' as const, url: `${API}/users/${other.id}` },
      { method: 'PATCH' as const, url: `${API}/users/${other.id}`, payload: { full_name: 'x' } },
      { method: 'DELETE' as const, url: `${API}/users/${other.id}` },
      {
        method: 'PATCH' as const,
        url: `${API}/users/${member.id}`,
        payload: { is_superuser: true },
      },
    ];
    for (const call of calls) {
      const res = await t.app.inject({ ...call, headers: bearer(member.token) });
      expect(res.statusCode, `${call.method} ${call.url}`).toBe(403);
      expect(detail(res)).toBe(FORBIDDEN);
    }
    const unauthenticated = await t.app.inject({ method: 'GET', url: `${API}/users/` });
    expect(unauthenticated.statusCode).toBe(401);
  });

  it('lets a member read their own id', async () => {
    const member = await signupAndLogin(t.app);
    const res = await t.app.inject({
      method: 'GET',
      url: `${API}/users/${member.id}`,
      headers: bearer(member.token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: member.id, email: member.email });
  });

  it('lists users with skip and limit, and the total count', async () => {
    for (let i = 0; i < 3; i += 1) await signupAndLogin(t.app);
    const all = await t.app.inject({
      method: 'GET',
      url: `${API}/users/?skip=0&limit=100`,
      headers: bearer(admin),
    });
    expect(all.statusCode).toBe(200);
    const body = all.json<UsersPublic>();
    expect(body.count).toBe(body.data.length);
    expect(body.data.map((u) => u.email)).toContain(SUPERUSER_EMAIL);
    expect(JSON.stringify(body)).not.toMatch(/password/i);

    const page = await t.app.inject({
      method: 'GET',
      url: `${API}/users/?skip=1&limit=2`,
      headers: bearer(admin),
    });
    const paged = page.json<UsersPublic>();
    expect(paged.count).toBe(body.count);
    expect(paged.data.map((u) => u.id)).toEqual(body.data.slice(1, 3).map((u) => u.id));

    const bad = await t.app.inject({
      method: 'GET',
      url: `${API}/users/?limit=0`,
      headers: bearer(admin),
    });
    expect(bad.statusCode).toBe(422);
    expect(detail(bad)).toEqual([expect.objectContaining({ loc: ['query', 'limit'] })]);
  });

  it('creates users, refusing a duplicate e-mail with 400', async () => {
    const email = uniqueEmail('created');
    const res = await t.app.inject({
      method: 'POST',
      url: `${API}/users/`,
      headers: bearer(admin),
      payload: { email, password: 'password123', full_name: 'Made By Admin', is_superuser: true },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      email,
      full_name: 'Made By Admin',
      is_superuser: true,
      is_active: true,
    });
    expect(await login(t.app, email, 'password123')).toBeTruthy();

    const dup = await t.app.inject({
      method: 'POST',
      url: `${API}/users/`,
      headers: bearer(admin),
      payload: { email: email.toUpperCase(), password: 'password123' },
    });
    expect(dup.statusCode).toBe(400);
    expect(detail(dup)).toBe('The user with this email already exists in the system');
  });

  it('reads, updates and deletes by id', async () => {
    const member = await signupAndLogin(t.app);
    const read = await t.app.inject({
      method: 'GET',
      url: `${API}/users/${member.id}`,
      headers: bearer(admin),
    });
    expect(read.statusCode).toBe(200);

    const patched = await t.app.inject({
      method: 'PATCH',
      url: `${API}/users/${member.id}`,
      headers: bearer(admin),
      payload: { full_name: 'Renamed', password: 'set-by-admin-1' },
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({
      id: member.id,
      full_name: 'Renamed',
      email: member.email,
    });
    expect(await login(t.app, member.email, 'set-by-admin-1')).toBeTruthy();

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `${API}/users/${member.id}`,
      headers: bearer(admin),
    });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ message: 'User deleted successfully' });
    const gone = await t.app.inject({
      method: 'GET',
      url: `${API}/users/${member.id}`,
      headers: bearer(admin),
    });
    expect(gone.statusCode).toBe(404);
    expect(detail(gone)).toBe('User not found');
  });

  it('answers 409 when PATCH moves a user to an e-mail in use', async () => {
    const a = await signupAndLogin(t.app);
    const b = await signupAndLogin(t.app);
    const res = await t.app.inject({
      method: 'PATCH',
      url: `${API}/users/${a.id}`,
      headers: bearer(admin),
      payload: { email: b.email.toUpperCase() },
    });
    expect(res.statusCode).toBe(409);
    expect(detail(res)).toBe('User with this email already exists');
  });

  it('answers 404 for unknown ids and 422 for malformed ids', async () => {
    const unknown = randomUUID();
    for (const method of ['GET', 'PATCH', 'DELETE'] as const) {
      const res = await t.app.inject({
        method,
        url: `${API}/users/${unknown}`,
        headers: bearer(admin),
        ...(method === 'PATCH' ? { payload: { full_name: 'x' } } : {}),
      });
      expect(res.statusCode, method).toBe(404);
      expect(detail(res)).toBe('User not found');
    }
    for (const method of ['GET', 'PATCH', 'DELETE'] as const) {
      const res = await t.app.inject({
        method,
        url: `${API}/users/not-a-uuid`,
        headers: bearer(admin),
        ...(method === 'PATCH' ? { payload: {} } : {}),
      });
      expect(res.statusCode, method).toBe(422);
      expect(detail(res)).toEqual([
        { loc: ['path', 'user_id'], msg: 'Invalid UUID', type: 'invalid_format' },
      ]);
    }
  });

  it('refuses a superuser deleting their own id', async () => {
    const me = await t.app.inject({
      method: 'GET',
      url: `${API}/users/me`,
      headers: bearer(admin),
    });
    const res = await t.app.inject({
      method: 'DELETE',
      url: `${API}/users/${me.json<UserPublic>().id}`,
      headers: bearer(admin),
    });
    expect(res.statusCode).toBe(403);
    expect(detail(res)).toBe('Super users are not allowed to delete themselves');
  });

  it("deletes a user's items with the user", async () => {
    const member = await signupAndLogin(t.app);
    const created = await t.app.inject({
      method: 'POST',
      url: `${API}/items/`,
      headers: bearer(member.token),
      payload: { title: 'Mine' },
    });
    const itemId = created.json<ItemPublic>().id;
    await t.app.inject({
      method: 'DELETE',
      url: `${API}/users/${member.id}`,
      headers: bearer(admin),
    });
    const rows = await t.app.db.select().from(items).where(eq(items.id, itemId));
    expect(rows).toEqual([]);
  });
});
