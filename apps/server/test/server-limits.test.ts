import { mkdtempSync, rmSync } from 'node:fs';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadSettings, SettingsError } from '../src/settings';
import { build, type TestApp } from './helper';

const REQUEST_TIMEOUT_MS = 500;
const MAX_CONNECTIONS = 2;
/** Far above the 500 ms request timeout, far below anything a hung socket would take. */
const BOUND_MS = 10_000;

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await build({
    REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS),
    MAX_CONNECTIONS: String(MAX_CONNECTIONS),
  });
  // Real sockets on loopback: inject never goes through Node's HTTP server.
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

const sockets: Socket[] = [];
afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.destroy();
  await connectionsAtMost(0);
});

function open(): Socket {
  const socket = connect(port, '127.0.0.1');
  socket.on('error', () => {});
  sockets.push(socket);
  return socket;
}

/** Everything the server sends until it closes the connection, or a failure after BOUND_MS. */
function untilClosed(socket: Socket): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const timer = setTimeout(
      () => reject(new Error(`connection still open after ${BOUND_MS} ms`)),
      BOUND_MS,
    );
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('close', () => {
      clearTimeout(timer);
      resolve(Buffer.concat(chunks).toString('utf8'));
    });
  });
}

/** The first complete answer on a kept-alive connection (the health check's body is `true`). */
function firstAnswer(socket: Socket): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    const timer = setTimeout(() => reject(new Error(`no answer in ${BOUND_MS} ms`)), BOUND_MS);
    const onData = (chunk: Buffer) => {
      text += chunk.toString('utf8');
      if (text.includes('\r\n\r\n') && text.endsWith('true')) {
        clearTimeout(timer);
        socket.off('data', onData);
        resolve(text);
      }
    };
    socket.on('data', onData);
    socket.on('close', () => {
      clearTimeout(timer);
      reject(new Error(`closed before an answer: ${JSON.stringify(text)}`));
    });
  });
}

const healthCheck = 'GET /api/v1/utils/health-check/ HTTP/1.1\r\nHost: localhost\r\n\r\n';

async function connections(): Promise<number> {
  return new Promise((resolve, reject) =>
    t.app.server.getConnections((error, count) => (error ? reject(error) : resolve(count))),
  );
}

/** Waits, at most BOUND_MS, until the server holds no more than `count` connections. */
async function connectionsAtMost(count: number): Promise<void> {
  for (let waited = 0; waited < BOUND_MS; waited += 20) {
    if ((await connections()) <= count) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`the server still holds more than ${count} connections`);
}

describe('slow or numerous clients', () => {
  it('applies the configured timeouts and connection cap to the HTTP server', () => {
    expect(t.app.server.requestTimeout).toBe(REQUEST_TIMEOUT_MS);
    expect(t.app.server.maxConnections).toBe(MAX_CONNECTIONS);
    expect(t.app.server.timeout).toBe(t.settings.connectionTimeoutMs);
    expect(t.app.server.keepAliveTimeout).toBe(t.settings.keepAliveTimeoutMs);
  });

  it('answers 408 and closes when a request body stops arriving', async () => {
    const socket = open();
    const closed = untilClosed(socket);
    // 100 bytes announced, one sent, then nothing.
    socket.write(
      'POST /api/v1/login/access-token HTTP/1.1\r\nHost: localhost\r\n' +
        'Content-Type: application/x-www-form-urlencoded\r\nContent-Length: 100\r\n\r\nu',
    );
    const answer = await closed;
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('answers 408 when the headers never end', async () => {
    const socket = open();
    const closed = untilClosed(socket);
    socket.write('GET /api/v1/utils/health-check/ HTTP/1.1\r\nHost: localhost\r\n');
    expect(await closed).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('drops connections beyond the cap and takes new ones once a slot is free', async () => {
    const held: Socket[] = [];
    for (let i = 0; i < MAX_CONNECTIONS; i += 1) {
      const socket = open();
      const answer = firstAnswer(socket);
      socket.write(healthCheck);
      expect(await answer).toMatch(/^HTTP\/1\.1 200 /);
      held.push(socket);
    }
    expect(await connections()).toBe(MAX_CONNECTIONS);

    let dropped = 0;
    const onDrop = () => {
      dropped += 1;
    };
    t.app.server.on('drop', onDrop);
    try {
      const refused = open();
      const closed = untilClosed(refused);
      refused.write(healthCheck);
      expect(await closed).toBe('');
      expect(dropped).toBe(1);
    } finally {
      t.app.server.off('drop', onDrop);
    }

    held[0]?.destroy();
    await connectionsAtMost(MAX_CONNECTIONS - 1);
    const next = open();
    const answer = firstAnswer(next);
    next.write(healthCheck);
    expect(await answer).toMatch(/^HTTP\/1\.1 200 /);
  });
});

describe('timeout and connection settings', () => {
  const dirs: string[] = [];
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });
  const env = (extra: Record<string, string>) => {
    const dir = mkdtempSync(join(tmpdir(), 'vita-limits-'));
    dirs.push(dir);
    return { DATA_DIR: dir, SECRET_KEY: 'k'.repeat(40), ...extra };
  };

  it('has the documented defaults', () => {
    expect(loadSettings(env({}))).toMatchObject({
      requestTimeoutMs: 60_000,
      connectionTimeoutMs: 120_000,
      keepAliveTimeoutMs: 72_000,
      maxConnections: 1000,
    });
  });

  it('refuses zero, negative, fractional, non-numeric and out-of-range values', () => {
    let problems: string[] = [];
    try {
      loadSettings(
        env({
          REQUEST_TIMEOUT_MS: '0',
          CONNECTION_TIMEOUT_MS: '-5',
          KEEP_ALIVE_TIMEOUT_MS: '99999999999',
          MAX_CONNECTIONS: 'lots',
        }),
      );
    } catch (error) {
      if (!(error instanceof SettingsError)) throw error;
      problems = error.problems;
    }
    for (const name of [
      'REQUEST_TIMEOUT_MS',
      'CONNECTION_TIMEOUT_MS',
      'KEEP_ALIVE_TIMEOUT_MS',
      'MAX_CONNECTIONS',
    ]) {
      expect(problems.some((p) => p.startsWith(`${name}:`))).toBe(true);
    }
    expect(() => loadSettings(env({ MAX_CONNECTIONS: '2.5' }))).toThrow(SettingsError);
  });
});
