#!/usr/bin/env node
// CI guard for the dependency rules (reproducible installs, Node 20.19 as the floor): every
// direct dependency of every workspace package is
//  1. pinned exactly (`1.2.3`; `workspace:*` for our own packages), and
//  2. installed at that version, with an `engines.node` that admits our minimum Node (20.19.0).
// pnpm installs engine-incompatible packages silently, and several newest releases need Node 22+,
// so this is where such an upgrade is caught.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import semver from 'semver';

const MIN_NODE = '20.19.0';
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const fields = ['dependencies', 'devDependencies', 'optionalDependencies'];

function workspaceDirs() {
  const dirs = [root];
  for (const group of ['packages', 'apps']) {
    const base = path.join(root, group);
    if (!fs.existsSync(base)) continue;
    for (const name of fs.readdirSync(base).sort()) {
      if (fs.existsSync(path.join(base, name, 'package.json'))) dirs.push(path.join(base, name));
    }
  }
  return dirs;
}

const readJson = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));

const problems = [];
let checked = 0;
for (const dir of workspaceDirs()) {
  const manifest = readJson(path.join(dir, 'package.json'));
  const where = path.relative(root, dir) || '(root)';
  for (const field of fields) {
    for (const [name, spec] of Object.entries(manifest[field] ?? {})) {
      checked++;
      if (spec.startsWith('workspace:')) {
        if (spec !== 'workspace:*') problems.push(`${where}: ${name}@${spec} - use workspace:*`);
        continue;
      }
      if (!semver.valid(spec)) {
        problems.push(`${where}: ${name}@${spec} (${field}) is not an exact version`);
        continue;
      }
      const installedManifest = path.join(dir, 'node_modules', name, 'package.json');
      if (!fs.existsSync(installedManifest)) {
        problems.push(`${where}: ${name} is not installed (run pnpm install)`);
        continue;
      }
      const installed = readJson(installedManifest);
      if (installed.version !== spec) {
        problems.push(
          `${where}: ${name} is pinned to ${spec} but ${installed.version} is installed`,
        );
      }
      const range = installed.engines?.node;
      if (range && !semver.satisfies(MIN_NODE, range, { includePrerelease: true })) {
        problems.push(
          `${where}: ${name}@${installed.version} requires node ${range}, which excludes ${MIN_NODE}`,
        );
      }
    }
  }
}

if (problems.length > 0) {
  console.error(`check-engines: ${problems.length} problem(s) in ${checked} direct dependencies:`);
  for (const p of problems) console.error(`  - ${p}`);
  process.exit(1);
}
console.log(
  `check-engines: ${checked} direct dependencies pinned exactly and compatible with Node ${MIN_NODE}.`,
);
