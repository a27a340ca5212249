import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { migrationsFolder, openPglite } from '../src/infra/db';

/**
 * Starting PGlite from nothing runs initdb in WebAssembly (about 8 s). The suite does that once,
 * migrates, and saves a snapshot that every test file loads in well under a second. The snapshot
 * is keyed by the migrations and the PGlite version, so a schema change makes a new one.
 */
export default async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) return;
  const folder = migrationsFolder();
  const hash = createHash('sha256');
  hash.update(
    readFileSync(new URL('../node_modules/@electric-sql/pglite/package.json', import.meta.url)),
  );
  for (const file of readdirSync(folder).sort()) {
    if (file.endsWith('.sql')) hash.update(readFileSync(join(folder, file)));
  }
  const snapshot = join(tmpdir(), `vita-pglite-${hash.digest('hex').slice(0, 16)}.tar`);
  if (!existsSync(snapshot)) {
    const client = new PGlite('memory://');
    const handle = await openPglite(client);
    const dump = await client.dumpDataDir('none');
    const partial = `${snapshot}.${process.pid}.tmp`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, snapshot);
    await handle.close();
  }
  project.provide('pgliteSnapshot', snapshot);
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshot: string;
  }
}
