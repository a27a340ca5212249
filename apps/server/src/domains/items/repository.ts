import type { ItemCreateSchema, ItemUpdateSchema } from '@vita/api/schemas';
import { and, count, desc, eq } from 'drizzle-orm';
import { sentFields, type Database } from '../../infra/db';
import { items } from '../../infra/db/schema';
import type { z } from 'zod';
import { toItemPublic } from './mapping';

/** Newest first; the id breaks ties so pages never overlap or skip a row. */
export async function listItems(db: Database, ownerId: string, skip: number, limit: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(items)
      .where(eq(items.owner_id, ownerId))
      .orderBy(desc(items.created_at), desc(items.id))
      .offset(skip)
      .limit(limit),
    db.select({ value: count() }).from(items).where(eq(items.owner_id, ownerId)),
  ]);
  return { data: rows.map(toItemPublic), count: total?.value ?? 0 };
}

/** Looked up by id and owner together: another user's item is indistinguishable from none. */
export async function findOwnItem(db: Database, id: string, ownerId: string) {
  const [item] = await db
    .select()
    .from(items)
    .where(and(eq(items.id, id), eq(items.owner_id, ownerId)))
    .limit(1);
  return item;
}

export async function insertItem(
  db: Database,
  ownerId: string,
  fields: z.output<typeof ItemCreateSchema>,
) {
  const [item] = await db
    .insert(items)
    .values({ ...fields, owner_id: ownerId })
    .returning();
  if (!item) throw new Error('Insert returned no row');
  return item;
}

export async function updateOwnItem(
  db: Database,
  id: string,
  ownerId: string,
  requested: z.output<typeof ItemUpdateSchema>,
) {
  const changes = sentFields(requested);
  if (Object.keys(changes).length === 0) return findOwnItem(db, id, ownerId);
  const [item] = await db
    .update(items)
    .set(changes)
    .where(and(eq(items.id, id), eq(items.owner_id, ownerId)))
    .returning();
  return item;
}

export async function deleteOwnItem(db: Database, id: string, ownerId: string) {
  const deleted = await db
    .delete(items)
    .where(and(eq(items.id, id), eq(items.owner_id, ownerId)))
    .returning({ id: items.id });
  return deleted.length > 0;
}
