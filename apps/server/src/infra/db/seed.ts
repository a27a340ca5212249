import {
  constants,
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { makeTreePrivate } from '../data-dir';

/*
 * A new PGlite database costs seconds: initdb runs in WebAssembly. The build therefore makes one
 * migrated cluster, the seed, next to the server bundle (dist/db-seed), and a first start copies
 * it instead of running initdb. The migrator still runs on the copy, so migrations committed
 * after the seed was made apply as on any existing database.
 */

/** The seed's folder name, next to the bundle that uses it. */
export const SEED_DIR_NAME = 'db-seed';
const MANIFEST_FILE = 'seed.json';
const CLUSTER_DIR = 'pgdata';

/** Raised when the seed's layout changes, so a seed kept from an older build is made again. */
const SEED_FORMAT = 1;

/** What a seed was made from: a copy is only as good as the PGlite and migrations behind it. */
export interface SeedManifest {
  format: number;
  pglite: string;
  /** The migrations applied to the seed, in order, as drizzle's migrator identifies them. */
  migrations: { when: number; hash: string }[];
}

/** The installed PGlite's version: its data folders are only known to open in that version. */
function pgliteVersion(): string {
  const require = createRequire(import.meta.url);
  let dir = dirname(require.resolve('@electric-sql/pglite'));
  for (let i = 0; i < 5; i += 1) {
    const file = join(dir, 'package.json');
    if (existsSync(file)) {
      const pkg = JSON.parse(readFileSync(file, 'utf8')) as { name?: string; version?: string };
      if (pkg.name === '@electric-sql/pglite' && pkg.version) return pkg.version;
    }
    dir = dirname(dir);
  }
  throw new Error('package.json of @electric-sql/pglite not found');
}

/** The manifest a seed made now from `migrationsFolder` would have. */
export function currentSeedManifest(migrationsFolder: string): SeedManifest {
  return {
    format: SEED_FORMAT,
    pglite: pgliteVersion(),
    migrations: readMigrationFiles({ migrationsFolder }).map(({ folderMillis, hash }) => ({
      when: folderMillis,
      hash,
    })),
  };
}

/**
 * A seed fits when the same PGlite made it and its migrations are the current ones or their
 * first part (later ones are applied on the copy). A migration edited or inserted since means
 * the copy would differ from a database migrated from nothing, so it is not used.
 */
export function seedFits(seed: SeedManifest, current: SeedManifest): boolean {
  if (seed.format !== current.format || seed.pglite !== current.pglite) return false;
  if (seed.migrations.length > current.migrations.length) return false;
  return seed.migrations.every((migration, index) => {
    const now = current.migrations[index];
    return now !== undefined && now.when === migration.when && now.hash === migration.hash;
  });
}

export function readSeedManifest(seedDir: string): SeedManifest | undefined {
  try {
    const manifest = JSON.parse(readFileSync(join(seedDir, MANIFEST_FILE), 'utf8')) as unknown;
    if (
      typeof manifest === 'object' &&
      manifest !== null &&
      'pglite' in manifest &&
      typeof manifest.pglite === 'string' &&
      'migrations' in manifest &&
      Array.isArray(manifest.migrations)
    ) {
      return manifest as SeedManifest;
    }
  } catch {
    // Missing or unreadable: no seed.
  }
  return undefined;
}

function sameManifest(a: SeedManifest, b: SeedManifest): boolean {
  return a.migrations.length === b.migrations.length && seedFits(a, b);
}

/** The seed shipped with the running bundle (dist/db-seed), if the build made one. */
export function bundledSeedDir(): string | undefined {
  const dir = join(dirname(fileURLToPath(import.meta.url)), SEED_DIR_NAME);
  return existsSync(join(dir, MANIFEST_FILE)) ? dir : undefined;
}

export interface BuildSeedOptions {
  /** Start from this PGlite data dump instead of running initdb (tests pass their snapshot). */
  loadDataDir?: Blob;
}

/**
 * Makes (or keeps, when it already matches the PGlite and migrations) the seed in `seedDir`: a
 * PGlite cluster on disk with every migration applied. Built beside it and renamed into place, so
 * an interrupted build leaves no half seed behind.
 */
export async function buildSeed(
  seedDir: string,
  migrationsFolder: string,
  options: BuildSeedOptions = {},
): Promise<'kept' | 'built'> {
  const wanted = currentSeedManifest(migrationsFolder);
  const existing = readSeedManifest(seedDir);
  if (
    existing &&
    sameManifest(existing, wanted) &&
    existsSync(join(seedDir, CLUSTER_DIR, 'PG_VERSION'))
  ) {
    return 'kept';
  }
  // What an interrupted build left goes first.
  const parent = dirname(seedDir);
  const prefix = `${basename(seedDir)}.partial-`;
  if (existsSync(parent)) {
    for (const name of readdirSync(parent)) {
      if (name.startsWith(prefix)) rmSync(join(parent, name), { recursive: true, force: true });
    }
  }
  const partial = join(parent, `${prefix}${process.pid}`);
  mkdirSync(partial, { recursive: true });
  try {
    const client = new PGlite(
      join(partial, CLUSTER_DIR),
      options.loadDataDir ? { loadDataDir: options.loadDataDir } : {},
    );
    try {
      await migrate(drizzle(client), { migrationsFolder });
    } finally {
      await client.close();
    }
    writeFileSync(join(partial, MANIFEST_FILE), `${JSON.stringify(wanted, null, 2)}\n`);
    rmSync(seedDir, { recursive: true, force: true });
    renameSync(partial, seedDir);
  } catch (error) {
    rmSync(partial, { recursive: true, force: true });
    throw error;
  }
  return 'built';
}

function isMissingOrEmpty(dir: string): boolean {
  try {
    return readdirSync(dir).length === 0;
  } catch {
    return !existsSync(dir);
  }
}

const PARTIAL_MARK = '.seeding-';

/**
 * Gives a PGlite folder that holds nothing yet a private copy of the seed's cluster, when the
 * seed fits the current PGlite and migrations. Returns whether it did; when it did not, PGlite
 * creates the database itself as before (slower, same result).
 */
export async function seedPgliteFolder(
  pgliteDir: string,
  seedDir: string,
  migrationsFolder: string,
): Promise<boolean> {
  if (!isMissingOrEmpty(pgliteDir)) return false;
  const manifest = readSeedManifest(seedDir);
  if (!manifest || !seedFits(manifest, currentSeedManifest(migrationsFolder))) return false;

  // Copied beside the target and renamed onto it, so a start killed mid-copy never leaves a half
  // cluster where PGlite would open it. Such leftovers (tens of MB) go at the next start; one
  // PGlite folder serves one process, so none of them is still being written.
  const parent = dirname(pgliteDir);
  const prefix = `${basename(pgliteDir)}${PARTIAL_MARK}`;
  if (existsSync(parent)) {
    for (const name of readdirSync(parent)) {
      if (name.startsWith(prefix)) rmSync(join(parent, name), { recursive: true, force: true });
    }
  }
  const partial = join(parent, `${prefix}${process.pid}`);
  try {
    mkdirSync(parent, { recursive: true });
    cpSync(join(seedDir, CLUSTER_DIR), partial, {
      recursive: true,
      // A copy-on-write clone where the file system offers one; a plain copy otherwise.
      mode: constants.COPYFILE_FICLONE,
    });
    // The seed has a build's modes; the database will hold password hashes.
    const problems = await makeTreePrivate(partial);
    if (problems.length > 0) throw problems[0]?.error;
    // rename() replaces an empty folder, which is what a first start has created.
    renameSync(partial, pgliteDir);
    return true;
  } catch {
    // A seed that cannot be copied (built by another account, a full disk) only costs the time
    // of a regular initdb, which then reports any real problem with the folder.
    rmSync(partial, { recursive: true, force: true });
    return false;
  }
}
