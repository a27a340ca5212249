import type { UserPublic } from '@vita/api/schemas';
import { and, count, eq, sql } from 'drizzle-orm';
import { isUniqueViolation, type Database } from '../db';
import { cvFiles, users, type UserRow } from '../db/schema';

export function toUserPublic(user: UserRow): UserPublic {
  return {
    id: user.id,
    email: user.email,
    full_name: user.fullName,
    is_active: user.isActive,
    is_superuser: user.isSuperuser,
  };
}

export async function findUserById(db: Database, id: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return user;
}

/** E-mails compare case-insensitively, matching the unique index on lower(email). */
export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`)
    .limit(1);
  return user;
}

export interface NewUser {
  email: string;
  hashedPassword: string;
  fullName?: string | null;
  isActive?: boolean;
  isSuperuser?: boolean;
}

/** The created user, or null when the e-mail is already taken (checked by the unique index). */
export async function insertUser(db: Database, user: NewUser): Promise<UserRow | null> {
  try {
    const [created] = await db
      .insert(users)
      .values({
        email: user.email,
        hashedPassword: user.hashedPassword,
        fullName: user.fullName ?? null,
        isActive: user.isActive ?? true,
        isSuperuser: user.isSuperuser ?? false,
      })
      .returning();
    return created ?? null;
  } catch (error) {
    if (isUniqueViolation(error)) return null;
    throw error;
  }
}

export type UserChanges = Partial<Pick<UserRow, 'email' | 'hashedPassword' | 'fullName' | 'isActive' | 'isSuperuser'>>;

/** The updated user; 'conflict' when the new e-mail belongs to someone else; undefined if gone. */
export async function updateUser(
  db: Database,
  id: string,
  changes: UserChanges,
): Promise<UserRow | 'conflict' | undefined> {
  if (Object.keys(changes).length === 0) return findUserById(db, id);
  try {
    const [updated] = await db.update(users).set(changes).where(eq(users.id, id)).returning();
    return updated;
  } catch (error) {
    if (isUniqueViolation(error)) return 'conflict';
    throw error;
  }
}

/**
 * Deletes the user and, by cascade, everything they own. Answers the storage keys of their files,
 * whose bytes the caller removes once this has committed (bytes cannot be rolled back), or null
 * when there is no such user.
 */
export async function deleteUser(db: Database, id: string): Promise<{ storageKeys: string[] } | null> {
  return db.transaction(async (tx) => {
    // Locking the user first makes an upload finishing meanwhile wait for this transaction and
    // then fail its foreign key check, so no file row can appear after the keys are collected.
    const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, id)).for('update');
    if (!user) return null;
    const files = await tx
      .delete(cvFiles)
      .where(eq(cvFiles.ownerId, id))
      .returning({ storageKey: cvFiles.storageKey });
    await tx.delete(users).where(eq(users.id, id));
    return { storageKeys: files.map((file) => file.storageKey) };
  });
}

export async function listUsers(db: Database, skip: number, limit: number) {
  const [rows, [total]] = await Promise.all([
    db.select().from(users).orderBy(users.createdAt, users.id).offset(skip).limit(limit),
    db.select({ value: count() }).from(users),
  ]);
  return { data: rows.map(toUserPublic), count: total?.value ?? 0 };
}

/**
 * Swaps the password only if it is still `currentHash`: of two requests racing with one reset
 * token, exactly one wins.
 */
export async function replacePassword(
  db: Database,
  id: string,
  currentHash: string,
  newHash: string,
): Promise<boolean> {
  const updated = await db
    .update(users)
    .set({ hashedPassword: newHash })
    .where(and(eq(users.id, id), eq(users.hashedPassword, currentHash)))
    .returning({ id: users.id });
  return updated.length > 0;
}
