import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const readJson = (path) => JSON.parse(readFileSync(join(root, path), 'utf8'));
const runtime = readJson('apps/server/runtime.json');

/** The command line that starts `entry` the way apps/server/runtime.json says. */
const startCommand = (entry) =>
  [
    ...Object.entries(runtime.env).map(([name, value]) => `${name}=${value}`),
    'node',
    ...runtime.nodeOptions,
    entry,
  ].join(' ');

// A package.json script cannot read runtime.json; the other ways of starting the server do.
describe('the start scripts run the server as apps/server/runtime.json says', () => {
  it('pnpm start at the root', () => {
    expect(readJson('package.json').scripts.start).toBe(startCommand('scripts/start.mjs'));
  });

  it("the server package's start", () => {
    expect(readJson('apps/server/package.json').scripts.start).toBe(startCommand('dist/main.js'));
  });
});
