import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defaultClientConditions } from 'vite';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  resolve: {
    conditions: ['@vita/source', ...defaultClientConditions],
  },
  test: {
    name: 'web',
    // Test files share one module graph per worker instead of importing the app again for each
    // file (the setup file resets MSW, the mock database, storage, cookies and toasts after each
    // test; every render builds its own router and query client).
    isolate: false,
    environment: 'jsdom',
    setupFiles: ['./src/testing/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    // Screens wait on MSW answers and user-event typing; jsdom is slower than a browser.
    testTimeout: 15_000,
  },
});
