import { mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FileMissingError, LocalFileStorage } from '../src/infra/files/storage';

let dir: string;
let storage: LocalFileStorage;
beforeEach(async () => {
  dir = join(mkdtempSync(join(tmpdir(), 'vita-files-')), 'files');
  storage = new LocalFileStorage(dir);
  await storage.init();
});
afterEach(() => rmSync(join(dir, '..'), { recursive: true, force: true }));

async function read(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe('local file storage', () => {
  it('stores under a generated key, reads back and deletes', async () => {
    const data = Buffer.from('some bytes');
    const { key, size } = await storage.put(Readable.from([data]));
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    expect(size).toBe(data.length);
    expect(readdirSync(dir)).toEqual([key]);
    const got = await storage.get(key);
    expect(got.size).toBe(data.length);
    expect(await read(got.stream)).toEqual(data);
    await storage.delete(key);
    expect(readdirSync(dir)).toEqual([]);
    // Deleting again, or reading what is gone, is well defined.
    await storage.delete(key);
    await expect(storage.get(key)).rejects.toBeInstanceOf(FileMissingError);
  });

  it('leaves nothing behind when the source fails part-way', async () => {
    async function* failing() {
      yield Buffer.alloc(1024, 1);
      throw new Error('client went away');
    }
    await expect(storage.put(Readable.from(failing()))).rejects.toThrow('client went away');
    expect(readdirSync(dir)).toEqual([]);
  });

  it('refuses keys it did not generate', async () => {
    for (const key of [
      '../secret_key',
      '/etc/passwd',
      'a',
      `${'0'.repeat(8)}-0000-0000-0000-000000000000/../x`,
    ]) {
      await expect(storage.get(key)).rejects.toThrow('Invalid storage key');
      await expect(storage.delete(key)).rejects.toThrow('Invalid storage key');
    }
  });

  it('removes stale partial files at start, but not fresh ones or stored files', async () => {
    const { key } = await storage.put(Readable.from([Buffer.from('kept')]));
    const stale = join(dir, 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa.part');
    const fresh = join(dir, 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb.part');
    writeFileSync(stale, 'x');
    writeFileSync(fresh, 'y');
    const old = new Date(Date.now() - 2 * 60 * 60 * 1000);
    utimesSync(stale, old, old);
    await new LocalFileStorage(dir).init();
    expect(readdirSync(dir).sort()).toEqual(
      [key, 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb.part'].sort(),
    );
    expect(readFileSync(join(dir, key), 'utf8')).toBe('kept');
  });
});
