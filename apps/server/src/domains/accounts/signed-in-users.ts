import type { Database, DatabaseHandle } from '../../infra/db';
import type { UserRow } from '../../infra/db/schema';

/** The channel a change to a user is announced on, by the database itself (a trigger). */
export const USER_CHANGED_CHANNEL = 'vita_user_changed';

/**
 * How long a user read for the access guard stands in for the next reads. The database
 * announces every change of a user to every instance as it commits; this bounds what a lost
 * announcement (the listening connection dropped at that moment) could leave standing.
 */
export const SIGNED_IN_USER_TTL_MS = 2_000;
/** Users kept at most; the least recently read leave first. */
const MAX_USERS = 10_000;

/**
 * The users the access guard has just read, by id. A signed-in request reads its user to check
 * the session (its version), that the account is active and still there; without this, that
 * read was the database round trip of every request, half of a light request's cost. A user is
 * forgotten when this instance changes it (the repository says so once its write is done), when
 * the database announces that any instance did, after `SIGNED_IN_USER_TTL_MS` in any case, and
 * all of them whenever the announcements may have been missed. Until the announcements are
 * followed, nothing is kept.
 */
export class SignedInUsers {
  private readonly users = new Map<string, { user: UserRow; until: number }>();
  /** Counts forgettings: a read that began before one is not kept (it may be older than it). */
  private generation = 0;
  private following = false;

  constructor(private readonly now: () => number = Date.now) {}

  /** The user, from what was just read or else from `read` (kept for the next reads). */
  async get(
    id: string,
    read: (id: string) => Promise<UserRow | undefined>,
  ): Promise<UserRow | undefined> {
    const kept = this.users.get(id);
    if (kept && kept.until > this.now()) {
      // Read again: to the end of the map's order, the last to leave.
      this.users.delete(id);
      this.users.set(id, kept);
      return kept.user;
    }
    const generation = this.generation;
    const user = await read(id);
    if (user && this.following && generation === this.generation) {
      this.users.delete(id);
      // Shared by the requests that read it next: none may change it for the others.
      this.users.set(id, { user: Object.freeze(user), until: this.now() + SIGNED_IN_USER_TTL_MS });
      if (this.users.size > MAX_USERS) this.users.delete(this.users.keys().next().value!);
    } else if (!user) {
      this.users.delete(id);
    }
    return user;
  }

  forget(id: string): void {
    this.generation += 1;
    this.users.delete(id);
  }

  forgetAll(): void {
    this.generation += 1;
    this.users.clear();
  }

  /** Announcements are followed from now on (again): whatever was kept may have missed some. */
  startFollowing(): void {
    this.forgetAll();
    this.following = true;
  }

  stopFollowing(): void {
    this.following = false;
    this.forgetAll();
  }

  get size(): number {
    return this.users.size;
  }
}

/** One per database, as the prepared query of the read. */
const byDatabase = new WeakMap<Database, SignedInUsers>();

export function signedInUsersOf(db: Database): SignedInUsers {
  let users = byDatabase.get(db);
  if (!users) {
    users = new SignedInUsers();
    byDatabase.set(db, users);
  }
  return users;
}

/** This instance changed or deleted the user: the next check reads it again. */
export function forgetSignedInUser(db: Database, id: string): void {
  byDatabase.get(db)?.forget(id);
}

/**
 * Follows the database's announcements of changed users; until this has subscribed, and if it
 * cannot, every check reads the database. Answers how to stop.
 */
export async function followUserChanges(
  handle: Pick<DatabaseHandle, 'db' | 'listen'>,
): Promise<() => Promise<void>> {
  const users = signedInUsersOf(handle.db);
  const stop = await handle.listen(
    USER_CHANGED_CHANNEL,
    (id) => users.forget(id),
    () => users.startFollowing(),
  );
  return async () => {
    users.stopFollowing();
    await stop();
  };
}
