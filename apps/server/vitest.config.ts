import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['@vita/source'] },
  test: {
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    environment: 'node',
    // Test files share one module graph per worker instead of importing the app, Fastify and
    // PGlite again for each file (that was about two fifths of the lane's CPU). Nothing a file
    // needs lives in module state: each file builds its own app on its own database, with its
    // own workers and timers, and closes them in afterAll; spies and fake timers are restored
    // in the file that sets them.
    isolate: false,
    // Vitest's default for a run is one worker fewer than the cores: one worker on two cores, which
    // sat idle whenever a test waited on a socket, a worker thread or a timer.
    maxWorkers: Number(process.env.VITEST_MAX_WORKERS) || availableParallelism(),
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
