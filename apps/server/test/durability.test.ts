import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MAX_LIST_LIMIT } from '@vita/api/schemas';
import { afterAll, describe, expect, it } from 'vitest';
import { seedPgliteDir, SUPERUSER_EMAIL, SUPERUSER_PASSWORD, TEST_SECRET } from './helper';

const SERVER_DIR = join(dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = mkdtempSync(join(tmpdir(), 'vita-durability-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** The real server process (from source) on the embedded database in `dataDir`. */
async function startServer(port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_DIR,
    env: {
      PATH: process.env.PATH,
      ENVIRONMENT: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SECRET_KEY: TEST_SECRET,
      FIRST_SUPERUSER: SUPERUSER_EMAIL,
      FIRST_SUPERUSER_PASSWORD: SUPERUSER_PASSWORD,
      PASSWORD_HASH_COST: 'low',
      WRITES_PER_MINUTE: '1000000',
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: join(dataDir, 'no-web-build'),
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited: ${stderr}`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/v1/utils/health-check/`);
      if (res.ok) return child;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`the server did not become healthy: ${stderr}`);
}

async function killHard(child: ChildProcess) {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
}

describe('durability', () => {
  it('keeps every acknowledged write when the process is killed with SIGKILL mid-write', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}/api/v1`;
    await seedPgliteDir(join(dataDir, 'db'));
    let server = await startServer(port);
    try {
      const email = `durable-${Date.now()}@example.com`;
      const password = 'durable-password';
      const signup = await fetch(`${base}/users/signup`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password }),
      });
      expect(signup.status).toBe(200);
      const login = await fetch(`${base}/login/access-token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ username: email, password }).toString(),
      });
      const { access_token } = (await login.json()) as { access_token: string };
      const headers = { authorization: `Bearer ${access_token}` };

      // Eight writers create items as fast as they are answered until the process dies.
      const acknowledged: string[] = [];
      let alive = true;
      const writer = async (n: number) => {
        for (let i = 0; alive; i++) {
          try {
            const res = await fetch(`${base}/items/`, {
              method: 'POST',
              headers: { ...headers, 'content-type': 'application/json' },
              body: JSON.stringify({ title: `writer ${n} item ${i}` }),
            });
            if (res.status === 200) acknowledged.push(((await res.json()) as { id: string }).id);
          } catch {
            return; // The connection died with the process: this write was never acknowledged.
          }
        }
      };
      const writers = Array.from({ length: 8 }, (_, n) => writer(n));
      while (acknowledged.length < 150) await new Promise((resolve) => setTimeout(resolve, 20));
      await killHard(server);
      alive = false;
      await Promise.all(writers);
      expect(acknowledged.length).toBeGreaterThanOrEqual(150);

      server = await startServer(port);
      const kept = new Set<string>();
      for (let skip = 0; ; skip += MAX_LIST_LIMIT) {
        const page = await fetch(`${base}/items/?skip=${skip}&limit=${MAX_LIST_LIMIT}`, {
          headers,
        });
        expect(page.status).toBe(200);
        const { data } = (await page.json()) as { data: { id: string }[] };
        for (const item of data) kept.add(item.id);
        if (data.length < MAX_LIST_LIMIT) break;
      }
      expect(acknowledged.filter((id) => !kept.has(id))).toEqual([]);
    } finally {
      await killHard(server);
    }
  }, 120_000);
});
