#!/usr/bin/env node
// The static checks of `pnpm test`, run at the same time instead of one after the other: Prettier,
// ESLint, the import rules (dependency-cruiser and the proof that its rules fire) and the
// type-check of every package. Each is a single-threaded process, so on a machine with several
// cores they finish in about the time of the longest. Each check's output is printed whole when
// it ends (never interleaved), and the script fails if any check failed.
//
//   node scripts/static-checks.mjs             # every check
//   node scripts/static-checks.mjs eslint tsc:web   # only these (names as listed at the end)
//   STATIC_CHECKS_JOBS=1 node scripts/static-checks.mjs   # one at a time
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules/.bin', name);

/**
 * Every check, longest first (measured on two cores), so the long ones start at once and the
 * short ones fill the gaps. `cwd` is relative to the repository root.
 */
export const CHECKS = [
  { name: 'tsc:web', cwd: 'apps/web', command: [bin('tsc'), '--noEmit'] },
  { name: 'eslint', cwd: '.', command: [bin('eslint'), '.'] },
  { name: 'tsc:server', cwd: 'apps/server', command: [bin('tsc'), '--noEmit'] },
  { name: 'tsc:ui', cwd: 'packages/ui', command: [bin('tsc'), '--noEmit'] },
  {
    name: 'import rules',
    cwd: '.',
    command: [
      'sh',
      '-c',
      `"${bin('depcruise')}" packages apps .storybook tests --config .dependency-cruiser.mjs && node scripts/check-dependency-rules.mjs`,
    ],
  },
  { name: 'tsc:api', cwd: 'packages/api', command: [bin('tsc'), '--noEmit'] },
  { name: 'tsc:tests', cwd: '.', command: [bin('tsc'), '-p', 'tests'] },
  { name: 'prettier', cwd: '.', command: [bin('prettier'), '--check', '.', '--log-level', 'warn'] },
];

function runCheck(check) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(check.command[0], check.command.slice(1), {
      cwd: path.join(root, check.cwd),
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '0' },
    });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('error', (error) => output.push(Buffer.from(`${error.message}\n`)));
    child.on('close', (code) =>
      resolve({
        name: check.name,
        ok: code === 0,
        seconds: (Date.now() - started) / 1000,
        output: Buffer.concat(output).toString('utf8'),
      }),
    );
  });
}

async function main() {
  const wanted = process.argv.slice(2);
  const unknown = wanted.filter((name) => !CHECKS.some((check) => check.name === name));
  if (unknown.length) {
    console.error(
      `Unknown check(s): ${unknown.join(', ')}. Known: ${CHECKS.map((c) => c.name).join(', ')}`,
    );
    process.exit(2);
  }
  const queue = CHECKS.filter((check) => !wanted.length || wanted.includes(check.name));
  const jobs = Math.max(1, Number(process.env.STATIC_CHECKS_JOBS) || os.availableParallelism() + 1);
  const results = [];
  const worker = async () => {
    for (let check = queue.shift(); check; check = queue.shift()) {
      const result = await runCheck(check);
      results.push(result);
      const status = result.ok ? 'ok  ' : 'FAIL';
      console.log(`── ${status} ${result.name} (${result.seconds.toFixed(1)} s)`);
      if (result.output.trim()) console.log(result.output.trimEnd());
    }
  };
  await Promise.all(Array.from({ length: jobs }, worker));
  const failed = results.filter((result) => !result.ok);
  if (failed.length) {
    console.log(`Static checks failed: ${failed.map((result) => result.name).join(', ')}`);
    process.exit(1);
  }
  console.log(`Static checks passed: ${results.map((result) => result.name).join(', ')}`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await main();
}
