import { not } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/infra/db';
import { ownedTable } from '../src/infra/db/owned-table';
import { conversations, cvFiles, items, users } from '../src/infra/db/schema';
import { freshDatabase } from './helper';

class NotYours extends Error {}

const ownItems = ownedTable(items, { notFound: () => new NotYours() });
const ownConversations = ownedTable(conversations, {
  notFound: () => new NotYours(),
  updatedAt: conversations.updated_at,
});
const ownUploads = ownedTable(cvFiles, {
  notFound: () => new NotYours(),
  reachable: not(cvFiles.frozen),
});

// The same statements on PGlite and, with DATABASE_URL set, on PostgreSQL (the suite's two lanes).
describe('ownedTable', () => {
  let handle: DatabaseHandle;
  let owner: string;
  let other: string;

  beforeAll(async () => {
    handle = await freshDatabase();
    const rows = await handle.db
      .insert(users)
      .values([
        { email: 'owner@example.com', hashed_password: 'x' },
        { email: 'other@example.com', hashed_password: 'x' },
      ])
      .returning({ id: users.id });
    [owner, other] = rows.map((row) => row.id) as [string, string];
  });
  afterAll(() => handle.close());

  it("reaches the owner's rows only: another's row is not found on get, update and delete", async () => {
    const { db } = handle;
    const mine = await ownItems.create(db, owner, { title: 'Mine' });
    const theirs = await ownItems.create(db, other, { title: 'Theirs' });
    expect(mine.owner_id).toBe(owner);

    expect((await ownItems.get(db, mine.id, owner)).title).toBe('Mine');
    expect(await ownItems.find(db, theirs.id, owner)).toBeUndefined();
    await expect(ownItems.get(db, theirs.id, owner)).rejects.toBeInstanceOf(NotYours);
    await expect(ownItems.update(db, theirs.id, owner, { title: 'Taken' })).rejects.toBeInstanceOf(
      NotYours,
    );
    await expect(ownItems.delete(db, theirs.id, owner)).rejects.toBeInstanceOf(NotYours);
    expect((await ownItems.get(db, theirs.id, other)).title).toBe('Theirs');

    const listed = await ownItems.list(db, owner, { skip: 0, limit: 10 });
    expect(listed).toMatchObject({ count: 1, rows: [{ id: mine.id }] });

    expect((await ownItems.delete(db, mine.id, owner)).id).toBe(mine.id);
    expect(await ownItems.find(db, mine.id, owner)).toBeUndefined();
  });

  it('changes only the fields sent; nothing sent answers the row unchanged', async () => {
    const { db } = handle;
    const item = await ownItems.create(db, owner, { title: 'Before', description: 'Kept' });
    const renamed = await ownItems.update(db, item.id, owner, {
      title: 'After',
      description: undefined,
    });
    expect(renamed).toMatchObject({ title: 'After', description: 'Kept' });
    expect(await ownItems.update(db, item.id, owner, {})).toEqual(renamed);
  });

  it('pages newest first, the id breaking ties, so pages neither overlap nor skip a row', async () => {
    const { db } = handle;
    const at = new Date('2020-01-01T00:00:00Z');
    const made = await db
      .insert(items)
      .values(
        Array.from({ length: 5 }, (_, i) => ({
          title: `Tied ${i}`,
          owner_id: other,
          created_at: at,
        })),
      )
      .returning({ id: items.id });
    const pages = [];
    for (let skip = 0; skip < 10; skip += 2) {
      pages.push(...(await ownItems.list(db, other, { skip, limit: 2 })).rows);
    }
    const tied = pages.filter((row) => row.title.startsWith('Tied')).map((row) => row.id);
    expect(tied).toEqual(
      made
        .map((row) => row.id)
        .sort()
        .reverse(),
    );
  });

  it('dates a change when the table keeps its update time', async () => {
    const { db } = handle;
    const before = new Date('2020-01-01T00:00:00Z');
    const created = await ownConversations.create(db, owner, { title: 'A', updated_at: before });
    const renamed = await ownConversations.update(db, created.id, owner, { title: 'B' });
    expect(renamed.updated_at.getTime()).toBeGreaterThan(before.getTime());
    const untouched = await ownItems.create(db, owner, { title: 'No update time' });
    expect(Object.keys(await ownItems.update(db, untouched.id, owner, { title: 'C' }))).toEqual(
      Object.keys(untouched),
    );
  });

  it('leaves the rows outside `reachable` out of every call, the owner’s included', async () => {
    const { db } = handle;
    const file = { filename: 'a.pdf', content_type: 'application/pdf', size: 1, storage_key: 'k' };
    const upload = await ownUploads.create(db, owner, file);
    const frozen = await ownUploads.create(db, owner, { ...file, storage_key: 'f', frozen: true });
    expect(
      (await ownUploads.list(db, owner, { skip: 0, limit: 10 })).rows.map((r) => r.id),
    ).toEqual([upload.id]);
    expect(await ownUploads.find(db, frozen.id, owner)).toBeUndefined();
    expect(await ownUploads.remove(db, frozen.id, owner)).toBeUndefined();
    expect((await ownUploads.delete(db, upload.id, owner)).storage_key).toBe('k');
  });
});
