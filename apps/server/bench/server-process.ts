/**
 * The real server started for a benchmark: a child process on a free loopback port, a temporary
 * data folder (PGlite unless a database URL is given), the rate limits lifted (a bench measures,
 * it does not limit), and stopped and cleaned up afterwards. Builds nothing: dist/main.js when
 * present, the TypeScript source through tsx otherwise.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import runtime from '../runtime.json';
import { freePort } from './start';

const serverDir = join(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Node's options and environment of the server's start scripts (runtime.json, also in the
 * `start` scripts of the root and server package.json): a young generation of at most 4 MB per
 * half rather than 16, and a C allocator that gives memory back once the workers are done
 * (docs/decisions, the light idle server).
 */
export const SERVER_NODE_OPTIONS = runtime.nodeOptions;
export const SERVER_ENV: Record<string, string> = runtime.env;

export interface BenchServer {
  /** `http://127.0.0.1:<port>` */
  base: string;
  /** The server process's id, to read its memory. */
  pid: number;
  stop(): Promise<void>;
}

/**
 * How long a started server may take to answer. A bench measures what it measures once the server
 * is up, not the start itself, so this only says when to give up: a server that starts in seconds
 * on an idle machine has taken over a minute on one loaded by other work (its database migrations
 * and seed), and a bench that gave up then printed no figure at all.
 */
const START_DEADLINE_MS = 300_000;

async function waitHealthy(base: string, child: ChildProcess) {
  const deadline = Date.now() + START_DEADLINE_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/api/v1/utils/health-check/`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error('server did not become healthy in time');
}

export async function startBenchServer(
  name: string,
  databaseUrl: string,
  env: Record<string, string> = {},
): Promise<BenchServer> {
  const dataDir = mkdtempSync(join(tmpdir(), `vita-${name}-bench-`));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dist = join(serverDir, 'dist', 'main.js');
  const entry = existsSync(dist) ? [dist] : ['--import', 'tsx', join(serverDir, 'src', 'main.ts')];
  const child = spawn(process.execPath, [...SERVER_NODE_OPTIONS, ...entry], {
    cwd: serverDir,
    env: {
      ...process.env,
      ...SERVER_ENV,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SECRET_KEY: 'bench-secret-key-bench-secret-key-bench-secret',
      FIRST_SUPERUSER_PASSWORD: 'bench-admin-password',
      LOG_LEVEL: 'warn',
      DATABASE_URL: databaseUrl,
      ASSISTANT_PROVIDER: 'offline',
      WEB_DIST_DIR: join(dataDir, 'no-web'),
      WRITES_PER_MINUTE: '1000000',
      TAKEN_EMAIL_ANSWERS_PER_HOUR: '1000000',
      LOGIN_MAX_FAILURES_PER_CLIENT: '1000000',
      HASHING_QUEUE_LIMIT: '100000',
      PASSWORD_HASH_COST: 'low',
      STORAGE_MAX_FILES_PER_USER: '1000000',
      STORAGE_MAX_MB_PER_USER: '1000000',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitHealthy(base, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, pid: child.pid!, stop };
}

export async function json<T>(res: Response): Promise<T> {
  if (!res.ok) throw new Error(`${res.url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** A member signed up and signed in over HTTP: the headers of their calls. */
export async function benchMember(base: string, email: string, fullName: string) {
  const password = 'bench-member-password';
  await json(
    await fetch(`${base}/api/v1/users/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, full_name: fullName }),
    }),
  );
  const { access_token: token } = await json<{ access_token: string }>(
    await fetch(`${base}/api/v1/login/access-token`, {
      method: 'POST',
      body: new URLSearchParams({ username: email, password }),
    }),
  );
  return { token, auth: { authorization: `Bearer ${token}`, 'content-type': 'application/json' } };
}

/** The value at percentile p (0–100) of the values, NaN for none. */
export const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
};
