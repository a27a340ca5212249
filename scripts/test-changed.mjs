#!/usr/bin/env node
// `pnpm test:changed`: the lanes of `pnpm test` that a change touches, for use while working.
// The change is every file that differs from the base (default HEAD: the uncommitted work,
// untracked files included; `--base main` or `--base HEAD~3` for committed work too).
//
//   static checks   Prettier and ESLint on the changed files; the type-check of each package a
//                   changed file belongs to or that builds on it; the import rules when code moved
//   unit / server   `vitest related`: only the test files that import a changed file
//   stories         the story files of the changed components' folders (all stories when the theme,
//                   the mocks or the Storybook setup changed); `--no-stories` leaves them out
//   end-to-end      only with `--e2e`: the changed specs, or all of them when app code changed
//
// `pnpm test` stays the gate: it runs everything, as CI does.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const flag = (name) => args.includes(name);
const option = (name) => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
};

const git = (...gitArgs) =>
  execFileSync('git', gitArgs, { cwd: root, encoding: 'utf8' }).split('\n').filter(Boolean);

/** Files that differ from the base, and untracked ones git does not ignore; deleted ones left out. */
export function changedFiles(base = 'HEAD') {
  const files = new Set([
    ...git('diff', '--name-only', '--diff-filter=d', base),
    ...git('ls-files', '--others', '--exclude-standard'),
  ]);
  return [...files].filter((file) => existsSync(path.join(root, file))).sort();
}

const CODE = /\.(ts|tsx|mts|cts|js|mjs|cjs|jsx)$/;
const FORMATTED = /\.(ts|tsx|mts|cts|js|mjs|cjs|jsx|json|md|css|ya?ml|html)$/;

/** Which package's type-check covers a file, and the packages that build on each. */
const TYPECHECK_OF = [
  ['packages/api/', 'tsc:api'],
  ['packages/ui/', 'tsc:ui'],
  ['apps/web/', 'tsc:web'],
  ['apps/server/', 'tsc:server'],
  ['tests/', 'tsc:tests'],
];
const DEPENDENTS = {
  'tsc:api': ['tsc:ui', 'tsc:web', 'tsc:server', 'tsc:tests'],
  'tsc:ui': ['tsc:web'],
};

/** What each lane should run for these changed files. */
export function planLanes(files) {
  const code = files.filter((file) => CODE.test(file));
  const typechecks = new Set();
  for (const file of code) {
    const hit = TYPECHECK_OF.find(([prefix]) => file.startsWith(prefix));
    if (!hit) continue;
    typechecks.add(hit[1]);
    for (const dependent of DEPENDENTS[hit[1]] ?? []) typechecks.add(dependent);
  }
  if (files.includes('tsconfig.base.json') || files.includes('pnpm-lock.yaml')) {
    for (const [, name] of TYPECHECK_OF) typechecks.add(name);
  }
  const importRules =
    code.some((file) => /^(packages|apps|tests|\.storybook)\//.test(file)) ||
    files.includes('.dependency-cruiser.mjs');

  const unitRelated = code.filter((file) => /^(packages|apps\/web|scripts)\//.test(file));
  const serverRelated = code.filter((file) => /^(packages\/api|apps\/server)\//.test(file));

  const storyWide = files.some((file) =>
    /^(\.storybook\/|packages\/ui\/src\/theme\/|packages\/api\/src\/mocks\/)/.test(file),
  );
  const storyFolders = new Set(
    files
      .filter((file) => /^(packages\/ui\/src|apps\/web\/src)\//.test(file))
      .map((file) => path.dirname(file)),
  );
  const storyFiles = storyWide
    ? ['all']
    : [...storyFolders].flatMap((folder) => {
        const dir = path.join(root, folder);
        if (!existsSync(dir)) return [];
        return readdirSync(dir)
          .filter((name) => /\.stories\.tsx?$/.test(name))
          .map((name) => path.join(folder, name));
      });

  const appCode = code.some((file) => /^(packages|apps)\/.*\/src\//.test(file));
  const specs = files.filter((file) => /^tests\/.*\.spec\.ts$/.test(file));
  const e2e = appCode || files.some((file) => file.startsWith('tests/support/')) ? ['all'] : specs;

  return {
    prettier: files.filter((file) => FORMATTED.test(file)),
    eslint: code,
    typechecks: [...typechecks],
    importRules,
    unitRelated,
    serverRelated,
    storyFiles,
    e2e,
  };
}

function run(title, command, commandArgs, { env = {}, cwd = '.' } = {}) {
  console.log(`\n▶ ${title}\n  ${[command, ...commandArgs].join(' ')}`);
  const result = spawnSync(command, commandArgs, {
    cwd: path.join(root, cwd),
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  return result.status === 0;
}

function main() {
  const files = changedFiles(option('--base') ?? 'HEAD');
  if (!files.length) {
    console.log('Nothing changed against the base: nothing to run.');
    return;
  }
  console.log(`${files.length} changed file(s):\n  ${files.join('\n  ')}`);
  const plan = planLanes(files);
  const bin = (name) => path.join(root, 'node_modules/.bin', name);
  const results = [];
  const lane = (title, ...rest) => results.push([title, run(title, ...rest)]);

  if (plan.prettier.length) lane('prettier', bin('prettier'), ['--check', ...plan.prettier]);
  if (plan.eslint.length) lane('eslint', bin('eslint'), plan.eslint);
  const checks = [...plan.typechecks, ...(plan.importRules ? ['import rules'] : [])];
  if (checks.length)
    lane('type-check and import rules', 'node', ['scripts/static-checks.mjs', ...checks]);
  if (plan.unitRelated.length) {
    lane('unit tests of the changed files', bin('vitest'), [
      'related',
      '--run',
      '--passWithNoTests',
      ...plan.unitRelated,
    ]);
  }
  if (plan.serverRelated.length) {
    lane(
      'server tests of the changed files',
      bin('vitest'),
      [
        'related',
        '--run',
        '--passWithNoTests',
        ...plan.serverRelated.map((file) => `../../${file}`),
      ],
      { env: { DATABASE_URL: '' }, cwd: 'apps/server' },
    );
  }
  if (plan.storyFiles.length && !flag('--no-stories')) {
    const filter = plan.storyFiles[0] === 'all' ? [] : plan.storyFiles;
    lane('stories', 'bash', ['scripts/test-storybook.sh', ...filter]);
  }
  if (flag('--e2e') && plan.e2e.length) {
    lane('end-to-end', 'bash', ['scripts/test-e2e.sh', ...(plan.e2e[0] === 'all' ? [] : plan.e2e)]);
  }

  console.log('\nSummary');
  for (const [title, ok] of results) console.log(`  ${ok ? 'ok  ' : 'FAIL'} ${title}`);
  if (results.some(([, ok]) => !ok)) process.exit(1);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main();
}
