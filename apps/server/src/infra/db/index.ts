import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { setFlagsFromString } from 'node:v8';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Settings } from '../../settings';
import { makeTreePrivate, PRIVATE_DIR_MODE } from '../data-dir';
import * as schema from './schema';
import { bundledSeedDir, seedPgliteFolder } from './seed';

export { schema };
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
  /**
   * Follows a notification channel (PostgreSQL's LISTEN): `onNotify` gets each payload;
   * `onListen` runs once the subscription is in place, and again after PostgreSQL's driver
   * reconnected it (notifications sent in between were lost). Answers how to stop.
   */
  listen(
    channel: string,
    onNotify: (payload: string) => void,
    onListen: () => void,
  ): Promise<() => Promise<void>>;
}

/**
 * PGlite's PostgreSQL with 16 MB of shared buffers rather than PostgreSQL's 128 MB: one process on
 * a small database does not fill them, yet they cost their whole size in resident memory from
 * the start (an idle server held 120 MB less with 16 MB). Pages beyond them are read from the
 * files, which the system caches.
 */
const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

/**
 * Starts PGlite with its WebAssembly compiled by V8's baseline compiler only. By default V8
 * recompiles the functions a program runs often with its optimising compiler: for PostgreSQL's
 * large module that kept about 45 MB more resident (an idle server and PGlite alone, measured),
 * and a database round trip here is dominated by the copies between JavaScript and the module,
 * not by the code's speed (rounds of inserts and reads took as long either way). The flag is read
 * when a module is compiled, so it is set back once this one is: Typst's compiler, which does
 * spend its time computing, keeps the optimising compiler.
 */
async function startPglite(dataDir: string): Promise<PGlite> {
  setFlagsFromString('--liftoff-only');
  try {
    return await PGlite.create(dataDir, { startParams: PGLITE_START_PARAMS });
  } finally {
    setFlagsFromString('--no-liftoff-only');
  }
}

/** Any number that is the same in every instance: the key of the migration advisory lock. */
const MIGRATION_LOCK_KEY = 7_262_011;

/**
 * The committed SQL migrations: apps/server/drizzle. Found from this file's location, which is
 * src/infra/db/ when run from source and dist/ when bundled.
 */
export function migrationsFolder(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 4; i += 1) {
    const candidate = join(dir, 'drizzle');
    if (existsSync(join(candidate, 'meta', '_journal.json'))) return candidate;
    dir = dirname(dir);
  }
  throw new Error('SQL migrations folder (apps/server/drizzle) not found');
}

type DatabaseSettings = Pick<Settings, 'databaseUrl' | 'pgliteDir'>;

export interface CreateDatabaseOptions {
  /** The SQL migrations to apply; apps/server/drizzle by default. */
  migrationsFolder?: string;
  /**
   * A prepared PGlite cluster that a new PGlite folder starts from; by default the one the build
   * put next to the bundle (none when run from source), `null` for none.
   */
  seedDir?: string | null;
}

/** Opens the database (PostgreSQL when DATABASE_URL is set, PGlite otherwise) and migrates it. */
export async function createDatabase(
  settings: DatabaseSettings,
  options: CreateDatabaseOptions = {},
): Promise<DatabaseHandle> {
  const folder = options.migrationsFolder ?? migrationsFolder();
  if (settings.databaseUrl) {
    // PostgreSQL's driver is loaded only when it is used: PGlite is the default.
    const [{ default: postgres }, { drizzle: drizzlePostgres }, { migrate: migratePostgres }] =
      await Promise.all([
        import('postgres'),
        import('drizzle-orm/postgres-js'),
        import('drizzle-orm/postgres-js/migrator'),
      ]);
    const client = postgres(settings.databaseUrl, { max: 10, onnotice: () => {} });
    const db = drizzlePostgres(client, { schema });
    try {
      // Several instances may start at once on one server; the lock lets one migrate at a time.
      const lock = await client.reserve();
      try {
        await lock`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`;
        await migratePostgres(db, { migrationsFolder: folder });
      } finally {
        await lock`select pg_advisory_unlock(${MIGRATION_LOCK_KEY})`.catch(() => undefined);
        lock.release();
      }
    } catch (error) {
      await client.end({ timeout: 5 });
      throw error;
    }
    return {
      db,
      kind: 'postgres',
      close: () => client.end({ timeout: 5 }),
      async listen(channel, onNotify, onListen) {
        // A connection of its own, which the driver opens again (and listens again) if it drops.
        const { unlisten } = await client.listen(channel, onNotify, onListen);
        return unlisten;
      },
    };
  }

  if (settings.pgliteDir.startsWith('memory://')) {
    return openPglite(await startPglite(settings.pgliteDir), folder);
  }
  mkdirSync(settings.pgliteDir, { recursive: true, mode: PRIVATE_DIR_MODE });
  const seedDir = options.seedDir === undefined ? bundledSeedDir() : options.seedDir;
  if (seedDir) await seedPgliteFolder(settings.pgliteDir, seedDir, folder);
  const handle = await openPglite(await startPglite(settings.pgliteDir), folder);
  // PGlite's initdb writes its files 0666 whatever the umask, and every start rewrites a few
  // with the umask's mode; files PostgreSQL adds later are 0600. The database holds password
  // hashes, so it is not opened for use until its folder is private.
  const problems = await makeTreePrivate(settings.pgliteDir);
  if (problems.length > 0) {
    await handle.close();
    const [first] = problems;
    throw new Error(`Cannot make the database folder private: ${String(first?.error)}`, {
      cause: first?.error,
    });
  }
  return handle;
}

/** Wraps and migrates a PGlite instance (tests start theirs from a prepared snapshot). */
export async function openPglite(
  client: PGlite,
  folder: string = migrationsFolder(),
): Promise<DatabaseHandle> {
  const db = drizzlePglite(client, { schema });
  try {
    await migratePglite(db, { migrationsFolder: folder });
  } catch (error) {
    await client.close();
    throw error;
  }
  return {
    db,
    kind: 'pglite',
    close: () => client.close(),
    async listen(channel, onNotify, onListen) {
      // In the same process: a notification is handed over as its transaction commits.
      const stop = await client.listen(channel, onNotify);
      onListen();
      return stop;
    },
  };
}

/**
 * True when an error, or one of its causes (drizzle wraps driver errors), carries the PostgreSQL
 * error `code`.
 */
function hasPgErrorCode(error: unknown, code: string): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current; depth += 1) {
    if (
      typeof current === 'object' &&
      current !== null &&
      'code' in current &&
      current.code === code
    ) {
      return true;
    }
    current =
      typeof current === 'object' && current !== null && 'cause' in current
        ? current.cause
        : undefined;
  }
  return false;
}

/** A unique index refused the row (an e-mail taken in any letter case, say). */
export const isUniqueViolation = (error: unknown) => hasPgErrorCode(error, '23505');

/** A foreign key refused the row (its owner was deleted meanwhile, say). */
export const isForeignKeyViolation = (error: unknown) => hasPgErrorCode(error, '23503');

/** The fields of a partial update that were sent: drizzle's `set` refuses an empty change. */
export function sentFields<T extends object>(changes: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(changes).filter(([, value]) => value !== undefined),
  ) as Partial<T>;
}
