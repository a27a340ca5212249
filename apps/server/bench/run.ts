/**
 * API benchmark: starts the real server on a loopback port with a temporary PGlite data dir and
 * measures throughput and latency of a few endpoints. Run with `pnpm bench` (builds nothing: it
 * uses dist/main.js when present, the TypeScript source through tsx otherwise).
 *
 * Env: BENCH_REQUESTS (2000), BENCH_CONCURRENCY (20).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 2000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 20);
const serverDir = join(dirname(fileURLToPath(import.meta.url)), '..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

function startServer(env: Record<string, string>): { child: ChildProcess; entry: string } {
  const dist = join(serverDir, 'dist', 'main.js');
  const args = existsSync(dist) ? [dist] : ['--import', 'tsx', join(serverDir, 'src', 'main.ts')];
  const child = spawn(process.execPath, args, {
    cwd: serverDir,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return { child, entry: existsSync(dist) ? 'dist/main.js' : 'src/main.ts (tsx)' };
}

async function waitHealthy(base: string, child: ChildProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${base}/api/v1/utils/health-check/`);
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
  p95: number;
  p99: number;
  errors: number;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

async function measure(
  name: string,
  url: string,
  headers: Record<string, string>,
): Promise<Result> {
  // Warm-up: JIT, connection pool, prepared plans.
  for (let i = 0; i < 50; i += 1) await (await fetch(url, { headers })).arrayBuffer();
  const latencies: number[] = [];
  let errors = 0;
  let next = 0;
  const started = performance.now();
  async function worker() {
    while (next < REQUESTS) {
      next += 1;
      const t0 = performance.now();
      const res = await fetch(url, { headers });
      await res.arrayBuffer();
      latencies.push(performance.now() - t0);
      if (!res.ok) errors += 1;
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    name,
    rps: latencies.length / seconds,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    errors,
  };
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'vita-bench-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env = {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SECRET_KEY: 'bench-secret-key-bench-secret-key-bench-secret',
    FIRST_SUPERUSER_PASSWORD: 'bench-admin-password',
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
    WEB_DIST_DIR: join(dataDir, 'no-web'),
  };
  try {
    let t0 = performance.now();
    let server = startServer(env);
    await waitHealthy(base, server.child);
    const coldStart = performance.now() - t0;
    await stop(server.child);

    t0 = performance.now();
    server = startServer(env);
    await waitHealthy(base, server.child);
    const warmStart = performance.now() - t0;

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

    const results = [
      await measure('GET /utils/health-check/', `${base}/api/v1/utils/health-check/`, {}),
      await measure('GET /users/me (auth)', `${base}/api/v1/users/me`, auth),
      await measure('GET /items/?limit=5 (auth)', `${base}/api/v1/items/?skip=0&limit=5`, auth),
    ];
    await stop(server.child);

    console.log(
      `\nVita API bench: ${server.entry}, PGlite, ${REQUESTS} requests per endpoint, concurrency ${CONCURRENCY}, Node ${process.version}`,
    );
    console.log(
      `start to healthy: first start ${coldStart.toFixed(0)} ms (creates the database), restart ${warmStart.toFixed(0)} ms\n`,
    );
    const rows = results.map((r) => [
      r.name,
      r.rps.toFixed(0),
      r.p50.toFixed(2),
      r.p95.toFixed(2),
      r.p99.toFixed(2),
      String(r.errors),
    ]);
    const head = ['endpoint', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'errors'];
    const widths = head.map((h, i) =>
      Math.max(h.length, ...rows.map((row) => row[i]?.length ?? 0)),
    );
    const line = (cells: string[]) =>
      cells
        .map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0)))
        .join('  ');
    console.log(line(head));
    console.log(widths.map((w) => '-'.repeat(w)).join('  '));
    for (const row of rows) console.log(line(row));
    if (results.some((r) => r.errors > 0)) process.exitCode = 1;
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
