import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { isUniqueViolation, sentFields, type Database } from '../../infra/db';
import { users, type UserRow } from '../../infra/db/schema';
import { toUserPublic } from './mapping';
import { forgetSignedInUser, signedInUsersOf } from './signed-in-users';

const prepareFindUserById = (db: Database) =>
  db
    .select()
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .limit(1)
    .prepare('find_user_by_id');

/** One per database: building the query is a measurable part of every signed-in request. */
const findUserByIdStatements = new WeakMap<Database, ReturnType<typeof prepareFindUserById>>();

/** The user with this id, read on every signed-in request (the access guard). */
export async function findUserById(db: Database, id: string): Promise<UserRow | undefined> {
  let statement = findUserByIdStatements.get(db);
  if (!statement) {
    statement = prepareFindUserById(db);
    findUserByIdStatements.set(db, statement);
  }
  const [user] = await statement.execute({ id });
  return user;
}

/**
 * The user with this id for the access guard: the one just read for an earlier request when
 * nothing has changed it since (see SignedInUsers), else read now.
 */
export function findSignedInUser(db: Database, id: string): Promise<UserRow | undefined> {
  return signedInUsersOf(db).get(id, (userId) => findUserById(db, userId));
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

export type NewUser = Pick<UserRow, 'email' | 'hashed_password'> &
  Partial<Pick<UserRow, 'full_name' | 'is_active' | 'is_superuser'>>;

/** The created user, or null when the e-mail is already taken (checked by the unique index). */
export async function insertUser(db: Database, user: NewUser): Promise<UserRow | null> {
  try {
    const [created] = await db.insert(users).values(user).returning();
    return created ?? null;
  } catch (error) {
    if (isUniqueViolation(error)) return null;
    throw error;
  }
}

export type UserChanges = Partial<
  Pick<UserRow, 'email' | 'hashed_password' | 'full_name' | 'is_active' | 'is_superuser'>
>;

const nextSessionVersion = sql`${users.session_version} + 1`;

/**
 * The columns to set. A new password or a deactivation also raises the session version, which
 * ends every session signed in before it (whoever holds an old token must sign in again), in the
 * same statement as the change itself.
 */
function toColumns(changes: UserChanges) {
  const endsSessions = changes.hashed_password !== undefined || changes.is_active === false;
  return endsSessions ? { ...changes, session_version: nextSessionVersion } : changes;
}

/** The updated user; 'conflict' when the new e-mail belongs to someone else; undefined if gone. */
export async function updateUser(
  db: Database,
  id: string,
  requested: UserChanges,
): Promise<UserRow | 'conflict' | undefined> {
  const changes = sentFields(requested);
  if (Object.keys(changes).length === 0) return findUserById(db, id);
  try {
    const [updated] = await db
      .update(users)
      .set(toColumns(changes))
      .where(eq(users.id, id))
      .returning();
    return updated;
  } catch (error) {
    if (isUniqueViolation(error)) return 'conflict';
    throw error;
  } finally {
    forgetSignedInUser(db, id);
  }
}

/**
 * Like updateUser, but refuses ('last-superuser') a change that would leave no active superuser:
 * nobody could administer the accounts any more, and a restart does not create one again. The
 * active superusers are locked (always in id order, so two such updates cannot deadlock) before
 * they are counted: of two admins demoting each other at once, the second waits, then sees one
 * left and is refused.
 */
export async function updateUserKeepingASuperuser(
  db: Database,
  id: string,
  requested: UserChanges,
): Promise<UserRow | 'conflict' | 'last-superuser' | undefined> {
  const changes = sentFields(requested);
  if (changes.is_active !== false && changes.is_superuser !== false) {
    return updateUser(db, id, changes);
  }
  try {
    return await db.transaction(async (tx) => {
      const admins = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.is_superuser, true), eq(users.is_active, true)))
        .orderBy(users.id)
        .for('update');
      if (admins.length === 1 && admins[0]?.id === id) return 'last-superuser' as const;
      const [updated] = await tx
        .update(users)
        .set(toColumns(changes))
        .where(eq(users.id, id))
        .returning();
      return updated;
    });
  } catch (error) {
    if (isUniqueViolation(error)) return 'conflict';
    throw error;
  } finally {
    forgetSignedInUser(db, id);
  }
}

/**
 * What another domain keeps for a user that the database's cascade cannot remove (the bytes of
 * uploaded files). It runs inside the deleting transaction, after the user's row is locked, and
 * answers what to do once the deletion has committed (bytes cannot be rolled back).
 */
export type UserDataRelease = (
  tx: Database,
  userId: string,
) => Promise<(log: FastifyBaseLogger) => Promise<void>>;

/**
 * Deletes the user and, by cascade, everything they own. Answers what to run after the commit,
 * 'last-superuser' when the user is the only active superuser left, or null when there is no such
 * user.
 */
export async function deleteUser(
  db: Database,
  id: string,
  releases: readonly UserDataRelease[],
): Promise<((log: FastifyBaseLogger) => Promise<void>) | 'last-superuser' | null> {
  const afterCommit = await db.transaction(async (tx) => {
    // The active superusers are locked first, in id order as updates lock them: two superusers
    // deleting each other at once are serialised, and the second finds itself the last one.
    const admins = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.is_superuser, true), eq(users.is_active, true)))
      .orderBy(users.id)
      .for('update');
    if (admins.length === 1 && admins[0]?.id === id) return 'last-superuser' as const;
    // Locking the user first makes work finishing meanwhile (an upload) wait for this
    // transaction and then fail its foreign key check, so nothing can appear after the release.
    const [user] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.id, id))
      .for('update');
    if (!user) return null;
    const steps = await Promise.all(releases.map((release) => release(tx, id)));
    await tx.delete(users).where(eq(users.id, id));
    return steps;
  });
  forgetSignedInUser(db, id);
  if (!afterCommit || afterCommit === 'last-superuser') return afterCommit;
  return async (log) => {
    await Promise.all(afterCommit.map((step) => step(log)));
  };
}

/** Newest first, like every list: a user just created is on the first page, where the admin is. */
export async function listUsers(db: Database, skip: number, limit: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(users)
      .orderBy(desc(users.created_at), desc(users.id))
      .offset(skip)
      .limit(limit),
    db.select({ value: count() }).from(users),
  ]);
  return { data: rows.map(toUserPublic), count: total?.value ?? 0 };
}

/**
 * Swaps the password only if it is still `currentHash` (the one the caller checked): of requests
 * racing with one reset token, or changing the password at once, exactly one wins. Ends every
 * earlier session. The updated user, or undefined when the password had changed meanwhile.
 */
export async function replacePassword(
  db: Database,
  id: string,
  currentHash: string,
  newHash: string,
): Promise<UserRow | undefined> {
  const [updated] = await db
    .update(users)
    .set(toColumns({ hashed_password: newHash }))
    .where(and(eq(users.id, id), eq(users.hashed_password, currentHash)))
    .returning();
  forgetSignedInUser(db, id);
  return updated;
}

/** Ends every session of the user (the caller then issues itself a fresh token). */
export async function endSessions(db: Database, id: string): Promise<UserRow | undefined> {
  const [updated] = await db
    .update(users)
    .set({ session_version: nextSessionVersion })
    .where(eq(users.id, id))
    .returning();
  forgetSignedInUser(db, id);
  return updated;
}
