import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { UsersPublic } from '@vita/api/schemas';
import { buildApp } from '../src/app';
import type { DatabaseHandle } from '../src/infra/db';
import { loadSettings } from '../src/settings';
import { API, freshDatabase, login, testEnv } from './helper';

let database: DatabaseHandle;
let dataDir: string;
beforeAll(async () => {
  database = await freshDatabase();
  dataDir = mkdtempSync(join(tmpdir(), 'vita-boot-'));
});
afterAll(async () => {
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function start(env: Record<string, string>) {
  const settings = loadSettings(testEnv(dataDir, { LOG_LEVEL: 'silent', ...env }));
  const app = await buildApp(settings, { database });
  await app.ready();
  return app;
}

describe('first superuser', () => {
  it('is created once from the settings and left alone afterwards', async () => {
    const env = {
      FIRST_SUPERUSER: 'Boss@Example.com',
      FIRST_SUPERUSER_PASSWORD: 'first-password-1',
    };
    const first = await start(env);
    const token = await login(first, 'boss@example.com', 'first-password-1');
    const me = await first.inject({
      method: 'GET',
      url: `${API}/users/me`,
      headers: { authorization: token },
    });
    expect(me.json()).toMatchObject({
      email: 'Boss@Example.com',
      is_superuser: true,
      is_active: true,
    });
    await first.close();

    // A second start with another password keeps the account and its password.
    const second = await start({ ...env, FIRST_SUPERUSER_PASSWORD: 'other-password-2' });
    expect(await login(second, 'boss@example.com', 'first-password-1')).toBeTruthy();
    const list = await second.inject({
      method: 'GET',
      url: `${API}/users/`,
      headers: { authorization: token },
    });
    const emails = list.json<UsersPublic>().data.map((u) => u.email.toLowerCase());
    expect(emails.filter((e) => e === 'boss@example.com')).toHaveLength(1);
    await second.close();
  });

  it('gets a generated password, printed once, when none is set in development', async () => {
    const writes: string[] = [];
    const spy = vi
      .spyOn(process.stdout, 'write')
      .mockImplementation((chunk: string | Uint8Array) => {
        writes.push(String(chunk));
        return true;
      });
    try {
      const env = { FIRST_SUPERUSER: 'generated@example.com', FIRST_SUPERUSER_PASSWORD: '' };
      const app = await start(env);
      const printed = writes.join('');
      const password = /Generated password \(shown once\): (\S+)/.exec(printed)?.[1];
      expect(password).toBeTruthy();
      expect(await login(app, 'generated@example.com', password ?? '')).toBeTruthy();
      await app.close();

      writes.length = 0;
      const again = await start(env);
      expect(writes.join('')).not.toContain('Generated password');
      await again.close();
    } finally {
      spy.mockRestore();
    }
  });
});
