import { execFileSync } from 'node:child_process';
import { cpSync } from 'node:fs';
import { defineConfig } from 'tsup';

export default defineConfig({
  // The CV reader (a child process), the posting reader, the CV renderer and the JSON Resume
  // reader each run apart from the server's thread, so each is a script of its own.
  entry: {
    main: 'src/main.ts',
    'resume-worker': 'src/infra/documents/resume/worker.ts',
    'posting-worker': 'src/infra/analysis/posting-worker.ts',
    'export-worker': 'src/infra/export/export-worker.ts',
    'json-resume-worker': 'src/domains/profile/json-resume-worker.ts',
  },
  format: ['esm'],
  target: 'node20',
  platform: 'node',
  outDir: 'dist',
  // The database seed is rebuilt only when PGlite or the migrations change (its own check).
  clean: ['!db-seed/**'],
  sourcemap: true,
  splitting: false,
  // Workspace packages ship TypeScript source, so they are compiled into the bundle; npm
  // dependencies stay external and are loaded from node_modules.
  noExternal: [/^@vita\//],
  esbuildOptions(options) {
    options.conditions = ['@vita/source'];
  },
  // A first start copies this migrated database instead of creating one (seconds of initdb).
  async onSuccess() {
    // The CV templates are read by the export worker at run time, from beside its script.
    cpSync('src/infra/export/templates', 'dist/templates', { recursive: true });
    execFileSync(process.execPath, ['--import', 'tsx', 'scripts/make-db-seed.ts'], {
      stdio: 'inherit',
    });
  },
});
