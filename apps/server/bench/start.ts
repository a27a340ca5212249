/**
 * Start-up benchmark: time from spawning a process to the health check answering 200, for
 *   - `pnpm start` when nothing changed since the last start (the build check, then the server),
 *   - the server on a fresh, empty DATA_DIR (database created, first superuser hashed),
 *   - the server restarted on that DATA_DIR.
 * Each is run BENCH_START_RUNS times (5); the median and the fastest run are reported. The first
 * `pnpm start` builds whatever is stale and is not counted.
 *
 *   pnpm --filter @vita/server exec tsx bench/start.ts
 *
 * `benchStart()` returns the figures for a caller that prints them with other benchmarks.
 */
import { randomBytes } from 'node:crypto';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import postgres from 'postgres';

const serverDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = join(serverDir, '..', '..');
const HEALTH_PATH = '/api/v1/utils/health-check/';

export interface StartFigure {
  name: string;
  runs: number;
  medianMs: number;
  fastestMs: number;
}

export function freePort(): Promise<number> {
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

/** The pnpm running this benchmark, if any, so `pnpm start` is timed with the same one. */
function pnpmCommand(): { command: string; args: string[] } {
  const execPath = process.env.npm_execpath;
  if (execPath?.includes('pnpm')) {
    return /\.[cm]?js$/.test(execPath)
      ? { command: process.execPath, args: [execPath] }
      : { command: execPath, args: [] };
  }
  return { command: 'pnpm', args: [] };
}

/**
 * Spawns `command` in its own process group, waits until the health check answers 200, then
 * stops the whole group. Returns the milliseconds from spawn to the first 200.
 */
async function timeToHealthy(
  command: string,
  args: string[],
  options: { cwd: string; dataDir: string; timeoutMs?: number },
): Promise<number> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(command, args, {
    cwd: options.cwd,
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: options.dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
    },
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = `${stderr}${chunk.toString()}`.slice(-4000);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null && child.pid) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // Already gone.
      }
      await exited;
    }
  };
  try {
    const deadline = started + (options.timeoutMs ?? 180_000);
    while (performance.now() < deadline) {
      if (child.exitCode !== null) {
        throw new Error(`${command} exited with ${child.exitCode} before answering:\n${stderr}`);
      }
      try {
        const res = await fetch(`http://127.0.0.1:${port}${HEALTH_PATH}`);
        if (res.status === 200) return performance.now() - started;
      } catch {
        // Not listening yet.
      }
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error(`${command} did not answer ${HEALTH_PATH} in time:\n${stderr}`);
  } finally {
    await stop();
  }
}

function figure(name: string, samples: number[]): StartFigure {
  const sorted = [...samples].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median =
    sorted.length % 2 === 1
      ? (sorted[middle] ?? 0)
      : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
  return {
    name,
    runs: samples.length,
    medianMs: Math.round(median),
    fastestMs: Math.round(sorted[0] ?? 0),
  };
}

export async function benchStart(runs = Number(process.env.BENCH_START_RUNS ?? 5)) {
  const scratch = mkdtempSync(join(tmpdir(), 'vita-bench-start-'));
  const serverMain = join(serverDir, 'dist', 'main.js');
  const { command: pnpm, args: pnpmArgs } = pnpmCommand();
  const startArgs = [...pnpmArgs, 'start'];
  try {
    // Builds whatever is stale, so the runs below measure an unchanged tree.
    await timeToHealthy(pnpm, startArgs, {
      cwd: repoRoot,
      dataDir: join(scratch, 'warm-up'),
      timeoutMs: 600_000,
    });
    const unchanged: number[] = [];
    const fresh: number[] = [];
    const restart: number[] = [];
    for (let run = 0; run < runs; run += 1) {
      unchanged.push(
        await timeToHealthy(pnpm, startArgs, { cwd: repoRoot, dataDir: join(scratch, 'warm-up') }),
      );
      // The server runs from a scratch folder so a developer's .env cannot change it.
      const dataDir = join(scratch, `data-${run}`);
      fresh.push(await timeToHealthy(process.execPath, [serverMain], { cwd: scratch, dataDir }));
      restart.push(await timeToHealthy(process.execPath, [serverMain], { cwd: scratch, dataDir }));
    }
    return [
      figure('pnpm start, nothing changed', unchanged),
      figure('first start, fresh DATA_DIR', fresh),
      figure('restart, existing DATA_DIR', restart),
    ];
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

export function printStartFigures(figures: StartFigure[]): void {
  console.log('\nStart to healthy (spawn → GET /api/v1/utils/health-check/ = 200)');
  console.log('scenario                          median ms  fastest ms  runs');
  for (const { name, medianMs, fastestMs, runs } of figures) {
    console.log(
      `${name.padEnd(34)}${String(medianMs).padStart(9)}${String(fastestMs).padStart(12)}${String(runs).padStart(6)}`,
    );
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  printStartFigures(await benchStart());
}

/** A new empty database on the server of DATABASE_URL; dropped by the answer's `drop`. */
export async function temporaryDatabase(url: string) {
  const name = `vita_bench_${randomBytes(4).toString('hex')}`;
  const admin = postgres(url, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${name}"`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  return {
    url: target.toString(),
    async drop() {
      await admin.unsafe(`drop database if exists "${name}" with (force)`);
      await admin.end({ timeout: 5 });
    },
  };
}
