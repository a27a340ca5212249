import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One `vitest run` at the root runs every browser-free unit suite; each project keeps its own
// config (environment, plugins, setup). The server runs its own suite (`pnpm test:server`) because
// it needs its own database lifecycle.
export default defineConfig({
  test: {
    // Vitest's default for a run is one worker fewer than the cores: one worker on two cores.
    // These suites are CPU-bound, so one worker per core (VITEST_MAX_WORKERS overrides it).
    maxWorkers: Number(process.env.VITEST_MAX_WORKERS) || availableParallelism(),
    projects: [
      'packages/api',
      'packages/ui',
      'apps/web',
      // The repository's own scripts (what `pnpm start` rebuilds, say).
      { test: { name: 'scripts', include: ['scripts/**/*.test.mjs'], environment: 'node' } },
    ],
  },
});
