import {
  type BasicInfoSchema,
  type OnboardingState,
  type OnboardingStep,
  type Profile,
  type ProfileSection,
} from '@vita/api/schemas';
import { and, asc, eq, isNull, notInArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../infra/db';
import { basicInfo, onboardingStates, users } from '../../infra/db/schema';
import { toBasicInfoPublic } from './mapping';
import { SECTION_TABLES, toEntryPublic, type SectionInput } from './sections';

/**
 * Drizzle cannot type a query over "one of five tables"; every section table has the entry columns
 * (id, owner_id, position), and the values come from the section's own schema, so the queries
 * below see them through this one shape.
 */
type EntryTable = typeof SECTION_TABLES.skills;
const tableOf = (section: ProfileSection) => SECTION_TABLES[section] as unknown as EntryTable;

async function listSection<S extends ProfileSection>(db: Database, ownerId: string, section: S) {
  const table = tableOf(section);
  const rows = await db
    .select()
    .from(table)
    .where(eq(table.owner_id, ownerId))
    .orderBy(asc(table.position), asc(table.created_at));
  return rows.map((row) => toEntryPublic(section, row));
}

export async function findBasicInfo(db: Database, ownerId: string) {
  const [row] = await db.select().from(basicInfo).where(eq(basicInfo.owner_id, ownerId)).limit(1);
  return row;
}

/** The whole profile of a user: basic information (null until saved) and the five lists. */
export async function readProfile(db: Database, ownerId: string) {
  const [info, work_experiences, education_history, skills, certifications, projects] =
    await Promise.all([
      findBasicInfo(db, ownerId),
      listSection(db, ownerId, 'work-experience'),
      listSection(db, ownerId, 'education'),
      listSection(db, ownerId, 'skills'),
      listSection(db, ownerId, 'certifications'),
      listSection(db, ownerId, 'projects'),
    ]);
  return {
    basic_info: info ?? null,
    work_experiences,
    education_history,
    skills,
    certifications,
    projects,
  };
}

export async function saveBasicInfo(
  db: Database,
  ownerId: string,
  fields: z.output<typeof BasicInfoSchema>,
) {
  const [row] = await db
    .insert(basicInfo)
    .values({ ...fields, owner_id: ownerId })
    .onConflictDoUpdate({
      target: basicInfo.owner_id,
      set: { ...fields, updated_at: sql`clock_timestamp()` },
    })
    .returning();
  if (!row) throw new Error('Upsert returned no row');
  return row;
}

/**
 * Makes `entries` the whole content of a section, in their order, in one transaction: an entry
 * with an id updates that row, one without creates a row, and the owner's rows not named are
 * removed, so submitting the same list again never duplicates anything. Answers 'unknown-entry'
 * (and changes nothing) when an id is not one of the owner's rows of this section.
 */
export async function replaceSection<S extends ProfileSection>(
  db: Database,
  ownerId: string,
  section: S,
  entries: readonly SectionInput<S>[],
) {
  const table = tableOf(section);
  return db.transaction(async (tx) => {
    // Saves of one user run one after another: two at once could each keep rows the other drops.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, ownerId)).for('update');
    const owned = await tx.select({ id: table.id }).from(table).where(eq(table.owner_id, ownerId));
    const ownedIds = new Set(owned.map((row) => row.id));
    const named = entries.flatMap((entry) => (entry.id ? [entry.id] : []));
    if (named.some((id) => !ownedIds.has(id))) return 'unknown-entry' as const;

    await tx
      .delete(table)
      .where(
        named.length > 0
          ? and(eq(table.owner_id, ownerId), notInArray(table.id, named))
          : eq(table.owner_id, ownerId),
      );
    for (const [position, entry] of entries.entries()) {
      const { id, ...fields } = entry as SectionInput<S> & { id?: string };
      const values = { ...(fields as object), position } as Partial<typeof table.$inferInsert>;
      if (id) {
        await tx
          .update(table)
          .set(values)
          .where(and(eq(table.id, id), eq(table.owner_id, ownerId)));
      } else {
        await tx
          .insert(table)
          .values({ ...values, owner_id: ownerId } as typeof table.$inferInsert);
      }
    }
    return listSection(tx, ownerId, section);
  });
}

/** Removes one entry of a section; false when it is not one of the owner's. */
export async function deleteEntry(
  db: Database,
  ownerId: string,
  section: ProfileSection,
  id: string,
): Promise<boolean> {
  const table = tableOf(section);
  const deleted = await db
    .delete(table)
    .where(and(eq(table.id, id), eq(table.owner_id, ownerId)))
    .returning({ id: table.id });
  return deleted.length > 0;
}

/** The profile as the API answers it. */
export async function readPublicProfile(db: Database, ownerId: string): Promise<Profile> {
  const profile = await readProfile(db, ownerId);
  return {
    ...profile,
    basic_info: profile.basic_info ? toBasicInfoPublic(profile.basic_info) : null,
  };
}

// ---------------------------------------------------------------------------------------------
// Onboarding state

const FIRST_STEP: OnboardingStep = 'welcome';

export async function readOnboardingState(db: Database, ownerId: string): Promise<OnboardingState> {
  const [row] = await db
    .select({
      current_step: onboardingStates.current_step,
      conversation_id: onboardingStates.conversation_id,
    })
    .from(onboardingStates)
    .where(eq(onboardingStates.owner_id, ownerId))
    .limit(1);
  return row ?? { current_step: FIRST_STEP, conversation_id: null };
}

export async function setOnboardingStep(
  db: Database,
  ownerId: string,
  step: OnboardingStep,
): Promise<OnboardingState> {
  const [row] = await db
    .insert(onboardingStates)
    .values({ owner_id: ownerId, current_step: step })
    .onConflictDoUpdate({
      target: onboardingStates.owner_id,
      set: { current_step: step, updated_at: sql`clock_timestamp()` },
    })
    .returning({
      current_step: onboardingStates.current_step,
      conversation_id: onboardingStates.conversation_id,
    });
  if (!row) throw new Error('Upsert returned no row');
  return row;
}

/**
 * Names the onboarding conversation unless one is named already (two first requests at once name
 * one between them); answers the conversation that is named in the end.
 */
export async function linkOnboardingConversation(
  db: Database,
  ownerId: string,
  conversationId: string,
): Promise<string> {
  await db
    .insert(onboardingStates)
    .values({ owner_id: ownerId, current_step: FIRST_STEP })
    .onConflictDoNothing({ target: onboardingStates.owner_id });
  const [linked] = await db
    .update(onboardingStates)
    .set({ conversation_id: conversationId, updated_at: sql`clock_timestamp()` })
    .where(and(eq(onboardingStates.owner_id, ownerId), isNull(onboardingStates.conversation_id)))
    .returning({ conversation_id: onboardingStates.conversation_id });
  if (linked?.conversation_id) return linked.conversation_id;
  const state = await readOnboardingState(db, ownerId);
  if (!state.conversation_id) throw new Error('No onboarding conversation is named');
  return state.conversation_id;
}

export const resetOnboarding = (db: Database, ownerId: string) =>
  setOnboardingStep(db, ownerId, FIRST_STEP);
