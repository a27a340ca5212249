#!/usr/bin/env node
// Proves that .dependency-cruiser.mjs really enforces the import rules: writes small fixture
// files at the paths where they would live, cruises them with the repo's config, and checks that
// each rule fires where it must and stays quiet where it must. Part of `pnpm lint`, so a config
// change that silently disables a rule fails CI.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { allowedDomainImports } from '../.dependency-cruiser.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const depcruise = path.join(root, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs');

/**
 * The allowed domain pairs as docs/architecture.md lists them (between its two markers) must be
 * exactly the configured ones: a reader trusts that list.
 */
function documentedPairsDiffer() {
  const doc = fs.readFileSync(path.join(root, 'docs/architecture.md'), 'utf8');
  const block =
    /<!-- allowed-domain-imports: start -->([\s\S]*?)<!-- allowed-domain-imports: end -->/.exec(
      doc,
    );
  if (!block) return ['docs/architecture.md: the allowed-domain-imports markers are missing'];
  const documented = [...block[1].matchAll(/^- `([\w-]+)` → `([\w-]+)`/gm)].map(
    ([, from, to]) => `${from} → ${to}`,
  );
  const configured = allowedDomainImports.map(({ from, to }) => `${from} → ${to}`);
  const missing = configured.filter((pair) => !documented.includes(pair));
  const stale = documented.filter((pair) => !configured.includes(pair));
  return [
    ...missing.map((pair) => `docs/architecture.md does not list the allowed import ${pair}`),
    ...stale.map(
      (pair) => `docs/architecture.md lists ${pair}, which is not allowed in the config`,
    ),
  ];
}

/** Files that only exist to be imported. */
const targets = {
  'packages/ui/src/index.ts': 'export const u = 1;\n',
  'packages/ui/src/Spinner/Spinner.ts': 'export const s = 1;\n',
  'packages/api/src/index.ts': 'export const a = 1;\n',
  'apps/server/src/app.ts': 'export const app = 1;\n',
  'apps/server/src/infra/db.ts': 'export const db = 1;\n',
  'apps/server/src/http/auth.ts': 'export const auth = 1;\n',
  'apps/server/src/domains/items/repo.ts': 'export const items = 1;\n',
  'apps/server/src/domains/cvs/repo.ts': 'export const cvs = 1;\n',
  'apps/server/src/domains/billing/repo.ts': 'export const billing = 1;\n',
  'apps/web/src/main.ts': 'export const main = 1;\n',
  'apps/web/src/lib/z.ts': 'export const z = 1;\n',
  'apps/web/src/features/auth/y.ts': 'export const y = 1;\nexport type A = number;\n',
  'apps/web/src/features/settings/y.ts': 'export const y = 1;\nexport type A = number;\n',
  'apps/web/src/features/chat/y.ts': 'export const y = 1;\n',
  // The other half of the cycle case below (a cycle is reported once, from its first module).
  'apps/web/src/lib/cycle-b.ts': "import { a } from './cycle-a';\nexport const b = () => a;\n",
};

/**
 * [importing file, its code, the rule it must break (null: none)]. Each importing file is its own
 * case, so a violation is attributed by the file it comes from.
 */
