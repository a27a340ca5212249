import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CV_FILE_MAX_BYTES, type CvFilePublic } from '@vita/api/schemas';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import type { DatabaseHandle } from '../src/infra/db';
import { storedFileChunks, storedFiles } from '../src/infra/db/schema';
import { FILE_CHUNK_BYTES } from '../src/infra/files/database-storage';
import { fileUpload, pdfBytes } from './fixtures';
import { API, bearer, freshDatabase, signupAndLogin, testEnv, type TestUser } from './helper';
import { loadSettings } from '../src/settings';

/*
 * Two instances of the app on one database, each with its own data folder, as behind a load
 * balancer: with FILE_STORE=database a file uploaded through one downloads through the other.
 */
let database: DatabaseHandle;
const instances: { app: FastifyInstance; dataDir: string }[] = [];
beforeAll(async () => {
  database = await freshDatabase();
  for (let i = 0; i < 2; i += 1) {
    const dataDir = mkdtempSync(join(tmpdir(), 'vita-test-'));
    const settings = loadSettings(
      testEnv(dataDir, { FILE_STORE: 'database', LOG_LEVEL: 'silent' }),
    );
    const app = await buildApp(settings, { database });
    await app.ready();
    instances.push({ app, dataDir });
  }
});
afterAll(async () => {
  for (const { app, dataDir } of instances) {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  await database.close();
});

const first = () => instances[0]!.app;
const second = () => instances[1]!.app;

function upload(app: FastifyInstance, user: TestUser, data: Buffer, filename: string) {
  const body = fileUpload(data, filename);
  return app.inject({
    method: 'POST',
    url: `${API}/cv/upload`,
    headers: { ...bearer(user.token), 'content-type': body.contentType },
    payload: body.payload,
  });
}

function download(app: FastifyInstance, user: TestUser, id: string) {
  return app.inject({
    method: 'GET',
    url: `${API}/cv/files/${id}/download`,
    headers: bearer(user.token),
  });
}

/** A PDF of `size` bytes whose content differs from byte to byte. */
function largePdf(size: number): Buffer {
  const data = Buffer.alloc(size);
  for (let i = 0; i < size; i += 1) data[i] = (i * 131 + (i >> 11)) & 0xff;
  pdfBytes().copy(data);
  return data;
}

const storedRows = () => database.db.select().from(storedFiles);
const chunkCount = async () => (await database.db.select().from(storedFileChunks)).length;

describe('CV files in the database store', () => {
  it('downloads through one instance the bytes uploaded through the other, then deletes them all', async () => {
    const user = await signupAndLogin(first());
    const data = largePdf(2 * FILE_CHUNK_BYTES + 12_345);
    const res = await upload(first(), user, data, 'cv.pdf');
    expect(res.statusCode, res.body).toBe(200);
    const file = res.json<CvFilePublic>();
    expect(file.size).toBe(data.length);

    // Nothing on either instance's disk: the bytes are in the database, in three chunks.
    for (const { dataDir } of instances) {
      const files = join(dataDir, 'files');
      expect(existsSync(files) ? readdirSync(files) : []).toEqual([]);
    }
    expect(await storedRows()).toEqual([
      { key: expect.any(String), size: data.length, complete: true, created_at: expect.any(Date) },
    ]);
    expect(await chunkCount()).toBe(3);

    const got = await download(second(), user, file.id);
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-length']).toBe(String(data.length));
    expect(got.rawPayload.equals(data)).toBe(true);

    const deleted = await second().inject({
      method: 'DELETE',
      url: `${API}/cv/files/${file.id}`,
      headers: bearer(user.token),
    });
    expect(deleted.statusCode).toBe(200);
    expect(await storedRows()).toEqual([]);
    expect(await chunkCount()).toBe(0);
    expect((await download(first(), user, file.id)).statusCode).toBe(404);
  });

  it('keeps nothing of an upload refused part-way (10 MB + 1 byte)', async () => {
    const user = await signupAndLogin(second());
    const before = await storedRows();
    const res = await upload(second(), user, largePdf(CV_FILE_MAX_BYTES + 1), 'too-big.pdf');
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ detail: 'File is too large. Maximum size is 10MB.' });
    expect(await storedRows()).toEqual(before);
    expect(await chunkCount()).toBe(0);
  });

  it('removes the bytes of a deleted user from the database', async () => {
    const user = await signupAndLogin(first());
    const res = await upload(first(), user, largePdf(FILE_CHUNK_BYTES + 1), 'cv.pdf');
    expect(res.statusCode, res.body).toBe(200);
    expect(await chunkCount()).toBe(2);
    const gone = await second().inject({
      method: 'DELETE',
      url: `${API}/users/me`,
      headers: bearer(user.token),
    });
    expect(gone.statusCode).toBe(200);
    await expect.poll(storedRows).toEqual([]);
    expect(await chunkCount()).toBe(0);
  });
});
