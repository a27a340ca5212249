import {
  chmodSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { DATA_DIR_ENTRIES, restrictUmask } from '../src/infra/data-dir';
import { loadSettings } from '../src/settings';
import { API, freshDatabase, outboxCount, seedPgliteDir, SUPERUSER_EMAIL, testEnv } from './helper';

// The tests run in child processes (vitest's default `forks` pool), where the umask can be set.
// A permissive one shows that modes are set explicitly and do not depend on it.
let previousUmask: number;
beforeAll(() => {
  previousUmask = process.umask(0o022);
});
afterAll(() => {
  process.umask(previousUmask);
});

const roots: string[] = [];
function tempRoot(): string {
  const root = mkdtempSync(join(tmpdir(), 'vita-data-dir-'));
  roots.push(root);
  return root;
}
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

const quietLogs = () =>
  new Writable({
    write(_chunk, _encoding, callback) {
      callback();
    },
  });

const modeOf = (path: string) => lstatSync(path).mode & 0o777;

/** Every folder and file under `root`, root included, with its mode; links are listed apart. */
function modesUnder(root: string): { dirs: string[]; files: string[]; links: string[] } {
  const found = { dirs: [] as string[], files: [] as string[], links: [] as string[] };
  const pending = [root];
  while (pending.length > 0) {
    const path = pending.pop() as string;
    const info = lstatSync(path, { throwIfNoEntry: false });
    if (!info) continue;
    if (info.isSymbolicLink()) found.links.push(path);
    else if (info.isDirectory()) {
      found.dirs.push(`${path} ${modeOf(path).toString(8)}`);
      for (const name of readdirSync(path)) pending.push(join(path, name));
    } else found.files.push(`${path} ${modeOf(path).toString(8)}`);
  }
  return found;
}

/** Asserts DATA_DIR is 0700 and everything the server keeps in it is 0700 (folders) or 0600. */
function expectPrivate(dataDir: string): { files: number } {
  expect(modeOf(dataDir).toString(8)).toBe('700');
  let files = 0;
  for (const entry of DATA_DIR_ENTRIES) {
    const found = modesUnder(join(dataDir, entry));
    for (const dir of found.dirs) expect(dir).toMatch(/ 700$/);
    for (const file of found.files) expect(file).toMatch(/ 600$/);
    files += found.files.length;
  }
  return { files };
}

async function sendRecoveryEmail(app: Awaited<ReturnType<typeof buildApp>>, dataDir: string) {
  const before = outboxCount(dataDir);
  const res = await app.inject({
    method: 'POST',
    url: `${API}/password-recovery/${encodeURIComponent(SUPERUSER_EMAIL)}`,
  });
  expect(res.statusCode).toBe(200);
  await app.mailer.idle();
  expect(outboxCount(dataDir)).toBe(before + 1);
}

describe('DATA_DIR is private', () => {
  it('creates a new DATA_DIR, its outbox, files and secret 0700/0600 under umask 022', async () => {
    const dataDir = join(tempRoot(), 'nested', 'data');
    // No SECRET_KEY: the development secret is generated into DATA_DIR.
    const settings = loadSettings(testEnv(dataDir, { SECRET_KEY: '' }));
    const database = await freshDatabase();
    const app = await buildApp(settings, { database, logStream: quietLogs() });
    try {
      await app.ready();
      await sendRecoveryEmail(app, dataDir);
      const { files } = expectPrivate(dataDir);
      // The secret and the e-mail at least.
      expect(files).toBeGreaterThanOrEqual(2);
      expect(modeOf(join(dataDir, 'outbox')).toString(8)).toBe('700');
      expect(modeOf(join(dataDir, 'files')).toString(8)).toBe('700');
    } finally {
      await app.close();
      await database.close();
    }
  });

  it('makes an older install private, PGlite on disk included, and leaves other things alone', async () => {
    const root = tempRoot();
    const dataDir = join(root, 'data');
    mkdirSync(join(dataDir, 'outbox'), { recursive: true });
    mkdirSync(join(dataDir, 'files'));
    mkdirSync(join(dataDir, 'unrelated'));
    writeFileSync(join(dataDir, 'outbox', 'old.eml'), 'an old reset link');
    writeFileSync(join(dataDir, 'files', '00000000-0000-4000-8000-000000000000'), '%PDF-');
    writeFileSync(join(dataDir, 'secret_key'), `${'s'.repeat(48)}\n`);
    writeFileSync(join(dataDir, 'unrelated', 'notes.txt'), 'not the server’s');
    // A link is not followed: what it points to keeps its mode.
    writeFileSync(join(root, 'outside.txt'), 'outside DATA_DIR');
    symlinkSync(join(root, 'outside.txt'), join(dataDir, 'files', 'link'));
    for (const dir of [dataDir, join(dataDir, 'outbox'), join(dataDir, 'files')]) {
      chmodSync(dir, 0o755);
    }
    for (const file of ['outbox/old.eml', 'secret_key', 'unrelated/notes.txt']) {
      chmodSync(join(dataDir, file), 0o644);
    }
    chmodSync(join(root, 'outside.txt'), 0o644);

    // The older install's database, on disk as an earlier version left it (from the suite's
    // migrated snapshot: creating a cluster from nothing is the new-folder test's, and costs
    // seconds of CPU).
    await seedPgliteDir(join(dataDir, 'db'));
    chmodSync(join(dataDir, 'db'), 0o755);

    const settings = loadSettings(testEnv(dataDir, { SECRET_KEY: '' }));
    // No database handed in: PGlite opens DATA_DIR/db on disk.
    const app = await buildApp(settings, { logStream: quietLogs() });
    try {
      await app.ready();
      await sendRecoveryEmail(app, dataDir);
      const { files } = expectPrivate(dataDir);
      // PGlite's cluster is hundreds of files; they are checked above while it runs.
      expect(modesUnder(join(dataDir, 'db')).files.length).toBeGreaterThan(100);
      expect(files).toBeGreaterThan(100);
    } finally {
      await app.close();
    }
    // Closing PGlite writes its last files; they are private too.
    expectPrivate(dataDir);
    expect(modeOf(join(dataDir, 'unrelated')).toString(8)).toBe('755');
    expect(modeOf(join(dataDir, 'unrelated', 'notes.txt')).toString(8)).toBe('644');
    expect(modeOf(join(root, 'outside.txt')).toString(8)).toBe('644');
  }, 120_000);

  it('restricts the umask at start so anything else created there is private too', () => {
    const before = process.umask(0o022);
    try {
      expect(restrictUmask()).toBe(true);
      expect(process.umask(0o022)).toBe(0o077);
    } finally {
      process.umask(before);
    }
  });
});
