import type { ItemPublic } from '@vita/api/schemas';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Database } from '../db';
import { items, type ItemRow } from '../db/schema';

export function toItemPublic(item: ItemRow): ItemPublic {
  return { id: item.id, title: item.title, description: item.description, owner_id: item.ownerId };
}

/** Newest first; the id breaks ties so pages never overlap or skip a row. */
export async function listItems(db: Database, ownerId: string, skip: number, limit: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(items)
      .where(eq(items.ownerId, ownerId))
      .orderBy(desc(items.createdAt), desc(items.id))
      .offset(skip)
      .limit(limit),
    db.select({ value: count() }).from(items).where(eq(items.ownerId, ownerId)),
  ]);
  return { data: rows.map(toItemPublic), count: total?.value ?? 0 };
}

/** Looked up by id and owner together: another user's item is indistinguishable from none. */
export async function findOwnItem(db: Database, id: string, ownerId: string) {
  const [item] = await db
    .select()
    .from(items)
    .where(and(eq(items.id, id), eq(items.ownerId, ownerId)))
    .limit(1);
  return item;
}

export async function insertItem(
  db: Database,
  values: { title: string; description: string | null; ownerId: string },
) {
  const [item] = await db.insert(items).values(values).returning();
  if (!item) throw new Error('Insert returned no row');
  return item;
}

export async function updateOwnItem(
  db: Database,
  id: string,
  ownerId: string,
  changes: Partial<Pick<ItemRow, 'title' | 'description'>>,
) {
  if (Object.keys(changes).length === 0) return findOwnItem(db, id, ownerId);
  const [item] = await db
    .update(items)
    .set(changes)
    .where(and(eq(items.id, id), eq(items.ownerId, ownerId)))
    .returning();
  return item;
}

export async function deleteOwnItem(db: Database, id: string, ownerId: string) {
  const deleted = await db
    .delete(items)
    .where(and(eq(items.id, id), eq(items.ownerId, ownerId)))
    .returning({ id: items.id });
  return deleted.length > 0;
}
