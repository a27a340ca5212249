import { existsSync } from 'node:fs';
import { buildApp } from './app';
import { restrictUmask } from './infra/data-dir';
import { loadSettings, SettingsError, type Settings } from './settings';

const startedAt = performance.now();
// Before anything touches DATA_DIR: what the server or PGlite creates there is private even
// where a mode is not set explicitly.
restrictUmask();

if (existsSync('.env')) process.loadEnvFile('.env');

let settings: Settings;
try {
  settings = loadSettings();
} catch (error) {
  if (error instanceof SettingsError) {
    process.stderr.write(`Vita cannot start.\n${error.message}\n`);
    process.exit(1);
  }
  throw error;
}

const app = await buildApp(settings);
if (!process.env.SECRET_KEY?.trim()) {
  app.log.warn(
    { dataDir: settings.dataDir },
    'SECRET_KEY not set: using the development key kept in DATA_DIR',
  );
}

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // In-flight requests finish; a stuck one must not keep the process alive forever.
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  });
}

try {
  await app.listen({ port: settings.port, host: settings.host });
} catch (error) {
  app.log.error({ err: error }, 'could not start');
  process.exit(1);
}
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : settings.port;
app.log.info(
  { startupMs: Math.round(performance.now() - startedAt) },
  `Vita is running at http://localhost:${port} (API docs: http://localhost:${port}/docs)`,
);
