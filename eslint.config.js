// One ESLint config for the whole repo, so every package follows the same habits and one
// `pnpm lint` covers them all. The import rules between packages, apps, web features and server
// domains, and the ban on import cycles, live in .dependency-cruiser.mjs (a separate step of
// `pnpm lint`): they need the resolved import graph, which ESLint sees one file at a time.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/storybook-static*/**',
      '**/coverage/**',
      'apps/web/src/routeTree.gen.ts',
      '.storybook/public/**',
      '.storybook/__image_snapshots__/**',
      'apps/server/drizzle/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      '**/__diff_output__/**',
      // Written for a moment by tsup and Vite while they load their configs; the static checks run
      // beside the build, and a file gone between listing and reading failed the lint.
      '**/*.config.bundled_*.mjs',
      '**/*.config.*.timestamp-*.mjs',
    ],
  },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { prefer: 'type-imports', fixStyle: 'inline-type-imports' },
      ],
    },
  },
  // Browser code: the component library, the web app and Storybook's preview.
  {
    files: ['packages/ui/**/*.{ts,tsx}', 'apps/web/**/*.{ts,tsx}', '.storybook/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.flat.recommended.rules },
  },
  // Node code: the server, scripts, tests, configs.
  {
    files: [
      'apps/server/**/*.ts',
      'scripts/**/*.{js,mjs,cjs,ts}',
      'apps/*/scripts/**/*.{js,mjs}',
      'tests/**/*.ts',
      '**/*.config.{js,mjs,cjs,ts}',
      '.storybook/main.ts',
      '.storybook/test-runner.ts',
      '.ci/**/*.{js,mjs}',
      'packages/*/bench/**/*.mjs',
    ],
    languageOptions: { globals: { ...globals.node } },
  },
  // Plain scripts the web app serves as they are (e.g. the theme script that runs before the
  // bundle): classic browser scripts, no modules.
  {
    files: ['apps/web/public/**/*.js'],
    languageOptions: { sourceType: 'script', globals: { ...globals.browser } },
    rules: { '@typescript-eslint/no-unused-vars': ['error', { caughtErrors: 'none' }] },
  },
  // The API contract is used by both sides: it may rely on fetch/URL, which Node 20 has too.
  {
    files: ['packages/api/**/*.ts'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  // Storybook's recommended rules for stories and .storybook/main.
  ...storybook.configs['flat/recommended'].map((config) => {
    if (!config.rules) return config;
    // It turns off an import-x rule; we don't load import-x, and ESLint rejects unknown plugins.
    const rules = Object.fromEntries(
      Object.entries(config.rules).filter(([name]) => !name.startsWith('import-x/')),
    );
    return { ...config, rules };
  }),
  // CommonJS files, if any.
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
