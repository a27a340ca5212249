/**
 * Chat benchmark: starts the real server (PGlite in a temporary folder, the built-in assistant)
 * and measures over real sockets on loopback:
 *   1. send → first chunk latency, one conversation, one message at a time (median, p99);
 *   2. BENCH_CHAT_STREAMS (200) sockets at once, one message each: every reply must complete and
 *      be stored (lost replies are counted), with the first-chunk latency under that load.
 * Builds nothing: dist/main.js when present, the TypeScript source through tsx otherwise.
 *
 * On PGlite always, and on PostgreSQL too when DATABASE_URL is set (a temporary database).
 *
 * Env: BENCH_CHAT_SAMPLES (200), BENCH_CHAT_STREAMS (200), DATABASE_URL.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { WebSocket } from 'ws';
import { CHAT_FLOOD_MAX_FRAMES } from '@vita/api';
import { freePort, temporaryDatabase } from './start';

const SAMPLES = Number(process.env.BENCH_CHAT_SAMPLES ?? 200);
const STREAMS = Number(process.env.BENCH_CHAT_STREAMS ?? 200);
const serverDir = join(dirname(fileURLToPath(import.meta.url)), '..');
/** Messages per socket in the one-at-a-time run: well inside the flood limit. */
const BATCH = Math.floor(CHAT_FLOOD_MAX_FRAMES / 2);
const QUESTION = 'Which skills should I add for a backend engineer?';

function startServer(env: Record<string, string>): ChildProcess {
  const dist = join(serverDir, 'dist', 'main.js');
  const args = existsSync(dist) ? [dist] : ['--import', 'tsx', join(serverDir, 'src', 'main.ts')];
  return spawn(process.execPath, args, {
    cwd: serverDir,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function waitHealthy(base: string, child: ChildProcess) {
  const deadline = Date.now() + 60_000;
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

async function json<T>(res: Response): Promise<T> {
  if (!res.ok) throw new Error(`${res.url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

async function user(base: string, n: number) {
  const email = `chat-bench-${n}@example.com`;
  const password = 'chat-bench-password';
  await json(
    await fetch(`${base}/api/v1/users/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, full_name: `Bench ${n}` }),
    }),
  );
  const { access_token: token } = await json<{ access_token: string }>(
    await fetch(`${base}/api/v1/login/access-token`, {
      method: 'POST',
      body: new URLSearchParams({ username: email, password }),
    }),
  );
  const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  await fetch(`${base}/api/v1/onboarding/profile`, {
    method: 'POST',
    headers: auth,
    body: JSON.stringify({ professional_title: 'Backend Engineer', location: 'Lisbon' }),
  });
  await fetch(`${base}/api/v1/onboarding/skills`, {
    method: 'POST',
    headers: auth,
    body: JSON.stringify([{ name: 'Go', proficiency_level: 'expert' }, { name: 'SQL' }]),
  });
  return { token, auth };
}

async function conversation(base: string, auth: Record<string, string>) {
  return json<{ id: string }>(
    await fetch(`${base}/api/v1/chat/conversations`, { method: 'POST', headers: auth, body: '{}' }),
  );
}

function open(base: string, id: string, token: string): Promise<WebSocket> {
  const url = `${base.replace('http', 'ws')}/api/v1/chat/conversations/${id}/stream?token=${token}`;
  const socket = new WebSocket(url);
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve(socket));
    socket.once('error', reject);
  });
}

/** Sends one message; answers the first-chunk latency and whether the reply completed. */
function ask(socket: WebSocket): Promise<{ firstChunkMs: number; completed: boolean }> {
  return new Promise((resolve) => {
    const started = performance.now();
    let firstChunkMs = Number.NaN;
    const done = (completed: boolean) => {
      socket.off('message', onMessage);
      socket.off('close', onClose);
      resolve({ firstChunkMs, completed });
    };
    const onMessage = (data: Buffer) => {
      const event = JSON.parse(String(data)) as { type: string };
      if (event.type === 'stream_chunk' && Number.isNaN(firstChunkMs)) {
        firstChunkMs = performance.now() - started;
      } else if (event.type === 'stream_complete' || event.type === 'error') {
        done(event.type === 'stream_complete');
      }
    };
    // A closed socket is a lost reply, not a hang.
    const onClose = () => done(false);
    socket.on('message', onMessage);
    socket.on('close', onClose);
    socket.send(JSON.stringify({ message: QUESTION }));
  });
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
};

