// `pnpm start`: builds the packages whose inputs changed since their last successful build (all
// of them the first time; none when nothing changed), then runs the server in this very process,
// as `node apps/server/dist/main.js` would: same environment and working directory, its own
// signal handlers, its exit code. `pnpm build` remains the unconditional full build. The `start`
// script gives this process the server's Node options and allocator setting
// (apps/server/runtime.json): they must be there when the process starts, so this file cannot set them.
import { spawnSync } from 'node:child_process';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { forgetBuild, planBuild, recordBuild } from './build-plan.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
// Inside node_modules, so a fresh clone has no stamps and `git clean` never keeps stale ones.
const stampDir = join(root, 'node_modules', '.cache', 'vita-start');

/** The pnpm that runs this script (npm_execpath), so builds use the same one, even via npx. */
function pnpm() {
  const execPath = process.env.npm_execpath;
  if (execPath && basename(execPath).startsWith('pnpm')) {
    return /\.[cm]?js$/.test(execPath)
      ? { command: process.execPath, args: [execPath] }
      : { command: execPath, args: [] };
  }
  return { command: 'pnpm', args: [] };
}

const log = (message) => process.stdout.write(`[start] ${message}\n`);

const started = performance.now();
const plan = planBuild(root, stampDir);
const stale = plan.filter((entry) => entry.reason);
if (stale.length === 0) {
  log(`nothing to build (checked in ${Math.round(performance.now() - started)} ms)`);
}
for (const entry of stale) {
  log(`building ${entry.name}: ${entry.reason}`);
  forgetBuild(stampDir, entry.name);
  const { command, args } = pnpm();
  const build = spawnSync(command, [...args, '--filter', entry.name, 'run', 'build'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) {
    const why = build.error ? String(build.error) : `exit code ${build.status ?? build.signal}`;
    log(`building ${entry.name} failed (${why})`);
    process.exit(typeof build.status === 'number' && build.status !== 0 ? build.status : 1);
  }
  recordBuild(root, stampDir, entry);
}

await import(pathToFileURL(join(root, 'apps', 'server', 'dist', 'main.js')).href);
