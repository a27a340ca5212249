import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'api',
    // Test files share one module graph and environment per worker instead of importing the
    // library again for each file: every test cleans up after itself (setup file), and no file
    // relies on module state another could leave behind.
    isolate: false,
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});
