import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

const API_TARGET = process.env.VITA_API_URL ?? 'http://localhost:8000';

export default defineConfig({
  plugins: [
    // Must run before the React plugin so route files are code-split before JSX is compiled.
    tanstackRouter({ target: 'react', autoCodeSplitting: true }),
    react(),
    vanillaExtractPlugin(),
  ],
  resolve: {
    // Workspace packages resolve to their TypeScript sources: no prior build of @vita/ui needed,
    // and Vite's own defaults stay in place after it.
    conditions: ['@vita/source', ...defaultClientConditions],
  },
  server: {
    proxy: {
      // `ws: true` also forwards the chat websocket upgrade on the same path.
      '/api': { target: API_TARGET, changeOrigin: true, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
  },
});
