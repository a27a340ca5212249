/**
 * Makes dist/db-seed, the migrated PGlite cluster a first start copies instead of running initdb
 * (see src/infra/db/seed.ts). Run by the build after the bundle; a seed that already matches the
 * installed PGlite and the committed migrations is kept, so a rebuild costs nothing here.
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSeed, SEED_DIR_NAME } from '../src/infra/db/seed';

const serverDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const started = performance.now();
const outcome = await buildSeed(join(serverDir, 'dist', SEED_DIR_NAME), join(serverDir, 'drizzle'));
const ms = Math.round(performance.now() - started);
console.log(
  `database seed ${outcome === 'kept' ? 'up to date' : `made in ${ms} ms`}: dist/${SEED_DIR_NAME}`,
);
