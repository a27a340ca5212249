#!/usr/bin/env node
// Proves that eslint.config.js really enforces DESIGN.md's one-way layers: lints small snippets
// as if they lived at given paths and checks which ones are rejected. Part of `pnpm lint`, so a
// config change that silently disables the layer rules fails CI.
import { ESLint } from 'eslint';

const cases = [
  // [file path, code, must be rejected?]
  ['packages/ui/src/Button/x.ts', "import { a } from '@vita/api';\nexport const b = a;\n", true],
  [
    'packages/ui/src/Button/x.ts',
    "import { a } from '../../../api/src/index';\nexport const b = a;\n",
    true,
  ],
  [
    'packages/ui/src/Button/x.ts',
    "import { a } from '../../../../apps/web/src/main';\nexport const b = a;\n",
    true,
  ],
  [
    'packages/ui/src/Button/x.ts',
    "import { a } from '../Spinner/Spinner';\nexport const b = a;\n",
    false,
  ],
  ['packages/api/src/x.ts', "export * from '../../ui/src/index';\n", true],
  ['packages/api/src/x.ts', "import { a } from '@vita/ui';\nexport const b = a;\n", true],
  [
    'packages/api/src/x.ts',
    "import { a } from '../../../apps/server/src/app';\nexport const b = a;\n",
    true,
  ],
  ['apps/server/src/x.ts', "import { a } from '@vita/ui';\nexport const b = a;\n", true],
  [
    'apps/server/src/x.ts',
    "import { a } from '../../../packages/ui/src/index';\nexport const b = a;\n",
    true,
  ],
  ['apps/server/src/x.ts', "import { a } from '@vita/api';\nexport const b = a;\n", false],
  [
    'apps/web/src/features/auth/x.ts',
    "import { a } from '../settings/y';\nexport const b = a;\n",
    true,
  ],
  ['apps/web/src/features/auth/x.ts', "export const m = import('../chat/y');\n", true],
  [
    'apps/web/src/features/auth/x.ts',
    "import { a } from './y';\nimport { c } from '../../lib/z';\nexport const b = [a, c];\n",
    false,
  ],
  [
    'apps/web/src/routes/x.ts',
    "import { a } from '../features/settings/y';\nimport { u } from '@vita/ui';\nexport const b = [a, u];\n",
    false,
  ],
];

const eslint = new ESLint();
const failures = [];
for (const [filePath, code, mustFail] of cases) {
  const [result] = await eslint.lintText(code, { filePath });
  const layerErrors = result.messages.filter(
    (m) => m.ruleId === 'vita/layers' || m.ruleId === 'no-restricted-imports',
  );
  if (mustFail !== layerErrors.length > 0) {
    failures.push(
      `${filePath}: expected ${mustFail ? 'a layer error' : 'no layer error'} for\n    ${code.trim().replace(/\n/g, '\n    ')}\n    got: ${JSON.stringify(layerErrors.map((m) => m.message))}`,
    );
  }
}
if (failures.length > 0) {
  console.error(`check-lint-rules: ${failures.length} case(s) wrong:`);
  for (const f of failures) console.error(`  - ${f}`);
  process.exit(1);
}
console.log(
  `check-lint-rules: the layer rules reject and allow as DESIGN.md says (${cases.length} cases).`,
);
