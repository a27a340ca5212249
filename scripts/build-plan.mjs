// Which workspace packages `pnpm start` must rebuild. Each package's build is keyed by a content
// hash of everything its build reads (sources, configs, its package.json, the lockfile) and of
// the keys of the packages it builds on; a stamp written after a successful build records that
// key and the files the build produced. A package is rebuilt when its key changed, when it was
// never built, or when one of its recorded outputs is missing or altered.
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join, relative, sep } from 'node:path';

/** Bumped when what a stamp means changes, so older stamps count as stale. */
const STAMP_FORMAT = 1;

/** Read by every build: dependency versions and the shared compiler options. */
export const SHARED_INPUTS = ['pnpm-lock.yaml', 'tsconfig.base.json'];

/**
 * The packages `pnpm start` needs, in build order. Paths are relative to the repository root.
 * @type {{ name: string; inputs: string[]; dependsOn: string[]; outputs: string }[]}
 */
export const PACKAGES = [
  {
    name: '@vita/ui',
    inputs: [
      'packages/ui/src',
      'packages/ui/package.json',
      'packages/ui/tsup.config.ts',
      'packages/ui/tsconfig.json',
      'packages/ui/tsconfig.build.json',
    ],
    dependsOn: [],
    outputs: 'packages/ui/dist',
  },
  {
    name: '@vita/web',
    // Vite reads @vita/ui and @vita/api from their sources (the `@vita/source` condition); the
    // key of @vita/ui comes in through dependsOn.
    inputs: [
      'apps/web/src',
      'apps/web/public',
      'apps/web/index.html',
      'apps/web/package.json',
      'apps/web/vite.config.ts',
      'apps/web/tsconfig.json',
      'packages/api/src',
      'packages/api/package.json',
    ],
    dependsOn: ['@vita/ui'],
    outputs: 'apps/web/dist',
  },
  {
    name: '@vita/server',
    // The bundle includes @vita/api; the build also makes the database seed from the migrations.
    inputs: [
      'apps/server/src',
      'apps/server/drizzle',
      'apps/server/scripts',
      'apps/server/package.json',
      'apps/server/tsup.config.ts',
      'apps/server/tsconfig.json',
      'packages/api/src',
      'packages/api/package.json',
    ],
    dependsOn: [],
    outputs: 'apps/server/dist',
  },
];

/**
 * Files no build output depends on: tests and stories are never imported by an entry point, and
 * generated files (the router's route tree) are rewritten by the build from the other inputs.
 */
const NOT_AN_INPUT = /\.(test|spec|stories)\.[cm]?[jt]sx?$|\.gen\.[cm]?[jt]s$/;
const SKIPPED_DIRS = new Set(['node_modules', 'dist', '.git']);

/** Every file under `path` (a file or a folder), relative to `root`, sorted. */
function filesUnder(root, path) {
  const full = join(root, path);
  let info;
  try {
    info = statSync(full);
  } catch {
    return [];
  }
  if (!info.isDirectory()) return [path];
  const found = [];
  for (const name of readdirSync(full).sort()) {
    if (SKIPPED_DIRS.has(name)) continue;
    const child = `${path}/${name}`;
    const childInfo = statSync(join(root, child), { throwIfNoEntry: false });
    if (!childInfo) continue;
    if (childInfo.isDirectory()) found.push(...filesUnder(root, child));
    else if (!NOT_AN_INPUT.test(name)) found.push(child);
  }
  return found;
}

/** A content hash of the given files and folders; a missing one hashes as missing. */
export function hashInputs(root, paths) {
  const hash = createHash('sha256');
  for (const path of [...paths].sort()) {
    const files = filesUnder(root, path);
    if (files.length === 0) hash.update(`missing\0${path}\0`);
    for (const file of files) {
      hash.update(`file\0${file}\0`);
      hash.update(readFileSync(join(root, file)));
      hash.update('\0');
    }
  }
  return hash.digest('hex');
}

/** Every file a build produced, with its size: a later check notices one deleted or rewritten. */
export function listOutputs(root, outputs) {
  const listed = {};
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else listed[relative(root, path).split(sep).join('/')] = statSync(path).size;
    }
  };
  if (existsSync(join(root, outputs))) walk(join(root, outputs));
  return listed;
}

const stampFile = (stampDir, name) => join(stampDir, `${name.replace(/[@/]/g, '_')}.json`);

function readStamp(stampDir, name) {
  try {
    const stamp = JSON.parse(readFileSync(stampFile(stampDir, name), 'utf8'));
    return stamp?.format === STAMP_FORMAT ? stamp : undefined;
  } catch {
    return undefined;
  }
}

/** The first recorded output that is gone or has another size, if any. */
function changedOutput(root, outputs) {
  for (const [path, size] of Object.entries(outputs)) {
    const info = statSync(join(root, path), { throwIfNoEntry: false });
    if (!info || info.size !== size) return path;
  }
  return undefined;
}

/**
 * What `pnpm start` should build, package by package in build order: each entry has the
 * package's key and, when it must be rebuilt, why.
 * @param {string} root the repository root
 * @param {string} stampDir where stamps are kept
 * @param {typeof PACKAGES} [packages]
 * @returns {{ name: string; key: string; inputs: string; deps: Record<string, string>; reason?: string }[]}
 */
export function planBuild(root, stampDir, packages = PACKAGES) {
  const shared = hashInputs(root, SHARED_INPUTS);
  const keys = new Map();
  return packages.map((pkg) => {
    const inputs = createHash('sha256')
      .update(`${STAMP_FORMAT}\0${shared}\0${hashInputs(root, pkg.inputs)}`)
      .digest('hex');
    const deps = Object.fromEntries(pkg.dependsOn.map((dep) => [dep, keys.get(dep)]));
    const key = createHash('sha256').update(inputs).update(JSON.stringify(deps)).digest('hex');
    keys.set(pkg.name, key);

    const stamp = readStamp(stampDir, pkg.name);
    let reason;
    if (!stamp) reason = 'not built yet';
    else if (stamp.inputs !== inputs) reason = 'its sources changed';
    else if (stamp.key !== key) {
      const changed = pkg.dependsOn.filter((dep) => stamp.deps?.[dep] !== deps[dep]);
      reason = `${changed.join(', ') || 'a dependency'} changed`;
    } else if (Object.keys(stamp.outputs ?? {}).length === 0) reason = 'no output recorded';
    else {
      const missing = changedOutput(root, stamp.outputs);
      if (missing) reason = `${missing} is missing or changed`;
    }
    return { name: pkg.name, key, inputs, deps, ...(reason ? { reason } : {}) };
  });
}

/** Forgets a package's build before rebuilding it: an interrupted build is not taken as done. */
export function forgetBuild(stampDir, name) {
  rmSync(stampFile(stampDir, name), { force: true });
}

/** Records a successful build of one planned package. */
export function recordBuild(root, stampDir, entry, packages = PACKAGES) {
  const pkg = packages.find((candidate) => candidate.name === entry.name);
  if (!pkg) throw new Error(`unknown package ${entry.name}`);
  const stamp = {
    format: STAMP_FORMAT,
    key: entry.key,
    inputs: entry.inputs,
    deps: entry.deps,
    outputs: listOutputs(root, pkg.outputs),
  };
  mkdirSync(stampDir, { recursive: true });
  const file = stampFile(stampDir, entry.name);
  const partial = `${file}.${process.pid}.tmp`;
  writeFileSync(partial, `${JSON.stringify(stamp)}\n`);
  renameSync(partial, file);
}
