// One ESLint config for the whole repo (STYLE.md habit 10).
// The layer rules below enforce DESIGN.md's one-way imports:
//   ui -> nothing of ours, api -> nothing of ours, web -> ui + api, server -> api (never ui),
//   and apps/web/src/features/<a> never imports apps/web/src/features/<b>.
// Import cycles are checked separately by scripts/check-cycles.mjs (part of `pnpm lint`),
// because import-x/no-cycle would need a resolver plugin and is slow on every file.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';

const root = path.dirname(fileURLToPath(import.meta.url));

/** Which layer a repo-relative path (posix) belongs to, or null when it is outside every layer. */
function layerOf(rel) {
  if (rel.startsWith('packages/ui/')) return { name: 'ui' };
  if (rel.startsWith('packages/api/')) return { name: 'api' };
  if (rel.startsWith('apps/server/')) return { name: 'server' };
  const feature = /^apps\/web\/src\/features\/([^/]+)(?:\/|$)/.exec(rel);
  if (feature) return { name: 'web', feature: feature[1] };
  if (rel.startsWith('apps/web/')) return { name: 'web' };
  return null;
}

/** What each layer may import from our own code (by package name or by path). */
const allowed = {
  ui: new Set(['ui']),
  api: new Set(['api']),
  server: new Set(['server', 'api']),
  web: new Set(['web', 'ui', 'api']),
};

const packageLayer = {
  '@vita/ui': 'ui',
  '@vita/api': 'api',
  '@vita/web': 'web',
  '@vita/server': 'server',
};

/** Path aliases the web app may use for its own sources (Vite `resolve.alias` / tsconfig paths). */
const webAliases = ['@/', '~/'];

const layersRule = {
  meta: {
    type: 'problem',
    docs: {
      description:
        'Enforce the one-way layers of DESIGN.md between packages, apps and web features',
    },
    schema: [],
    messages: {
      layer:
        "'{{from}}' may not import from '{{to}}' ({{source}}): imports flow one way (DESIGN.md).",
      feature:
        "Feature '{{from}}' may not import feature '{{to}}' ({{source}}): move shared code out of features/.",
    },
  },
  create(context) {
    const filename = context.filename;
    const fromRel = path.relative(root, filename).split(path.sep).join('/');
    const from = layerOf(fromRel);
    if (!from) return {};

    function targetOf(source) {
      const bare = /^(@vita\/[^/]+)/.exec(source);
      if (bare) {
        const name = packageLayer[bare[1]];
        return name ? { name } : null;
      }
      let abs = null;
      if (source.startsWith('.')) abs = path.resolve(path.dirname(filename), source);
      else if (from.name === 'web') {
        const alias = webAliases.find((a) => source.startsWith(a));
        if (alias) abs = path.join(root, 'apps/web/src', source.slice(alias.length));
      }
      if (!abs) return null;
      const rel = path.relative(root, abs).split(path.sep).join('/');
      if (rel.startsWith('..')) return { name: 'outside-repo' };
      return layerOf(rel) ?? { name: rel.split('/')[0] };
    }

    function check(node, source) {
      if (typeof source !== 'string') return;
      const to = targetOf(source);
      if (!to) return;
      if (!allowed[from.name].has(to.name)) {
        context.report({
          node,
          messageId: 'layer',
          data: { from: from.name, to: to.name, source },
        });
        return;
      }
      if (from.feature && to.feature && from.feature !== to.feature) {
        context.report({
          node,
          messageId: 'feature',
          data: { from: from.feature, to: to.feature, source },
        });
      }
    }

    return {
      ImportDeclaration: (node) => check(node.source, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value),
      ExportAllDeclaration: (node) => check(node.source, node.source.value),
      ImportExpression: (node) =>
        node.source.type === 'Literal' && check(node.source, node.source.value),
      TSImportType: (node) => {
        const lit = node.argument?.literal ?? node.argument;
        if (lit?.type === 'Literal') check(lit, lit.value);
      },
      CallExpression: (node) => {
        const [arg] = node.arguments;
        const isRequire = node.callee.type === 'Identifier' && node.callee.name === 'require';
        const isViMock =
          node.callee.type === 'MemberExpression' &&
          node.callee.object.type === 'Identifier' &&
          node.callee.object.name === 'vi' &&
          node.callee.property.type === 'Identifier' &&
          ['mock', 'doMock', 'importActual'].includes(node.callee.property.name);
        if ((isRequire || isViMock) && arg?.type === 'Literal') check(arg, arg.value);
      },
    };
  },
};

const vita = { meta: { name: 'eslint-plugin-vita' }, rules: { layers: layersRule } };

/** Package-name restrictions, so the message names the rule a reader can look up. */
const noVitaPackages = {
  group: ['@vita/*'],
  message: 'packages/ui and packages/api import nothing of ours (DESIGN.md one-way layers).',
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/storybook-static/**',
      '**/coverage/**',
      'apps/web/src/routeTree.gen.ts',
      '.storybook/public/**',
      '.storybook/__image_snapshots__/**',
      'apps/server/drizzle/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      '**/__diff_output__/**',
    ],
  },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { vita },
    rules: {
      'vita/layers': 'error',
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
      'tests/**/*.ts',
      '**/*.config.{js,mjs,cjs,ts}',
      '.storybook/main.ts',
      '.storybook/test-runner.ts',
      '.ci/**/*.{js,mjs}',
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
  {
    files: ['packages/ui/**/*.{ts,tsx}', 'packages/api/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noVitaPackages] }] },
  },
  {
    files: ['apps/server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@vita/ui',
              message: 'The server never uses the component library (DESIGN.md).',
            },
          ],
          patterns: [
            { group: ['@vita/ui/*'], message: 'The server never uses the component library.' },
          ],
        },
      ],
    },
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
