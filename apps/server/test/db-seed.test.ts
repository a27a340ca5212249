import {
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createDatabase, migrationsFolder, openPglite } from '../src/infra/db';
import {
  buildSeed,
  currentSeedManifest,
  readSeedManifest,
  seedFits,
  seedPgliteFolder,
  type SeedManifest,
} from '../src/infra/db/seed';

// PGlite on disk runs without DATABASE_URL only; the seed is a PGlite matter.
const pgliteOnly = describe.skipIf(Boolean(process.env.DATABASE_URL));

let root: string;
let previousUmask: number;
beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'vita-db-seed-'));
  // A permissive umask shows that the copy is made private explicitly.
  previousUmask = process.umask(0o022);
});
afterAll(() => {
  process.umask(previousUmask);
  rmSync(root, { recursive: true, force: true });
});

let counter = 0;
const fresh = (name: string) => join(root, `${name}-${(counter += 1)}`);

/** A copy of the committed migrations that a test may extend or edit. */
function migrationsCopy(): string {
  const folder = fresh('drizzle');
  cpSync(migrationsFolder(), folder, { recursive: true });
  return folder;
}

/** Appends a migration the seed was not made with, as a later commit would. */
function addMigration(folder: string, tag: string, sql: string): void {
  const journalFile = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as {
    entries: { idx: number; version: string; when: number; tag: string; breakpoints: boolean }[];
  };
  const last = journal.entries.at(-1);
  journal.entries.push({
    idx: journal.entries.length,
    version: last?.version ?? '7',
    when: (last?.when ?? 0) + 1000,
    tag,
    breakpoints: true,
  });
  writeFileSync(journalFile, JSON.stringify(journal, null, 2));
  writeFileSync(join(folder, `${tag}.sql`), sql);
}

/** The suite's migrated snapshot: the seed starts from it instead of a slow initdb. */
function snapshot(): Blob {
  return new Blob([readFileSync(inject('pgliteSnapshot'))]);
}

const modeOf = (path: string) => lstatSync(path).mode & 0o777;

function expectPrivateTree(dir: string): void {
  const pending = [dir];
  while (pending.length > 0) {
    const path = pending.pop() as string;
    const info = lstatSync(path);
    if (info.isDirectory()) {
      expect(`${path} ${modeOf(path).toString(8)}`).toMatch(/ 700$/);
      for (const name of readdirSync(path)) pending.push(join(path, name));
    } else {
      expect(`${path} ${modeOf(path).toString(8)}`).toMatch(/ 600$/);
    }
  }
}

async function tableNames(client: PGlite): Promise<string[]> {
  const { rows } = await client.query<{ tablename: string }>(
    `select tablename from pg_tables where schemaname = 'public' order by tablename`,
  );
  return rows.map((row) => row.tablename);
}

describe('which seed fits', () => {
  const current: SeedManifest = {
    format: 1,
    pglite: '1.0.0',
    migrations: [
      { when: 1, hash: 'a' },
      { when: 2, hash: 'b' },
    ],
  };

  it('fits when made by the same PGlite from the current migrations or their first part', () => {
    expect(seedFits(current, current)).toBe(true);
    expect(seedFits({ ...current, migrations: current.migrations.slice(0, 1) }, current)).toBe(
      true,
    );
  });

  it('does not fit another PGlite or seed layout, an edited migration, or migrations this code lacks', () => {
    expect(seedFits({ ...current, pglite: '1.0.1' }, current)).toBe(false);
    expect(seedFits({ ...current, format: 0 }, current)).toBe(false);
    expect(
      seedFits(
        {
          ...current,
          migrations: [
            { when: 1, hash: 'a' },
            { when: 2, hash: 'edited' },
          ],
        },
        current,
      ),
    ).toBe(false);
    expect(
      seedFits(
        { ...current, migrations: [...current.migrations, { when: 3, hash: 'c' }] },
        current,
      ),
    ).toBe(false);
  });
});

