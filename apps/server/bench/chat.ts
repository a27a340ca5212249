/**
 * Chat benchmark: starts the real server (PGlite in a temporary folder, the built-in assistant)
 * and measures over real sockets on loopback:
 *   1. send → first chunk latency, one conversation, one message at a time (median, p99);
 *   2. BENCH_CHAT_STREAMS (200) sockets at once, one message each: every reply must complete and
 *      be stored (lost replies are counted), with the first-chunk latency under that load.
 *
 * On PGlite always, and on PostgreSQL too when DATABASE_URL is set (a temporary database).
 *
 * Env: BENCH_CHAT_SAMPLES (200), BENCH_CHAT_STREAMS (200), DATABASE_URL.
 */
import { performance } from 'node:perf_hooks';
import { WebSocket } from 'ws';
import { CHAT_FLOOD_MAX_FRAMES } from '@vita/api';
import { benchMember, json, percentile, startBenchServer } from './server-process';
import { temporaryDatabase } from './start';

const SAMPLES = Number(process.env.BENCH_CHAT_SAMPLES ?? 200);
const STREAMS = Number(process.env.BENCH_CHAT_STREAMS ?? 200);
/** Messages per socket in the one-at-a-time run: well inside the flood limit. */
const BATCH = Math.floor(CHAT_FLOOD_MAX_FRAMES / 2);
const QUESTION = 'Which skills should I add for a backend engineer?';

async function user(base: string, n: number) {
  const { token, auth } = await benchMember(base, `chat-bench-${n}@example.com`, `Bench ${n}`);
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

/** Runs both measures against a server on one database; answers the table rows and the losses. */
async function measure(label: string, databaseUrl: string) {
  const server = await startBenchServer('chat', databaseUrl);
  const { base } = server;
  try {
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
    await server.stop();
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