const cases = [
  [
    'packages/ui/src/Button/api-package.ts',
    "export { a } from '@vita/api';\n",
    'ui-imports-nothing-of-ours',
  ],
  [
    'packages/ui/src/Button/api-path.ts',
    "export { a } from '../../../api/src/index';\n",
    'ui-imports-nothing-of-ours',
  ],
  [
    'packages/ui/src/Button/web-path.ts',
    "export { main } from '../../../../apps/web/src/main';\n",
    'ui-imports-nothing-of-ours',
  ],
  ['packages/ui/src/Button/sibling.ts', "export { s } from '../Spinner/Spinner';\n", null],
  [
    'packages/api/src/ui-path.ts',
    "export * from '../../ui/src/index';\n",
    'api-imports-nothing-of-ours',
  ],
  [
    'packages/api/src/ui-package.ts',
    "export { u } from '@vita/ui';\n",
    'api-imports-nothing-of-ours',
  ],
  [
    'packages/api/src/server-path.ts',
    "export { app } from '../../../apps/server/src/app';\n",
    'api-imports-nothing-of-ours',
  ],
  ['apps/server/src/ui-package.ts', "export { u } from '@vita/ui';\n", 'server-never-ui'],
  [
    'apps/server/src/ui-path.ts',
    "export { u } from '../../../packages/ui/src/index';\n",
    'server-never-ui',
  ],
  ['apps/server/src/api-package.ts', "export { a } from '@vita/api';\n", null],
  [
    'apps/web/src/server-path.ts',
    "export { app } from '../../server/src/app';\n",
    'web-never-server',
  ],
  [
    'apps/web/src/features/auth/other-feature.ts',
    "export { y } from '../settings/y';\n",
    'web-features-independent',
  ],
  [
    'apps/web/src/features/auth/lazy-feature.ts',
    "export const m = () => import('../chat/y');\n",
    'web-features-independent',
  ],
  [
    'apps/web/src/features/auth/type-feature.ts',
    "import type { A } from '../settings/y';\nexport const n: A = 1;\n",
    'web-features-independent',
  ],
  [
    'apps/web/src/features/auth/mock-feature.test.ts',
    "vi.mock('../settings/y');\n",
    'web-features-independent',
  ],
  [
    'apps/web/src/features/auth/own-and-lib.ts',
    "export { y } from './y';\nexport { z } from '../../lib/z';\n",
    null,
  ],
  [
    'apps/web/src/routes/composes.ts',
    "export { y } from '../features/settings/y';\nexport { u } from '@vita/ui';\n",
    null,
  ],
  [
    'apps/server/src/domains/items/other-domain.ts',
    "export { cvs } from '../cvs/repo';\n",
    'server-domains-independent',
  ],
  [
    'apps/server/src/domains/items/shared.ts',
    "export { db } from '../../infra/db';\nexport { auth } from '../../http/auth';\nexport { items } from './repo';\n",
    null,
  ],
  [
    'apps/server/src/infra/language/domain.ts',
    "export { items } from '../../domains/items/repo';\n",
    'server-infra-below-domains',
  ],
  [
    'apps/server/src/infra/language/http.ts',
    "export { auth } from '../../http/auth';\n",
    'server-infra-below-domains',
  ],
  ['apps/server/src/infra/language/infra.ts', "export { db } from '../db';\n", null],
  // With the pair cvs -> items allowed (second run below), only that pair passes.
  [
    'apps/server/src/domains/cvs/allowed-domain.ts',
    "export { items } from '../items/repo';\n",
    { base: 'server-domains-independent', withPair: null },
  ],
  [
    'apps/server/src/domains/cvs/unlisted-domain.ts',
    "export { billing } from '../billing/repo';\n",
    'server-domains-independent',
  ],
  [
    'apps/web/src/lib/cycle-a.ts',
    "import { b } from './cycle-b';\nexport const a = () => b;\n",
    'no-cycles',
  ],
  [
    'apps/web/src/lib/type-cycle-a.ts',
    "import type { B } from './type-cycle-b';\nexport const a = 1;\nexport type A = B;\n",
    'no-cycles',
  ],
  [
    'apps/web/src/lib/type-cycle-b.ts',
    "import { a } from './type-cycle-a';\nexport type B = typeof a;\n",
    null,
  ],
  ['apps/web/src/lib/lazy-cycle-a.ts', "export const a = () => import('./lazy-cycle-b');\n", null],
  [
    'apps/web/src/lib/lazy-cycle-b.ts',
    "import { a } from './lazy-cycle-a';\nexport const b = a;\n",
    null,
  ],
];

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vita-dependency-rules-'));
try {
  for (const [file, code] of [...Object.entries(targets), ...cases]) {
    fs.mkdirSync(path.join(dir, path.dirname(file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), code);
  }
  fs.copyFileSync(path.join(root, 'tsconfig.base.json'), path.join(dir, 'tsconfig.base.json'));
  const config = path.join(root, '.dependency-cruiser.mjs');
  fs.writeFileSync(
    path.join(dir, 'with-pair.mjs'),
    `import base, { domainRules } from ${JSON.stringify(config)};
const others = base.forbidden.filter((rule) => rule.name !== 'server-domains-independent');
export default {
  ...base,
  forbidden: [...others, ...domainRules([{ from: 'cvs', to: 'items', why: 'self-test' }])],
};
`,
  );

  /** Rule names per importing file, from one cruise of the fixtures with `configFile`. */
  const cruise = (configFile) => {
    let out;
    try {
      out = execFileSync(
        process.execPath,
        [depcruise, 'packages', 'apps', '--config', configFile, '--output-type', 'json'],
        { cwd: dir, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
      );
    } catch (error) {
      // Violations make the exit code non-zero; the report is still on stdout.
      if (!error.stdout) throw error;
      out = error.stdout;
    }
    const found = new Map();
    for (const violation of JSON.parse(out).summary.violations) {
      const names = found.get(violation.from) ?? new Set();
      names.add(violation.rule.name);
      found.set(violation.from, names);
    }
    return found;
  };

  const runs = {
    base: cruise(config),
    withPair: cruise(path.join(dir, 'with-pair.mjs')),
  };
  const failures = [];
  for (const [file, code, expected] of cases) {
    for (const [run, found] of Object.entries(runs)) {
      const want = expected !== null && typeof expected === 'object' ? expected[run] : expected;
      const got = [...(found.get(file) ?? [])];
      const ok = want === null ? got.length === 0 : got.length === 1 && got[0] === want;
      if (!ok) {
        failures.push(
          `${file} (${run}): expected ${want ?? 'no violation'}, got ${got.join(', ') || 'none'}\n    ${code.trim().replace(/\n/g, '\n    ')}`,
        );
      }
    }
  }
  failures.push(...documentedPairsDiffer());
  if (failures.length > 0) {
    console.error(`check-dependency-rules: ${failures.length} case(s) wrong:`);
    for (const failure of failures) console.error(`  - ${failure}`);
    process.exitCode = 1;
  } else {
    console.log(
      `check-dependency-rules: every import rule rejects and allows as intended (${cases.length} cases, 2 configurations).`,
    );
  }
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