/** Runs both measures against a server on one database; answers the table rows and the losses. */
async function measure(label: string, databaseUrl: string) {
  const dataDir = mkdtempSync(join(tmpdir(), 'vita-chat-bench-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = startServer({
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SECRET_KEY: 'bench-secret-key-bench-secret-key-bench-secret',
    FIRST_SUPERUSER_PASSWORD: 'bench-admin-password',
    LOG_LEVEL: 'warn',
    DATABASE_URL: databaseUrl,
    ASSISTANT_PROVIDER: 'offline',
    WEB_DIST_DIR: join(dataDir, 'no-web'),
    // Hundreds of users sign up at once from one address: the bench measures, it does not limit.
    WRITES_PER_MINUTE: '1000000',
    TAKEN_EMAIL_ANSWERS_PER_HOUR: '1000000',
    LOGIN_MAX_FAILURES_PER_CLIENT: '1000000',
    HASHING_QUEUE_LIMIT: '100000',
    PASSWORD_HASH_COST: 'low',
  });
  try {
    await waitHealthy(base, server);
    // 1. One at a time. A socket sends at most a flood window's worth of frames, so the samples
    // are spread over fresh sockets (opening one is not part of the measure).
    const one = await user(base, 0);
    const latencies: number[] = [];
    let failed = 0;
    while (latencies.length + failed < SAMPLES) {
      const socket = await open(base, (await conversation(base, one.auth)).id, one.token);
      const batch = Math.min(BATCH, SAMPLES - latencies.length - failed);
      for (let i = 0; i < batch; i++) {
        const outcome = await ask(socket);
        if (outcome.completed) latencies.push(outcome.firstChunkMs);
        else failed++;
      }
      socket.close();
    }

    // 2. Many at once: a user and a conversation per stream, all sent together.
    const users = await Promise.all(Array.from({ length: STREAMS }, (_, i) => user(base, i + 1)));
    const sockets = await Promise.all(
      users.map(async (u) => open(base, (await conversation(base, u.auth)).id, u.token)),
    );
    const started = performance.now();
    const outcomes = await Promise.all(sockets.map((s) => ask(s)));
    const wallMs = performance.now() - started;
    for (const s of sockets) s.close();
    const stored = await Promise.all(
      users.map(async (u) => {
        const list = await json<{ data: { id: string }[] }>(
          await fetch(`${base}/api/v1/chat/conversations`, { headers: u.auth }),
        );
        const messages = await json<{ count: number }>(
          await fetch(`${base}/api/v1/chat/conversations/${list.data[0]!.id}/messages`, {
            headers: u.auth,
          }),
        );
        return messages.count === 2;
      }),
    );
    const lost =
      failed + outcomes.filter((o) => !o.completed).length + stored.filter((ok) => !ok).length;
    const loaded = outcomes.map((o) => o.firstChunkMs);
    const ms = (values: number[], p: number) => percentile(values, p).toFixed(1);
    return {
      rows: [
        `| ${label} | one at a time (${SAMPLES} messages) | ${ms(latencies, 50)} | ${ms(latencies, 99)} | | ${failed} |`,
        `| ${label} | ${STREAMS} streams at once | ${ms(loaded, 50)} | ${ms(loaded, 99)} | ${wallMs.toFixed(0)} | ${lost - failed} |`,
      ],
      lost,
    };
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  const runs = [await measure('PGlite', '')];
  const postgresUrl = process.env.DATABASE_URL;
  if (postgresUrl) {
    const database = await temporaryDatabase(postgresUrl);
    try {
      runs.push(await measure('PostgreSQL', database.url));
    } finally {
      await database.drop();
    }
  }
  console.log('\nChat over the socket, built-in assistant, loopback: send → first chunk');
  console.log('| database | load | median ms | p99 ms | all replies done ms | lost replies |');
  console.log('| --- | --- | --- | --- | --- | --- |');
  for (const run of runs) for (const line of run.rows) console.log(line);
  if (!postgresUrl) console.log('\n(PostgreSQL skipped: set DATABASE_URL to include it.)');
  if (runs.some((run) => run.lost > 0)) process.exitCode = 1;
}

await main();
