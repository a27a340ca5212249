import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { main: 'src/main.ts' },
  format: ['esm'],
  target: 'node20',
  platform: 'node',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  splitting: false,
  // Workspace packages ship TypeScript source, so they are compiled into the bundle; npm
  // dependencies stay external and are loaded from node_modules.
  noExternal: [/^@vita\//],
  esbuildOptions(options) {
    options.conditions = ['@vita/source'];
  },
});
