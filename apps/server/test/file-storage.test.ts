import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/infra/db';
import { storedFileChunks, storedFiles } from '../src/infra/db/schema';
import { DatabaseFileStorage, FILE_CHUNK_BYTES } from '../src/infra/files/database-storage';
import { FileMissingError, LocalFileStorage, type FileStorage } from '../src/infra/files/storage';
import { freshDatabase } from './helper';

/** One store under test, and what it holds seen from outside the store's own interface. */
interface Subject {
  storage: FileStorage;
  /** A new store over the same place (another instance, or the next start). */
  reopen(): FileStorage;
  /** Stored objects: complete ones by key, unfinished ones as `<key>.part`. */
  entries(): Promise<string[]>;
  /** Bytes kept in all, partial uploads included. */
  bytesHeld(): Promise<number>;
  /** Leaves an unfinished upload of `key`, as a process stopped `ageMs` ago would have. */
  leavePartial(key: string, ageMs: number): Promise<void>;
}

const HOUR = 60 * 60 * 1000;

let dir: string;
let database: DatabaseHandle;
beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(() => database.close());

const stores: { name: string; setUp(): Promise<Subject>; tearDown(): Promise<void> }[] = [
  {
    name: 'local',
    async setUp() {
      dir = join(mkdtempSync(join(tmpdir(), 'vita-files-')), 'files');
      const storage = new LocalFileStorage(dir);
      await storage.init();
      return {
        storage,
        reopen: () => new LocalFileStorage(dir),
        entries: async () => readdirSync(dir).sort(),
        bytesHeld: async () =>
          readdirSync(dir).reduce((sum, name) => sum + statSync(join(dir, name)).size, 0),
        async leavePartial(key, ageMs) {
          const path = join(dir, `${key}.part`);
          writeFileSync(path, 'partial');
          const then = new Date(Date.now() - ageMs);
          utimesSync(path, then, then);
        },
      };
    },
    tearDown: async () => rmSync(join(dir, '..'), { recursive: true, force: true }),
  },
  {
    name: 'database',
    async setUp() {
      const { db } = database;
      const storage = new DatabaseFileStorage(db);
      await storage.init();
      return {
        storage,
        reopen: () => new DatabaseFileStorage(db),
        async entries() {
          const rows = await db.select().from(storedFiles);
          return rows.map((row) => (row.complete ? row.key : `${row.key}.part`)).sort();
        },
        async bytesHeld() {
          const [row] = await db
            .select({ bytes: sql<string | null>`sum(length(${storedFileChunks.data}))` })
            .from(storedFileChunks);
          return Number(row?.bytes ?? 0);
        },
        async leavePartial(key, ageMs) {
          await db.insert(storedFiles).values({
            key,
            created_at: sql`now() - ${`${ageMs} milliseconds`}::interval`,
          });
          await db.insert(storedFileChunks).values({ key, seq: 0, data: Buffer.from('partial') });
        },
      };
    },
    tearDown: async () => {
      await database.db.delete(storedFiles);
    },
  },
];