pgliteOnly('a new PGlite folder starts from the seed', () => {
  let seedDir: string;
  let folder: string;
  beforeAll(async () => {
    folder = migrationsCopy();
    seedDir = fresh('seed');
    // What an interrupted build left beside it.
    mkdirSync(`${seedDir}.partial-99999/pgdata`, { recursive: true });
    expect(await buildSeed(seedDir, folder, { loadDataDir: snapshot() })).toBe('built');
    expect(existsSync(`${seedDir}.partial-99999`)).toBe(false);
  });

  it('keeps a seed that matches, and records what it was made from', async () => {
    expect(await buildSeed(seedDir, folder)).toBe('kept');
    expect(readSeedManifest(seedDir)).toEqual(currentSeedManifest(folder));
  });

  it('copies the seed into an empty folder, private, and migrations added since still apply', async () => {
    const later = migrationsCopy();
    addMigration(later, '9000_added_later', 'CREATE TABLE "added_later" ("id" integer);');
    const pgliteDir = join(fresh('data'), 'db');

    expect(await seedPgliteFolder(pgliteDir, seedDir, later)).toBe(true);
    expectPrivateTree(pgliteDir);
    // Nothing is left beside it.
    expect(readdirSync(join(pgliteDir, '..'))).toEqual(['db']);

    const client = new PGlite(pgliteDir);
    const handle = await openPglite(client, later);
    try {
      expect(await tableNames(client)).toEqual(
        expect.arrayContaining(['users', 'cvs', 'cv_files', 'added_later']),
      );
      const { rows } = await client.query<{ count: number }>(
        'select count(*)::int as count from drizzle.__drizzle_migrations',
      );
      expect(rows[0]?.count).toBe(currentSeedManifest(later).migrations.length);
    } finally {
      await handle.close();
    }
  });

  it('opens through createDatabase, the folder private, the seed itself untouched', async () => {
    const dataDir = fresh('data');
    const pgliteDir = join(dataDir, 'db');
    const before = readdirSync(join(seedDir, 'pgdata')).sort();
    const handle = await createDatabase(
      { databaseUrl: undefined, pgliteDir },
      { seedDir, migrationsFolder: folder },
    );
    try {
      await handle.db.execute('select 1');
    } finally {
      await handle.close();
    }
    expect(existsSync(join(pgliteDir, 'PG_VERSION'))).toBe(true);
    expectPrivateTree(pgliteDir);
    expect(readdirSync(join(seedDir, 'pgdata')).sort()).toEqual(before);
  });

  it('leaves a folder that already holds something alone', async () => {
    const pgliteDir = fresh('db');
    mkdirSync(pgliteDir);
    writeFileSync(join(pgliteDir, 'PG_VERSION'), '17\n');
    expect(await seedPgliteFolder(pgliteDir, seedDir, folder)).toBe(false);
    expect(readdirSync(pgliteDir)).toEqual(['PG_VERSION']);
  });

  it('does not use a seed whose migration was edited since, or that is missing', async () => {
    const edited = migrationsCopy();
    const [first] = readdirSync(edited).filter((name) => name.endsWith('.sql'));
    writeFileSync(
      join(edited, first as string),
      `${readFileSync(join(edited, first as string), 'utf8')}\n-- edited\n`,
    );
    const pgliteDir = join(fresh('data'), 'db');
    expect(await seedPgliteFolder(pgliteDir, seedDir, edited)).toBe(false);
    expect(existsSync(pgliteDir)).toBe(false);
    expect(await seedPgliteFolder(pgliteDir, fresh('no-seed'), folder)).toBe(false);
    expect(existsSync(pgliteDir)).toBe(false);
  });

  it('removes what an interrupted copy left beside the folder', async () => {
    const dataDir = fresh('data');
    mkdirSync(join(dataDir, 'db.seeding-12345', 'base'), { recursive: true });
    writeFileSync(join(dataDir, 'db.seeding-12345', 'base', 'half'), 'x');
    expect(await seedPgliteFolder(join(dataDir, 'db'), seedDir, folder)).toBe(true);
    expect(readdirSync(dataDir)).toEqual(['db']);
  });
});
