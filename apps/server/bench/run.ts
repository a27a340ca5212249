/**
 * API benchmark: starts the real server on a loopback port and loads a few endpoints with
 * autocannon, next to a bare Fastify JSON route started in the same run (bench/bare-server.mjs):
 * the ratio says how much of what Fastify can do here the app keeps. Each server's CPU time per
 * request is printed too: other work on the machine moves it less than the ratio (it still
 * inflates it). On PGlite (a temporary data dir) always, and on PostgreSQL too when DATABASE_URL
 * is set (a temporary database, dropped after). Builds nothing: it runs dist/main.js when
 * present, the TypeScript source through tsx otherwise.
 *
 * Then, when the web app is built, the JavaScript a first visit to each screen downloads
 * (scripts/check-bundle-budget.mjs reads it from the build).
 *
 * Env: BENCH_CONNECTIONS (50), BENCH_SECONDS (10).
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { SERVER_ENV, SERVER_NODE_OPTIONS } from './server-process';
import { benchStart, freePort, printStartFigures, temporaryDatabase } from './start';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const serverDir = join(dirname(fileURLToPath(import.meta.url)), '..');

const serverEntry = () =>
  existsSync(join(serverDir, 'dist', 'main.js')) ? 'dist/main.js' : 'src/main.ts (tsx)';

function startServer(env: Record<string, string>): { child: ChildProcess; entry: string } {
  const dist = join(serverDir, 'dist', 'main.js');
  const entry = existsSync(dist) ? [dist] : ['--import', 'tsx', join(serverDir, 'src', 'main.ts')];
  const child = spawn(process.execPath, [...SERVER_NODE_OPTIONS, ...entry], {
    cwd: serverDir,
    env: { ...process.env, ...SERVER_ENV, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return { child, entry: existsSync(dist) ? 'dist/main.js' : 'src/main.ts (tsx)' };
}

function waitHealthy(base: string, child: ChildProcess): Promise<void> {
  return waitFor(`${base}/api/v1/utils/health-check/`, child);
}

async function waitFor(url: string, child: ChildProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error('server did not become healthy in time');
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

interface Result {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  /** The server's CPU µs per request (user + system), where /proc tells. */
  cpuPerRequest: number | undefined;
}

/** Clock ticks per second of /proc/<pid>/stat's CPU times (USER_HZ, 100 on Linux). */
const USER_HZ = 100;

/**
 * The CPU time (user + system, in µs) a process has used so far, from /proc; undefined where
 * there is no /proc. On a shared machine other work slows the server's answers more than it
 * changes what each one costs.
 */
function cpuMicros(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name, which is in parentheses and may hold spaces.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1_000_000) / USER_HZ;
  } catch {
    return undefined;
  }
}

/**
 * Load from autocannon (its own connections, HTTP/1.1 keep-alive), after a short warm-up, and
 * the server's CPU time per answered request over the measured run.
 */
async function measure(
  name: string,
  pid: number | undefined,
  url: string,
  headers: Record<string, string> = {},
) {
  await autocannon({ url, headers, connections: CONNECTIONS, duration: 1 });
  const before = cpuMicros(pid);
  const run = await autocannon({ url, headers, connections: CONNECTIONS, duration: DURATION });
  const after = cpuMicros(pid);
  return {
    name,
    rps: run.requests.average,
    p50: run.latency.p50,
    p99: run.latency.p99,
    errors: run.errors + run.timeouts + run.non2xx,
    cpuPerRequest:
      before === undefined || after === undefined || run.requests.total === 0
        ? undefined
        : (after - before) / run.requests.total,
  } satisfies Result;
}

/**
 * The per-screen table of the web build, as the budget check prints it (and its verdict), or a
 * note when there is no build to read.
 */
function bundleSection(): void {
  const repoRoot = join(serverDir, '..', '..');
  const script = join(repoRoot, 'scripts', 'check-bundle-budget.mjs');
  if (!existsSync(join(repoRoot, 'apps', 'web', 'dist', '.vite', 'manifest.json'))) {
    console.log('\nWeb bundle: no build of apps/web (run pnpm build) - skipped.');
    return;
  }
  console.log('\nWeb bundle: JavaScript of a first visit per screen (entry + route chunks)\n');
  try {
    execFileSync(process.execPath, [script], { stdio: 'inherit' });
  } catch {
    // The script has printed which screen is over its budget.
    process.exitCode = 1;
  }
}

function printTable(head: string[], rows: string[][]): void {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]?.length ?? 0)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0)))
      .join('  ');
  console.log(line(head));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of rows) console.log(line(row));
}

