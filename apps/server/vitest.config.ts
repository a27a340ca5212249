import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['@vita/source'] },
  test: {
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
