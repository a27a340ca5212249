import type { CvPublic, CvStatus } from '@vita/api/schemas';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db';
import { cvs, type CvRow } from '../db/schema';

export function toCvPublic(cv: CvRow): CvPublic {
  return {
    id: cv.id,
    title: cv.title,
    description: cv.description,
    target_job_title: cv.targetJobTitle,
    target_company: cv.targetCompany,
    target_job_posting_url: cv.targetJobPostingUrl,
    linkedin_profile_url: cv.linkedinProfileUrl,
    // The column's check constraint allows only the contract's values.
    status: cv.status as CvStatus,
    owner_id: cv.ownerId,
    created_at: cv.createdAt.toISOString(),
    updated_at: cv.updatedAt.toISOString(),
  };
}

export type CvFields = Pick<
  CvRow,
  | 'title'
  | 'description'
  | 'targetJobTitle'
  | 'targetCompany'
  | 'targetJobPostingUrl'
  | 'linkedinProfileUrl'
  | 'status'
>;

/** Newest first; the id breaks ties so pages never overlap or skip a row. */
export async function listCvs(db: Database, ownerId: string, skip: number, limit: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(cvs)
      .where(eq(cvs.ownerId, ownerId))
      .orderBy(desc(cvs.createdAt), desc(cvs.id))
      .offset(skip)
      .limit(limit),
    db.select({ value: count() }).from(cvs).where(eq(cvs.ownerId, ownerId)),
  ]);
  return { data: rows.map(toCvPublic), count: total?.value ?? 0 };
}

/** Looked up by id and owner together: another user's CV is indistinguishable from none. */
export async function findOwnCv(db: Database, id: string, ownerId: string) {
  const [cv] = await db
    .select()
    .from(cvs)
    .where(and(eq(cvs.id, id), eq(cvs.ownerId, ownerId)))
    .limit(1);
  return cv;
}

export async function insertCv(db: Database, values: CvFields & { ownerId: string }) {
  const [cv] = await db.insert(cvs).values(values).returning();
  if (!cv) throw new Error('Insert returned no row');
  return cv;
}

export async function updateOwnCv(
  db: Database,
  id: string,
  ownerId: string,
  changes: Partial<CvFields>,
) {
  if (Object.keys(changes).length === 0) return findOwnCv(db, id, ownerId);
  const [cv] = await db
    .update(cvs)
    .set({ ...changes, updatedAt: sql`clock_timestamp()` })
    .where(and(eq(cvs.id, id), eq(cvs.ownerId, ownerId)))
    .returning();
  return cv;
}

export async function deleteOwnCv(db: Database, id: string, ownerId: string) {
  const deleted = await db
    .delete(cvs)
    .where(and(eq(cvs.id, id), eq(cvs.ownerId, ownerId)))
    .returning({ id: cvs.id });
  return deleted.length > 0;
}
