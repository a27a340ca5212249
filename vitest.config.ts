import { defineConfig } from 'vitest/config';

// One `vitest run` at the root runs every browser-free unit suite; each project keeps its own
// config (environment, plugins, setup). The server runs its own suite (`pnpm test:server`) because
// it needs its own database lifecycle.
export default defineConfig({
  test: {
    projects: [
      'packages/api',
      'packages/ui',
      'apps/web',
      // The repository's own scripts (what `pnpm start` rebuilds, say).
      { test: { name: 'scripts', include: ['scripts/**/*.test.mjs'], environment: 'node' } },
    ],
  },
});
