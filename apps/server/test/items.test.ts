import { randomUUID } from 'node:crypto';
import type { ItemPublic, ItemsPublic } from '@vita/api/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API,
  bearer,
  build,
  detail,
  signupAndLogin,
  superuserToken,
  type TestApp,
  type TestUser,
} from './helper';

let t: TestApp;
beforeAll(async () => {
  t = await build();
});
afterAll(() => t.close());

async function createItem(user: TestUser, payload: object) {
  return t.app.inject({
    method: 'POST',
    url: `${API}/items/`,
    headers: bearer(user.token),
    payload,
  });
}

describe('items', () => {
  it('creates, reads, updates partially and deletes an own item', async () => {
    const user = await signupAndLogin(t.app);
    const created = await createItem(user, { title: 'First', description: 'Desc' });
    expect(created.statusCode).toBe(200);
    const item = created.json<ItemPublic>();
    expect(item).toMatchObject({ title: 'First', description: 'Desc', owner_id: user.id });

    const read = await t.app.inject({
      method: 'GET',
      url: `${API}/items/${item.id}`,
      headers: bearer(user.token),
    });
    expect(read.json()).toEqual(item);

    const titleOnly = await t.app.inject({
      method: 'PUT',
      url: `${API}/items/${item.id}`,
      headers: bearer(user.token),
      payload: { title: 'Renamed' },
    });
    expect(titleOnly.statusCode).toBe(200);
    expect(titleOnly.json()).toEqual({ ...item, title: 'Renamed' });

    const cleared = await t.app.inject({
      method: 'PUT',
      url: `${API}/items/${item.id}`,
      headers: bearer(user.token),
      payload: { description: null },
    });
    expect(cleared.json()).toEqual({ ...item, title: 'Renamed', description: null });

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `${API}/items/${item.id}`,
      headers: bearer(user.token),
    });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ message: 'Item deleted successfully' });
    const gone = await t.app.inject({
      method: 'GET',
      url: `${API}/items/${item.id}`,
      headers: bearer(user.token),
    });
    expect(gone.statusCode).toBe(404);
    expect(detail(gone)).toBe('Item not found');
  });

  it('lists own items newest first with skip, limit and the total count', async () => {
    const user = await signupAndLogin(t.app);
    const ids: string[] = [];
    for (let i = 0; i < 7; i += 1)
      ids.push((await createItem(user, { title: `Item ${i}` })).json<ItemPublic>().id);
    const newestFirst = [...ids].reverse();

    const page1 = await t.app.inject({
      method: 'GET',
      url: `${API}/items/?skip=0&limit=5`,
      headers: bearer(user.token),
    });
    const page2 = await t.app.inject({
      method: 'GET',
      url: `${API}/items/?skip=5&limit=5`,
      headers: bearer(user.token),
    });
    const one = page1.json<ItemsPublic>();
    const two = page2.json<ItemsPublic>();
    expect(one.count).toBe(7);
    expect(two.count).toBe(7);
    expect([...one.data, ...two.data].map((i) => i.id)).toEqual(newestFirst);
  });

  it("hides another user's item: 404 on get, put and delete, and absent from lists", async () => {
    const owner = await signupAndLogin(t.app);
    const intruder = await signupAndLogin(t.app);
    const item = (await createItem(owner, { title: 'Private' })).json<ItemPublic>();

    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const res = await t.app.inject({
        method,
        url: `${API}/items/${item.id}`,
        headers: bearer(intruder.token),
        ...(method === 'PUT' ? { payload: { title: 'Hijacked' } } : {}),
      });
      expect(res.statusCode, method).toBe(404);
      expect(detail(res)).toBe('Item not found');
    }
    const list = await t.app.inject({
      method: 'GET',
      url: `${API}/items/`,
      headers: bearer(intruder.token),
    });
    expect(list.json()).toEqual({ data: [], count: 0 });

    // Superusers, too, see only their own items.
    const admin = await superuserToken(t.app);
    const asAdmin = await t.app.inject({
      method: 'GET',
      url: `${API}/items/${item.id}`,
      headers: bearer(admin),
    });
    expect(asAdmin.statusCode).toBe(404);

    const still = await t.app.inject({
      method: 'GET',
      url: `${API}/items/${item.id}`,
      headers: bearer(owner.token),
    });
    expect(still.json()).toMatchObject({ title: 'Private' });
  });

  it('validates title (1-255, trimmed) and description (at most 255)', async () => {
    const user = await signupAndLogin(t.app);
    const cases: [object, unknown][] = [
      [{}, [{ loc: ['body', 'title'], msg: 'Field required', type: 'missing' }]],
      [{ title: '   ' }, [{ loc: ['body', 'title'], msg: 'Title is required', type: 'too_small' }]],
      [
        { title: 't'.repeat(256) },
        [{ loc: ['body', 'title'], msg: 'Title must be at most 255 characters', type: 'too_big' }],
      ],
      [
        { title: 'ok', description: 'd'.repeat(256) },
        [
          {
            loc: ['body', 'description'],
            msg: 'Description must be at most 255 characters',
            type: 'too_big',
          },
        ],
      ],
      [{ title: 42 }, [{ loc: ['body', 'title'], msg: expect.any(String), type: 'invalid_type' }]],
    ];
    for (const [payload, expected] of cases) {
      const res = await createItem(user, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(detail(res)).toEqual(expected);
    }
    const edge = await createItem(user, { title: 't'.repeat(255), description: 'd'.repeat(255) });
    expect(edge.statusCode).toBe(200);
    const item = edge.json<ItemPublic>();
    const badUpdate = await t.app.inject({
      method: 'PUT',
      url: `${API}/items/${item.id}`,
      headers: bearer(user.token),
      payload: { title: '' },
    });
    expect(badUpdate.statusCode).toBe(422);
  });

  it('answers 404 for unknown ids and 422 for malformed ids', async () => {
    const user = await signupAndLogin(t.app);
    const unknown = await t.app.inject({
      method: 'GET',
      url: `${API}/items/${randomUUID()}`,
      headers: bearer(user.token),
    });
    expect(unknown.statusCode).toBe(404);
    const malformed = await t.app.inject({
      method: 'DELETE',
      url: `${API}/items/123`,
      headers: bearer(user.token),
    });
    expect(malformed.statusCode).toBe(422);
    expect(detail(malformed)).toEqual([
      { loc: ['path', 'id'], msg: 'Invalid UUID', type: 'invalid_format' },
    ]);
  });

  it('requires a signed-in user', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${API}/items/` });
    expect(res.statusCode).toBe(401);
    expect(detail(res)).toBe('Not authenticated');
  });
});
