import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';

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
  // vanilla-extract evaluates `.css.ts` files in an SSR environment made from this config. It
  // must resolve @vita/ui to the same source as the client, or `vars` read from dist/ hash to
  // other variable names. (Its compiler replaces the top-level `ssr` key, so this goes through
  // `environments`.)
  environments: {
    ssr: {
      resolve: {
        conditions: ['@vita/source', ...defaultServerConditions],
        externalConditions: ['@vita/source'],
      },
    },
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