/** Signs a bench user up and in; answers its authorization header. */
async function benchUser(base: string): Promise<Record<string, string>> {
  const email = 'bench@example.com';
  const password = 'bench-user-password';
  const signup = await fetch(`${base}/api/v1/users/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, full_name: 'Bench User' }),
  });
  if (!signup.ok) throw new Error(`signup failed: ${signup.status}`);
  const login = await fetch(`${base}/api/v1/login/access-token`, {
    method: 'POST',
    body: new URLSearchParams({ username: email, password }),
  });
  const { access_token: token } = (await login.json()) as { access_token: string };
  const auth = { authorization: `Bearer ${token}` };
  for (let i = 0; i < 20; i += 1) {
    await fetch(`${base}/api/v1/items/`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ title: `Item ${i}`, description: 'bench' }),
    });
  }
  return auth;
}

/** The app's endpoints under load on one database, as rows against the bare route. */
async function loadApp(
  label: string,
  env: Record<string, string>,
  bare: Result,
): Promise<{ rows: string[][]; results: Result[] }> {
  const base = `http://127.0.0.1:${env.PORT}`;
  const server = startServer(env);
  try {
    await waitHealthy(base, server.child);
    const auth = await benchUser(base);
    const pid = server.child.pid;
    const results = [
      await measure(
        `${label}: GET /utils/health-check/`,
        pid,
        `${base}/api/v1/utils/health-check/`,
      ),
      await measure(`${label}: GET /users/me (auth)`, pid, `${base}/api/v1/users/me`, auth),
      await measure(
        `${label}: GET /items/?limit=5 (auth)`,
        pid,
        `${base}/api/v1/items/?skip=0&limit=5`,
        auth,
      ),
    ];
    return { rows: results.map((r) => row(r, bare)), results };
  } finally {
    await stop(server.child);
  }
}

function row(r: Result, bare: Result): string[] {
  return [
    r.name,
    r.rps.toFixed(0),
    (r.rps / bare.rps).toFixed(3),
    r.p50.toFixed(1),
    r.p99.toFixed(1),
    r.cpuPerRequest === undefined ? '-' : r.cpuPerRequest.toFixed(0),
    String(r.errors),
  ];
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'vita-bench-'));
  const port = await freePort();
  const env = {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SECRET_KEY: 'bench-secret-key-bench-secret-key-bench-secret',
    FIRST_SUPERUSER_PASSWORD: 'bench-admin-password',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
    DATABASE_URL: '',
    WEB_DIST_DIR: join(dataDir, 'no-web'),
    // The bench loads the API far past what one person does; it measures, it does not limit.
    WRITES_PER_MINUTE: '1000000',
  };
  const postgresUrl = process.env.DATABASE_URL;
  try {
    const barePort = await freePort();
    const bareChild = spawn(process.execPath, [join(serverDir, 'bench', 'bare-server.mjs')], {
      env: { ...process.env, PORT: String(barePort) },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    let bare: Result;
    try {
      await waitFor(`http://127.0.0.1:${barePort}/`, bareChild);
      bare = await measure(
        'bare Fastify JSON route',
        bareChild.pid,
        `http://127.0.0.1:${barePort}/`,
      );
    } finally {
      await stop(bareChild);
    }

    const rows = [row(bare, bare)];
    const all = [bare];
    const pglite = await loadApp('PGlite', env, bare);
    rows.push(...pglite.rows);
    all.push(...pglite.results);
    if (postgresUrl) {
      const database = await temporaryDatabase(postgresUrl);
      try {
        const pg = await loadApp('PostgreSQL', { ...env, DATABASE_URL: database.url }, bare);
        rows.push(...pg.rows);
        all.push(...pg.results);
      } finally {
        await database.drop();
      }
    }

    console.log(
      `\nVita API bench: ${serverEntry()}, ${CONNECTIONS} connections, ${DURATION} s per endpoint, LOG_LEVEL=${env.LOG_LEVEL}, Node ${process.version}`,
    );
    console.log('');
    printTable(['endpoint', 'req/s', 'x bare', 'p50 ms', 'p99 ms', 'CPU µs/req', 'errors'], rows);
    console.log(
      "\nCPU µs/req: the server process's user + system time per answered request (from /proc).",
    );
    if (!postgresUrl) console.log('\n(PostgreSQL skipped: set DATABASE_URL to include it.)');
    if (all.some((r) => r.errors > 0)) process.exitCode = 1;
    console.log('');
    printStartFigures(await benchStart());
    bundleSection();
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
