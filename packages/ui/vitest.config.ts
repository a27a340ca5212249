import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  resolve: {
    // Resolve workspace packages to their sources, like Vite and Storybook do in the repo.
    conditions: ['@vita/source', 'module', 'browser', 'development|production'],
  },
  test: {
    name: 'ui',
    // Test files share one module graph and environment per worker instead of importing the
    // library again for each file: every test cleans up after itself (setup file), and no file
    // relies on module state another could leave behind.
    isolate: false,
    environment: 'jsdom',
    setupFiles: ['./vitest.setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: true,
  },
});
