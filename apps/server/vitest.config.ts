import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['@vita/source'] },
  test: {
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    environment: 'node',
    // Vitest's default for a run is one worker fewer than the cores: one worker on two cores, which
    // sat idle whenever a test waited on a socket, a worker thread or a timer.
    maxWorkers: Number(process.env.VITEST_MAX_WORKERS) || availableParallelism(),
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
