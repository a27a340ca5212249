import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { Writable } from 'node:stream';
import { PGlite } from '@electric-sql/pglite';
import type { ErrorResponse, Token, UserPublic } from '@vita/api/schemas';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import postgres from 'postgres';
import { inject } from 'vitest';
import { buildApp, type BuildOptions } from '../src/app';
import { createDatabase, openPglite, type DatabaseHandle } from '../src/infra/db';
import { loadSettings, type Settings } from '../src/settings';

export const API = '/api/v1';
export const SUPERUSER_EMAIL = 'admin@example.com';
export const SUPERUSER_PASSWORD = 'admin-password-for-tests';
export const TEST_SECRET = 'test-secret-key-that-is-long-enough-0123456789';

/**
 * What every PGlite of a test worker starts from, read and compiled once per worker: PGlite's
 * WebAssembly (compiled again for every instance otherwise, with its warm code thrown away), its
 * file bundle and the suite's migrated snapshot.
 */
// The lib settings declare WebAssembly's types only (no DOM lib), so the global is typed here.
const wasmRuntime = (
  globalThis as unknown as {
    WebAssembly: { compile(bytes: Uint8Array): Promise<WebAssembly.Module> };
  }
).WebAssembly;
let pgliteStart: { wasm: Promise<WebAssembly.Module>; fsBundle: Blob; snapshot: Blob } | undefined;
function pgliteStartOptions() {
  if (!pgliteStart) {
    const dist = dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
    pgliteStart = {
      wasm: wasmRuntime.compile(readFileSync(join(dist, 'pglite.wasm'))),
      fsBundle: new Blob([readFileSync(join(dist, 'pglite.data'))]),
      snapshot: new Blob([readFileSync(inject('pgliteSnapshot'))]),
    };
  }
  const { wasm, fsBundle, snapshot } = pgliteStart;
  return wasm.then((pgliteWasmModule) => ({ pgliteWasmModule, fsBundle, loadDataDir: snapshot }));
}

/**
 * A fresh, migrated database for one test file: PGlite from the suite's snapshot, or, when
 * DATABASE_URL is set, a new uniquely named PostgreSQL database that is dropped afterwards.
 */
export async function freshDatabase(): Promise<DatabaseHandle> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    return openPglite(new PGlite(await pgliteStartOptions()));
  }
  const name = `vita_test_${randomBytes(6).toString('hex')}`;
  const admin = postgres(url, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${name}"`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  try {
    const handle = await createDatabase({ databaseUrl: target.toString(), pgliteDir: 'unused' });
    return {
      ...handle,
      async close() {
        await handle.close();
        await admin.unsafe(`drop database if exists "${name}" with (force)`);
        await admin.end({ timeout: 5 });
      },
    };
  } catch (error) {
    await admin.unsafe(`drop database if exists "${name}" with (force)`);
    await admin.end({ timeout: 5 });
    throw error;
  }
}

/**
 * Fills `dir` (a server's PGlite folder, `DATA_DIR/db`) from the suite's migrated snapshot, so a
 * server process a test starts opens a ready database instead of running initdb and every
 * migration again. Without a snapshot (the PostgreSQL lane makes none) it holds a new, empty
 * cluster, which the server migrates.
 */
export async function seedPgliteDir(dir: string): Promise<void> {
  // Without a snapshot the cluster is made from nothing, as an earlier version did on first start.
  const client = inject('pgliteSnapshot')
    ? new PGlite(dir, await pgliteStartOptions())
    : new PGlite(dir);
  await client.waitReady;
  await client.close();
}

export function testEnv(dataDir: string, env: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {
    ENVIRONMENT: 'development',
    DATA_DIR: dataDir,
    SECRET_KEY: TEST_SECRET,
    FIRST_SUPERUSER: SUPERUSER_EMAIL,
    FIRST_SUPERUSER_PASSWORD: SUPERUSER_PASSWORD,
    PASSWORD_HASH_COST: 'low',
    WEB_DIST_DIR: join(dataDir, 'no-web-build'),
    LOG_LEVEL: 'info',
    // Every file signs in, recovers and writes from one address far more often than a person;
    // the tests of each limit set it low again.
    LOGIN_MAX_FAILURES_PER_CLIENT: '1000',
    RECOVERY_EMAILS_PER_ADDRESS: '100',
    RECOVERY_EMAILS_PER_CLIENT: '1000',
    TAKEN_EMAIL_ANSWERS_PER_HOUR: '1000',
    WRITES_PER_MINUTE: '100000',
    ...env,
  };
}

export interface TestApp {
  app: FastifyInstance;
  settings: Settings;
  dataDir: string;
  /** Every log line written so far. */
  logs: string[];
  close(): Promise<void>;
}

/** The app on a fresh database, talked to with `app.inject`. Call `close()` in afterAll. */
export async function build(
  env: Record<string, string> = {},
  options: Pick<BuildOptions, 'resumeImporter' | 'assistant' | 'today' | 'cvRenderer'> = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'vita-test-'));
  const settings = loadSettings(testEnv(dataDir, env));
  const logs: string[] = [];
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      logs.push(chunk.toString('utf8'));
      callback();
    },
  });
  const database = await freshDatabase();
  const app = await buildApp(settings, { database, logStream, ...options });
  await app.ready();
  return {
    app,
    settings,
    dataDir,
    logs,
    async close() {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

let counter = 0;
/** A unique address per call, so tests in one file never collide. */
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}-${counter}-${randomBytes(3).toString('hex')}@example.com`;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export async function login(
  app: FastifyInstance,
  email: string,
  password: string,
): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: `${API}/login/access-token`,
    payload: new URLSearchParams({ username: email, password }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return res.json<Token>().access_token;
}

export interface TestUser {
  id: string;
  email: string;
  password: string;
  token: string;
}

export async function signupAndLogin(
  app: FastifyInstance,
  options: { email?: string; password?: string; full_name?: string } = {},
): Promise<TestUser> {
  const email = options.email ?? uniqueEmail();
  const password = options.password ?? 'correct-horse-battery';
  const res = await app.inject({
    method: 'POST',
    url: `${API}/users/signup`,
    payload: { email, password, full_name: options.full_name ?? 'Test User' },
  });
  if (res.statusCode !== 200) throw new Error(`signup failed: ${res.statusCode} ${res.body}`);
  const { id } = res.json<UserPublic>();
  return { id, email, password, token: await login(app, email, password) };
}

export function superuserToken(app: FastifyInstance): Promise<string> {
  return login(app, SUPERUSER_EMAIL, SUPERUSER_PASSWORD);
}

export function detail(res: LightMyRequestResponse): ErrorResponse['detail'] {
  return res.json<ErrorResponse>().detail;
}

/** The newest message in the outbox, with quoted-printable soft breaks and escapes decoded. */
export function newestEmail(dataDir: string): string {
  const outbox = join(dataDir, 'outbox');
  const files = readdirSync(outbox)
    .filter((f) => f.endsWith('.eml'))
    .sort();
  const newest = files.at(-1);
  if (!newest) throw new Error('outbox is empty');
  return decodeQuotedPrintable(readFileSync(join(outbox, newest), 'utf8'));
}

export function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

export function outboxCount(dataDir: string): number {
  try {
    return readdirSync(join(dataDir, 'outbox')).filter((f) => f.endsWith('.eml')).length;
  } catch {
    return 0;
  }
}
