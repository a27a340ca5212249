import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadSettings, SECRET_KEY_FILE, SettingsError } from '../src/settings';

const dirs: string[] = [];
function tempDir() {
  const dir = mkdtempSync(join(tmpdir(), 'vita-settings-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function problemsOf(env: NodeJS.ProcessEnv): string[] {
  try {
    loadSettings(env);
  } catch (error) {
    if (error instanceof SettingsError) return error.problems;
    throw error;
  }
  throw new Error('expected the settings to be refused');
}

const STRONG = 'x9'.repeat(20);

describe('settings', () => {
  it('has the documented defaults', () => {
    const dataDir = tempDir();
    const s = loadSettings({ DATA_DIR: dataDir });
    expect(s).toMatchObject({
      environment: 'development',
      port: 8000,
      host: '0.0.0.0',
      dataDir,
      pgliteDir: join(dataDir, 'db'),
      databaseUrl: undefined,
      fileStore: 'local',
      firstSuperuser: 'admin@example.com',
      firstSuperuserPassword: undefined,
      frontendHost: 'http://localhost:8000',
      smtpUrl: undefined,
      passwordHashCost: 'standard',
    });
    expect(s.webDistDir.endsWith(join('apps', 'web', 'dist'))).toBe(true);
  });

  it("bounds a model's reply three ways, each set on its own", () => {
    const defaults = loadSettings({ DATA_DIR: tempDir() }).assistant;
    expect(defaults).toMatchObject({
      kind: 'offline',
      firstChunkTimeoutMs: 30_000,
      idleTimeoutMs: 30_000,
      totalTimeoutMs: 120_000,
    });
    const set = loadSettings({
      DATA_DIR: tempDir(),
      ASSISTANT_FIRST_CHUNK_TIMEOUT_MS: '45000',
      ASSISTANT_IDLE_TIMEOUT_MS: '5000',
      ASSISTANT_TOTAL_TIMEOUT_MS: '60000',
    }).assistant;
    expect(set).toMatchObject({
      firstChunkTimeoutMs: 45_000,
      idleTimeoutMs: 5000,
      totalTimeoutMs: 60_000,
    });
  });

  it("sets the CV renderer's memory within what a render thread needs and can hold", () => {
    expect(loadSettings({ DATA_DIR: tempDir() }).cvRenderMemoryMb).toBe(512);
    expect(loadSettings({ DATA_DIR: tempDir(), CV_RENDER_MEMORY_MB: '300' }).cvRenderMemoryMb).toBe(
      300,
    );
    for (const value of ['255', '2049', '300.5', 'lots']) {
      expect(problemsOf({ DATA_DIR: tempDir(), CV_RENDER_MEMORY_MB: value })).toEqual([
        'CV_RENDER_MEMORY_MB: must be a whole number of MB from 256 to 2048',
      ]);
    }
  });

  it('generates a development SECRET_KEY once and keeps it in DATA_DIR', () => {
    const dataDir = tempDir();
    const first = loadSettings({ DATA_DIR: dataDir });
    expect(first.secretKey.length).toBeGreaterThanOrEqual(32);
    const file = join(dataDir, SECRET_KEY_FILE);
    expect(readFileSync(file, 'utf8').trim()).toBe(first.secretKey);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const second = loadSettings({ DATA_DIR: dataDir });
    expect(second.secretKey).toBe(first.secretKey);
    expect(loadSettings({ DATA_DIR: tempDir() }).secretKey).not.toBe(first.secretKey);
  });

  it('uses SECRET_KEY from the environment when given', () => {
    const dataDir = tempDir();
    expect(loadSettings({ DATA_DIR: dataDir, SECRET_KEY: STRONG }).secretKey).toBe(STRONG);
  });

  it('refuses to start production with a missing or weak SECRET_KEY', () => {
    const base = {
      ENVIRONMENT: 'production',
      DATA_DIR: tempDir(),
      FIRST_SUPERUSER_PASSWORD: 'a-strong-password',
    };
    expect(problemsOf(base)).toEqual([
      expect.stringMatching(/^SECRET_KEY: required in production/),
    ]);
    expect(problemsOf({ ...base, SECRET_KEY: 'changethis' })).toEqual([
      expect.stringMatching(/^SECRET_KEY: too weak/),
    ]);
    expect(problemsOf({ ...base, SECRET_KEY: 'short-secret' })).toEqual([
      expect.stringMatching(/^SECRET_KEY: too weak/),
    ]);
    expect(loadSettings({ ...base, SECRET_KEY: STRONG }).environment).toBe('production');
  });

  it('refuses to start production without a strong superuser password or with cheap hashing', () => {
    const base = { ENVIRONMENT: 'production', DATA_DIR: tempDir(), SECRET_KEY: STRONG };
    expect(problemsOf(base)).toEqual(['FIRST_SUPERUSER_PASSWORD: required in production']);
    expect(problemsOf({ ...base, FIRST_SUPERUSER_PASSWORD: 'changethis' })).toEqual([
      expect.stringMatching(/^FIRST_SUPERUSER_PASSWORD: too weak/),
    ]);
    expect(
      problemsOf({
        ...base,
        FIRST_SUPERUSER_PASSWORD: 'a-strong-password',
        PASSWORD_HASH_COST: 'low',
      }),
    ).toEqual([expect.stringMatching(/^PASSWORD_HASH_COST/)]);
  });

  it('lists every invalid value at once', () => {
    const problems = problemsOf({
      PORT: 'eighty',
      ENVIRONMENT: 'staging',
      FRONTEND_HOST: 'not a url',
      DATABASE_URL: 'mysql://x',
      FIRST_SUPERUSER: 'nobody',
      DATA_DIR: tempDir(),
    });
    expect(problems.map((p) => p.split(':')[0]).sort()).toEqual([
      'DATABASE_URL',
      'ENVIRONMENT',
      'FIRST_SUPERUSER',
      'FRONTEND_HOST',
      'PORT',
    ]);
    const error = (() => {
      try {
        loadSettings({ PORT: 'eighty', DATA_DIR: tempDir() });
      } catch (e) {
        return e as Error;
      }
      return null;
    })();
    expect(error?.message).toMatch(/^Invalid settings:\n {2}- PORT: /);
  });

  it('keeps files on local disk or in the database, as FILE_STORE says', () => {
    expect(loadSettings({ DATA_DIR: tempDir(), FILE_STORE: 'database' }).fileStore).toBe(
      'database',
    );
    expect(loadSettings({ DATA_DIR: tempDir(), FILE_STORE: '' }).fileStore).toBe('local');
    expect(problemsOf({ DATA_DIR: tempDir(), FILE_STORE: 's3' })).toEqual([
      expect.stringMatching(/^FILE_STORE: /),
    ]);
  });

  it('treats empty values as unset', () => {
    const s = loadSettings({ DATA_DIR: tempDir(), PORT: '', SMTP_URL: '', DATABASE_URL: '' });
    expect(s.port).toBe(8000);
    expect(s.smtpUrl).toBeUndefined();
    expect(s.databaseUrl).toBeUndefined();
  });
});
