import fs from 'node:fs';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig } from 'tsup';

// One entry per component folder (`dist/components/Button.js` + `.css`), so a consumer can load
// the styles of only the components it uses. esbuild writes, for each entry, the CSS of every
// module that entry imports, so a component's file also holds the components it is built from
// (Button's holds Spinner's); the JavaScript is shared through chunks.
const componentEntries = Object.fromEntries(
  fs
    .readdirSync('src', { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && fs.existsSync(`src/${entry.name}/${entry.name}.tsx`))
    .map((entry) => [`components/${entry.name}`, `src/${entry.name}/${entry.name}.tsx`]),
);

export default defineConfig({
  // `reset` and `theme` are their own entries: the page reset (opt-in) and the theme variables
  // land in dist/reset.css and dist/theme.css; dist/index.css holds the theme and every component.
  entry: {
    index: 'src/index.ts',
    reset: 'src/theme/reset.css.ts',
    theme: 'src/theme/themes.css.ts',
    ...componentEntries,
  },
  splitting: true,
  format: ['esm'],
  // Declarations come from `tsc -p tsconfig.build.json` (one .d.ts per source file, in seconds);
  // rollup-bundling them for every component entry took minutes. Each entry gets a one-line declaration file that
  // re-exports its file's declarations.
  dts: false,
  async onSuccess() {
    const entryDeclarations = {
      index: './types/index',
      reset: './types/theme/reset.css',
      theme: './types/theme/themes.css',
    };
    for (const [name, target] of Object.entries(entryDeclarations)) {
      fs.writeFileSync(`dist/${name}.d.ts`, `export * from '${target}';\n`);
    }
    for (const name of Object.keys(componentEntries)) {
      const folder = name.slice('components/'.length);
      fs.writeFileSync(`dist/${name}.d.ts`, `export * from '../types/${folder}/${folder}';\n`);
    }
  },
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
