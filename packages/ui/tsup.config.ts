import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig } from 'tsup';

export default defineConfig({
  // `reset` is its own entry so the page reset lands in dist/reset.css, outside the components' CSS.
  entry: { index: 'src/index.ts', reset: 'src/theme/reset.css.ts' },
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2022',
  // Consumers bring their own React and RAC; bundling them would duplicate contexts.
  external: [
    'react',
    'react-dom',
    'react/jsx-runtime',
    'react-aria-components',
    'lucide-react',
    'clsx',
    /^@vanilla-extract\//,
  ],
  // Class names are hashed and short in the published CSS; debug ids only help in dev.
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
});
