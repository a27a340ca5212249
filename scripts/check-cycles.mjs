#!/usr/bin/env node
// Fails when the TypeScript sources contain an import cycle (STYLE.md habit 1).
// Only value imports count: `import type` / `export type` are erased at build time and cannot
// cause an initialisation-order bug. Resolution uses TypeScript itself with the repo's base options,
// so `@vita/*` workspace imports and `@vita/source` conditions resolve to sources like in the apps.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const sourceDirs = [
  'packages/ui/src',
  'packages/api/src',
  'apps/web/src',
  'apps/server/src',
  '.storybook',
  'tests',
];
const skipDirs = new Set([
  'node_modules',
  'dist',
  'storybook-static',
  'public',
  '__image_snapshots__',
]);

function walk(dir, out) {
  if (!fs.existsSync(dir)) return out;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!skipDirs.has(entry.name)) walk(full, out);
    } else if (/\.(ts|tsx|mts)$/.test(entry.name) && !entry.name.endsWith('.d.ts')) {
      out.push(full);
    }
  }
  return out;
}

const files = sourceDirs.flatMap((d) => walk(path.join(root, d), []));
const base = ts.parseJsonConfigFileContent(
  ts.readConfigFile(path.join(root, 'tsconfig.base.json'), ts.sys.readFile).config,
  ts.sys,
  root,
);
const options = { ...base.options, allowJs: false, jsx: ts.JsxEmit.ReactJSX };
const host = ts.createCompilerHost(options);

function valueSpecifiers(file) {
  const text = fs.readFileSync(file, 'utf8');
  const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false);
  const specs = [];
  const visit = (node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const typeOnly =
        clause &&
        (clause.isTypeOnly ||
          (!clause.name &&
            clause.namedBindings &&
            ts.isNamedImports(clause.namedBindings) &&
            clause.namedBindings.elements.length > 0 &&
            clause.namedBindings.elements.every((e) => e.isTypeOnly)));
      if (!typeOnly) specs.push(node.moduleSpecifier.text);
    } else if (
      ts.isExportDeclaration(node) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      const typeOnly =
        node.isTypeOnly ||
        (node.exportClause &&
          ts.isNamedExports(node.exportClause) &&
          node.exportClause.elements.length > 0 &&
          node.exportClause.elements.every((e) => e.isTypeOnly));
      if (!typeOnly) specs.push(node.moduleSpecifier.text);
    }
    // Dynamic import() is lazy by design (route code-splitting) and does not form a static cycle.
  };
  sf.statements.forEach(visit);
  return specs;
}

const fileSet = new Set(files.map((f) => path.resolve(f)));
const graph = new Map();
for (const file of files) {
  const deps = [];
  for (const spec of valueSpecifiers(file)) {
    const resolved = ts.resolveModuleName(spec, file, options, host).resolvedModule;
    if (!resolved || resolved.isExternalLibraryImport) continue;
    const target = path.resolve(resolved.resolvedFileName);
    if (fileSet.has(target)) deps.push(target);
  }
  graph.set(path.resolve(file), deps);
}

// Tarjan's strongly connected components: any component of size > 1 (or a self-import) is a cycle.
let index = 0;
const stack = [];
const onStack = new Set();
const idx = new Map();
const low = new Map();
const cycles = [];
function strongConnect(v) {
  idx.set(v, index);
  low.set(v, index);
  index++;
  stack.push(v);
  onStack.add(v);
  for (const w of graph.get(v) ?? []) {
    if (!idx.has(w)) {
      strongConnect(w);
      low.set(v, Math.min(low.get(v), low.get(w)));
    } else if (onStack.has(w)) {
      low.set(v, Math.min(low.get(v), idx.get(w)));
    }
  }
  if (low.get(v) === idx.get(v)) {
    const component = [];
    let w;
    do {
      w = stack.pop();
      onStack.delete(w);
      component.push(w);
    } while (w !== v);
    if (component.length > 1 || (graph.get(v) ?? []).includes(v)) cycles.push(component);
  }
}
for (const v of graph.keys()) if (!idx.has(v)) strongConnect(v);

const rel = (f) => path.relative(root, f);
if (cycles.length > 0) {
  console.error(`Import cycles found (${cycles.length}):`);
  for (const c of cycles) console.error(`  - ${c.map(rel).sort().join('\n    ')}`);
  process.exit(1);
}
console.log(`check-cycles: no import cycles in ${files.length} TypeScript files.`);
