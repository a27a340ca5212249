import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

const API_TARGET = process.env.VITA_API_URL ?? 'http://localhost:8000';

export default defineConfig({
  plugins: [
    // Must run before the React plugin so route files are code-split before JSX is compiled.
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      codeSplittingOptions: {
        // A route's pending screen (a skeleton) loads with its component, not in the entry chunk
        // every first visit downloads: it shows while the route's data loads, after its code.
        defaultBehavior: [
          ['component', 'pendingComponent'],
          ['errorComponent'],
          ['notFoundComponent'],
        ],
      },
    }),
    react(),
    vanillaExtractPlugin(),
    // A .br and a .gz beside every text file of the build (at the strongest levels: this runs
    // once per build, not per request); the server sends the one the browser accepts. Source
    // maps and the manifest are not for browsers.
    compression({ algorithms: ['brotliCompress', 'gzip'], exclude: [/\.map$/, /\.vite\//] }),
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
    // No preload helper around each dynamic import (and no polyfill): it sat in every first
    // visit's entry chunk. A lazy screen's chunks then load one after another instead of at once;
    // the signed-in screens' routes preload on intent anyway.
    modulePreload: false,
    sourcemap: true,
    // dist/.vite/manifest.json: which chunks each route loads, read by the bundle budget check
    // (scripts/check-bundle-budget.mjs) and the bench. The server does not serve dot folders.
    manifest: true,
    // The entry chunk holds everything a first visit needs (about 510 kB before compression);
    // scripts/check-bundle-budget.mjs watches what a visit downloads, gzipped, instead.
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the entry imports statically loads on every first visit anyway: one chunk
          // instead of a dozen shared ones compresses better and saves requests. What only some
          // routes use (the signed-in shell, tables, dialogs, forms) keeps the automatic
          // per-route splitting.
          groups: [{ name: 'app', tags: ['$initial'] }],
        },
      },
    },
  },
});
