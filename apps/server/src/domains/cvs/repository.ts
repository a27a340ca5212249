import type { CvCreateSchema, CvLayout, CvUpdateSchema } from '@vita/api/schemas';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { sentFields, type Database } from '../../infra/db';
import { cvs } from '../../infra/db/schema';
import { toCvPublic } from './mapping';

/** Newest first; the id breaks ties so pages never overlap or skip a row. */
export async function listCvs(db: Database, ownerId: string, skip: number, limit: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(cvs)
      .where(eq(cvs.owner_id, ownerId))
      .orderBy(desc(cvs.created_at), desc(cvs.id))
      .offset(skip)
      .limit(limit),
    db.select({ value: count() }).from(cvs).where(eq(cvs.owner_id, ownerId)),
  ]);
  return { data: rows.map(toCvPublic), count: total?.value ?? 0 };
}

/** Looked up by id and owner together: another user's CV is indistinguishable from none. */
export async function findOwnCv(db: Database, id: string, ownerId: string) {
  const [cv] = await db
    .select()
    .from(cvs)
    .where(and(eq(cvs.id, id), eq(cvs.owner_id, ownerId)))
    .limit(1);
  return cv;
}

export async function insertCv(
  db: Database,
  ownerId: string,
  fields: z.output<typeof CvCreateSchema>,
) {
  const [cv] = await db
    .insert(cvs)
    .values({ ...fields, owner_id: ownerId })
    .returning();
  if (!cv) throw new Error('Insert returned no row');
  return cv;
}

export async function updateOwnCv(
  db: Database,
  id: string,
  ownerId: string,
  requested: z.output<typeof CvUpdateSchema>,
) {
  const changes = sentFields(requested);
  if (Object.keys(changes).length === 0) return findOwnCv(db, id, ownerId);
  const [cv] = await db
    .update(cvs)
    .set({ ...changes, updated_at: sql`clock_timestamp()` })
    .where(and(eq(cvs.id, id), eq(cvs.owner_id, ownerId)))
    .returning();
  return cv;
}

export async function deleteOwnCv(db: Database, id: string, ownerId: string) {
  const deleted = await db
    .delete(cvs)
    .where(and(eq(cvs.id, id), eq(cvs.owner_id, ownerId)))
    .returning({ id: cvs.id });
  return deleted.length > 0;
}

/** A CV's layout replaced whole; undefined when the CV is not the caller's. */
export async function saveOwnCvLayout(db: Database, id: string, ownerId: string, layout: CvLayout) {
  const [cv] = await db
    .update(cvs)
    .set({ layout, updated_at: sql`clock_timestamp()` })
    .where(and(eq(cvs.id, id), eq(cvs.owner_id, ownerId)))
    .returning();
  return cv;
}