async function read(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe.each(stores)('$name file storage', ({ setUp, tearDown }) => {
  let s: Subject;
  beforeEach(async () => {
    s = await setUp();
  });
  afterEach(() => tearDown());

  it('stores under a generated key, reads back and deletes', async () => {
    const data = Buffer.from('some bytes');
    const { key, size } = await s.storage.put(Readable.from([data]));
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    expect(size).toBe(data.length);
    expect(await s.entries()).toEqual([key]);
    const got = await s.storage.get(key);
    expect(got.size).toBe(data.length);
    expect(await read(got.stream)).toEqual(data);
    await s.storage.delete(key);
    expect(await s.entries()).toEqual([]);
    expect(await s.bytesHeld()).toBe(0);
    // Deleting again, or reading what is gone, is well defined.
    await s.storage.delete(key);
    await expect(s.storage.get(key)).rejects.toBeInstanceOf(FileMissingError);
  });

  it('keeps empty files and files of many uneven pieces byte for byte, for any instance', async () => {
    const empty = await s.storage.put(Readable.from([Buffer.alloc(0)]));
    expect(empty.size).toBe(0);
    expect(await read((await s.storage.get(empty.key)).stream)).toEqual(Buffer.alloc(0));

    // Pieces that straddle the database's chunk boundaries, ending one byte past the third.
    const data = Buffer.alloc(3 * FILE_CHUNK_BYTES + 1);
    for (let i = 0; i < data.length; i += 1) data[i] = (i * 31 + (i >> 9)) & 0xff;
    const pieces: Buffer[] = [];
    for (let at = 0, n = 1; at < data.length; at += n, n = (n * 7 + 1000) % 100_003) {
      pieces.push(data.subarray(at, at + n));
    }
    const { key, size } = await s.storage.put(Readable.from(pieces));
    expect(size).toBe(data.length);
    const got = await s.reopen().get(key);
    expect(got.size).toBe(data.length);
    expect((await read(got.stream)).equals(data)).toBe(true);
    expect(await s.bytesHeld()).toBe(data.length);
  });

  it('leaves nothing behind when the source fails part-way', async () => {
    async function* failing() {
      yield Buffer.alloc(FILE_CHUNK_BYTES + 1024, 1);
      throw new Error('client went away');
    }
    await expect(s.storage.put(Readable.from(failing()))).rejects.toThrow('client went away');
    expect(await s.entries()).toEqual([]);
    expect(await s.bytesHeld()).toBe(0);
  });

  it('shows an upload under way under no key', async () => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let paused!: () => void;
    const pausing = new Promise<void>((resolve) => {
      paused = resolve;
    });
    async function* slow() {
      yield Buffer.alloc(FILE_CHUNK_BYTES, 2);
      yield Buffer.alloc(10, 3);
      paused();
      await released;
      yield Buffer.alloc(10, 4);
    }
    const putting = s.storage.put(Readable.from(slow()));
    await pausing;
    // The store has taken what came so far; the key it will answer is not readable yet.
    await expect.poll(() => s.entries()).toEqual([expect.stringMatching(/\.part$/)]);
    const [partial = ''] = await s.entries();
    const key = partial.replace(/\.part$/, '');
    await expect(s.storage.get(key)).rejects.toBeInstanceOf(FileMissingError);
    release();
    const stored = await putting;
    expect(stored).toEqual({ key, size: FILE_CHUNK_BYTES + 20 });
    expect(await s.entries()).toEqual([key]);
  });

  it('refuses keys it did not generate', async () => {
    for (const key of [
      '../secret_key',
      '/etc/passwd',
      'a',
      `${'0'.repeat(8)}-0000-0000-0000-000000000000/../x`,
    ]) {
      await expect(s.storage.get(key)).rejects.toThrow('Invalid storage key');
      await expect(s.storage.delete(key)).rejects.toThrow('Invalid storage key');
    }
  });

  it('removes stale partial uploads at start, but not fresh ones or stored files', async () => {
    const { key } = await s.storage.put(Readable.from([Buffer.from('kept')]));
    const stale = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
    const fresh = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';
    await s.leavePartial(stale, 2 * HOUR);
    await s.leavePartial(fresh, 0);
    await s.reopen().init();
    expect(await s.entries()).toEqual([key, `${fresh}.part`].sort());
    expect(await read((await s.storage.get(key)).stream)).toEqual(Buffer.from('kept'));
  });
});

describe('database file storage', () => {
  let storage: DatabaseFileStorage;
  beforeEach(() => {
    storage = new DatabaseFileStorage(database.db);
  });
  afterEach(async () => {
    await database.db.delete(storedFiles);
  });

  it('reads a file chunk by chunk, never the whole file at once', async () => {
    const data = Buffer.alloc(4 * FILE_CHUNK_BYTES, 5);
    const { key } = await storage.put(Readable.from([data]));
    const rows = await database.db
      .select({ seq: storedFileChunks.seq })
      .from(storedFileChunks)
      .where(sql`${storedFileChunks.key} = ${key}`);
    expect(rows.map((row) => row.seq).sort()).toEqual([0, 1, 2, 3]);
    const sizes: number[] = [];
    for await (const chunk of (await storage.get(key)).stream) sizes.push((chunk as Buffer).length);
    expect(sizes.every((size) => size <= FILE_CHUNK_BYTES)).toBe(true);
    expect(sizes.reduce((a, b) => a + b, 0)).toBe(data.length);
  });

  it('breaks a read whose file is deleted meanwhile instead of ending it short', async () => {
    const { key } = await storage.put(Readable.from([Buffer.alloc(3 * FILE_CHUNK_BYTES, 6)]));
    const { stream } = await storage.get(key);
    // Take the first chunk, then delete: what follows must fail, not end the file early. (Starting
    // the read and deleting at once was a race a pooled PostgreSQL could win with the whole file.)
    const chunks = stream[Symbol.asyncIterator]();
    const first = await chunks.next();
    expect((first.value as Buffer).length).toBe(FILE_CHUNK_BYTES);
    await storage.delete(key);
    const rest = (async () => {
      for (let step = await chunks.next(); !step.done; step = await chunks.next());
    })();
    await expect(rest).rejects.toBeInstanceOf(FileMissingError);
  });

  it('never serves an incomplete file, and deleting it removes its chunks', async () => {
    const key = randomUUID();
    await database.db.insert(storedFiles).values({ key, size: 4 });
    await database.db.insert(storedFileChunks).values({ key, seq: 0, data: Buffer.from('half') });
    await expect(storage.get(key)).rejects.toBeInstanceOf(FileMissingError);
    await storage.delete(key);
    expect(await database.db.select().from(storedFileChunks)).toEqual([]);
  });
});
