import {
  APPLICATION_STAGES,
  APPLICATIONS_PER_USER_MAX,
  type AnalysisResult,
  type ApplicationCreateSchema,
  type ApplicationListQuery,
  type ApplicationSort,
  type ApplicationStage,
  type ApplicationUpdateSchema,
  serverMessages,
} from '@vita/api/schemas';
import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { HttpError } from '../../http/errors';
import type { Database } from '../../infra/db';
import { ownedTable } from '../../infra/db/owned-table';
import { applications, users, type ApplicationRow } from '../../infra/db/schema';

/** The caller's applications; another user's is indistinguishable from none. */
const ownApplications = ownedTable(applications, {
  notFound: () => new HttpError(404, serverMessages.applicationNotFound),
  orderBy: [desc(applications.updated_at)],
  updatedAt: applications.updated_at,
});
const { mine, own } = ownApplications;
const now = sql`clock_timestamp()`;

/** `%`, `_` and `\` typed in a search are matched as themselves. */
const likeEscaped = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The columns a search looks in. */
const SEARCHED = [
  applications.title,
  applications.company,
  applications.location,
  applications.next_step,
  applications.contact_name,
  applications.notes,
];

/** The stage's place in the contract's list, for ordering by stage. */
const stageOrder = sql`array_position(array[${sql.raw(
  APPLICATION_STAGES.map((stage) => `'${stage}'`).join(', '),
)}]::varchar[], ${applications.stage})`;

/** Each order's columns; ties go to the newest change, then the id, so pages never overlap. */
const orders: Record<ApplicationSort, SQL[]> = {
  updated: [],
  created: [desc(applications.created_at)],
  next_step_date: [sql`${applications.next_step_date} asc nulls last`],
  company: [asc(sql`lower(${applications.company})`)],
  title: [asc(sql`lower(${applications.title})`)],
  stage: [asc(stageOrder)],
};

export async function listApplications(db: Database, ownerId: string, query: ApplicationListQuery) {
  const conditions: SQL[] = [];
  if (query.stage) conditions.push(eq(applications.stage, query.stage));
  if (query.q) {
    const pattern = likeEscaped(query.q);
    conditions.push(or(...SEARCHED.map((column) => ilike(column, pattern)))!);
  }
  return ownApplications.list(db, ownerId, {
    skip: query.skip,
    limit: query.limit,
    where: and(...conditions),
    orderBy: orders[query.sort],
  });
}

export const findOwnApplication = ownApplications.find;

/** Every application of the owner, with only what the dashboard's figures read. */
export function summaryRows(db: Database, ownerId: string) {
  return db
    .select({
      id: applications.id,
      title: applications.title,
      company: applications.company,
      stage: applications.stage,
      stage_history: applications.stage_history,
      next_step: applications.next_step,
      next_step_date: applications.next_step_date,
      created_at: applications.created_at,
    })
    .from(applications)
    .where(mine(ownerId));
}

/**
 * The new application, Saved now; 'full' when the owner keeps the most there may be. The owner's
 * row is locked first, so parallel saves are counted one after another.
 */
export async function insertApplication(
  db: Database,
  ownerId: string,
  fields: z.output<typeof ApplicationCreateSchema>,
): Promise<ApplicationRow | 'full'> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, ownerId)).for('update');
    const [kept] = await tx.select({ value: count() }).from(applications).where(mine(ownerId));
    if ((kept?.value ?? 0) >= APPLICATIONS_PER_USER_MAX) return 'full' as const;
    const [row] = await tx
      .insert(applications)
      .values({
        ...fields,
        owner_id: ownerId,
        stage: 'saved',
        stage_history: [{ stage: 'saved', at: new Date().toISOString() }],
      })
      .returning();
    if (!row) throw new Error('Insert returned no row');
    return row;
  });
}

export const updateOwnApplication = (
  db: Database,
  id: string,
  ownerId: string,
  requested: z.output<typeof ApplicationUpdateSchema>,
) => ownApplications.change(db, id, ownerId, requested);

/**
 * Moves to `stage`, appending it to the history with the time of the move (in the same
 * statement, so two moves at once both stay in it); undefined when not the owner's.
 */
export async function moveOwnApplication(
  db: Database,
  id: string,
  ownerId: string,
  stage: ApplicationStage,
) {
  const [row] = await db
    .update(applications)
    .set({
      stage,
      stage_history: sql`${applications.stage_history} || jsonb_build_array(jsonb_build_object('stage', ${stage}::text, 'at', to_char(clock_timestamp() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')))`,
      updated_at: now,
    })
    .where(own(id, ownerId))
    .returning();
  return row;
}

/**
 * Keeps a frozen CV with an application that has none yet; false when it has one already (or is
 * gone), and the caller then gives the file back.
 */
export async function setFrozenCv(
  db: Database,
  id: string,
  ownerId: string,
  frozen: { file_id: string; filename: string; size: number; cv_title: string },
): Promise<boolean> {
  const kept = await db
    .update(applications)
    .set({
      frozen_file_id: frozen.file_id,
      frozen_filename: frozen.filename,
      frozen_size: frozen.size,
      frozen_cv_title: frozen.cv_title,
      frozen_at: now,
    })
    .where(and(own(id, ownerId), sql`${applications.frozen_file_id} is null`))
    .returning({ id: applications.id });
  return kept.length > 0;
}

export async function setAnalysis(
  db: Database,
  id: string,
  ownerId: string,
  analysis: AnalysisResult,
) {
  const [row] = await db
    .update(applications)
    .set({ analysis, analysed_at: now, updated_at: now })
    .where(own(id, ownerId))
    .returning();
  return row;
}

export async function setCoverLetter(
  db: Database,
  id: string,
  ownerId: string,
  coverLetter: string | null,
) {
  const [row] = await db
    .update(applications)
    .set({ cover_letter: coverLetter, updated_at: now })
    .where(own(id, ownerId))
    .returning();
  return row;
}

/** Deletes the application; answers its frozen file's id (or null), undefined when none was deleted. */
export async function deleteOwnApplication(db: Database, id: string, ownerId: string) {
  const deleted = await ownApplications.remove(db, id, ownerId);
  return deleted ? { frozenFileId: deleted.frozen_file_id } : undefined;
}
