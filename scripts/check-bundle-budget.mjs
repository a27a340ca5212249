#!/usr/bin/env node
// The JavaScript a first visit to a screen downloads, from the built web app (apps/web/dist),
// and a budget for the public screens: a visitor who is not signed in yet should not pay for the
// signed-in shell, the tables and the dialogs.
//
//   node scripts/check-bundle-budget.mjs           # table of every route; fails over budget
//   node scripts/check-bundle-budget.mjs --json    # the same figures as JSON, never fails
//
// A first visit fetches the scripts of index.html (the entry chunk and its static imports, and
// the plain theme script), then the lazily split parts of every route file on the way to the
// screen (TanStack Router's autoCodeSplitting puts each route's component in its own chunk,
// unless the route keeps it in the entry) with their static imports. Code a screen loads later on demand (the toast region, dialogs) is not
// counted: a first visit does not fetch it.
// That set is read from Vite's manifest (dist/.vite/manifest.json); each file is counted once,
// gzipped at level 9, which is what the server sends to a browser that does not take brotli.
// Sizes depend only on the build, so this is no timed test.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * Gzipped bytes of JavaScript a first visit may download, by URL path. Nearly all of it is
 * libraries every public screen needs (React DOM alone is 64 kB, TanStack Router 27 kB, TanStack
 * Query 10 kB). The sign-in screen, the most visited, keeps zod and react-hook-form off its path:
 * the API client loads every group of the contract (and zod with it) on its first call, the
 * routes check their search and path parameters by hand, and the sign-in form keeps its own
 * state and loads its rules when a field is first checked. The token and the theme are kept in a
 * small store of the app's own, not in jotai, which loads with the signed-in frame (3.5 kB less
 * on every public screen). The other public screens' forms still
 * bring both libraries. react-hook-form is one module, so every part of it the app uses lands
 * with those forms: the profile's list editors (its field arrays and controllers) cost them
 * 1.2 kB. A module the entry imports lands there whole, whatever part a public
 * screen uses, so the mutations of signed-in records live apart from the account's
 * (packages/api/src/member-mutations.ts), and a route's pending screen is split with its
 * component (apps/web/vite.config.ts). The small margin lets a patch release through and stops a new library or
 * a signed-in screen landing on these routes; each signed-in route still adds its entry of the
 * route tree and its list of chunks to preload (about 0.3 kB per screen).
 */
export const BUDGETS = {
  '/login': 132_500,
  '/signup': 179_500,
  '/recover-password': 179_500,
  '/reset-password': 179_500,
};

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const DEFAULT_DIST = path.join(root, 'apps/web/dist');
const ROUTES_DIR = 'src/routes/';
const WEB_DIR = path.join(root, 'apps/web');

/**
 * The route files of the web app's sources, as `src/routes/…` paths. Read from the sources, not
 * the manifest: a route kept in the entry chunk (not split) has no chunk of its own there.
 * Folders starting with `-` hold tests and stories, not routes.
 */
function sourceRouteFiles(dir = path.join(WEB_DIR, ROUTES_DIR)) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((item) => {
    if (item.name.startsWith('-')) return [];
    const full = path.join(dir, item.name);
    if (item.isDirectory()) return sourceRouteFiles(full);
    return /\.tsx?$/.test(item.name)
      ? [path.relative(WEB_DIR, full).split(path.sep).join('/')]
      : [];
  });
}

/** The URL path of a route file: pathless `_layout` folders and `index` add no segment. */
function urlPathOf(routeFile) {
  const segments = routeFile
    .slice(ROUTES_DIR.length)
    .replace(/\.tsx?$/, '')
    .split('/')
    .filter((s) => !s.startsWith('_') && s !== 'index');
  return `/${segments.join('/')}`;
}

/** The route files from the top of the tree down to `routeFile`, each that exists in the build. */
function routeChain(routeFile, routeFiles) {
  const parts = routeFile.slice(ROUTES_DIR.length).split('/');
  const chain = routeFiles.has(`${ROUTES_DIR}__root.tsx`) ? [`${ROUTES_DIR}__root.tsx`] : [];
  for (let i = 1; i < parts.length; i += 1) {
    const parent = `${ROUTES_DIR}${parts.slice(0, i).join('/')}.tsx`;
    if (routeFiles.has(parent)) chain.push(parent);
  }
  chain.push(routeFile);
  return chain;
}

/**
 * Per screen of the build: the files a first visit loads and their sizes.
 * @param {string} distDir
 */
export function routeSizes(distDir = DEFAULT_DIST) {
  const manifestFile = path.join(distDir, '.vite/manifest.json');
  if (!existsSync(manifestFile)) {
    throw new Error(`${path.relative(root, manifestFile)} missing: build the web app first`);
  }
  /** @type {Record<string, {file: string, isEntry?: boolean, imports?: string[], css?: string[]}>} */
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error('the manifest names no entry chunk');

  // Chunks split out of route files, by route file: `src/routes/x.tsx?tsr-split=component`.
  /** @type {Map<string, string[]>} */
  const splitChunks = new Map();
  for (const key of Object.keys(manifest)) {
    if (!key.startsWith(ROUTES_DIR)) continue;
    const file = key.split('?')[0] ?? key;
    splitChunks.set(file, [...(splitChunks.get(file) ?? []), key]);
  }

  /** A chunk and everything it imports statically, as manifest keys. */
  function closure(keys) {
    const seen = new Set();
    const visit = (key) => {
      if (seen.has(key)) return;
      seen.add(key);
      for (const dep of manifest[key]?.imports ?? []) visit(dep);
    };
    keys.forEach(visit);
    return seen;
  }

  const sizeCache = new Map();
  function sizeOf(file) {
    if (!sizeCache.has(file)) {
      const bytes = readFileSync(path.join(distDir, file));
      sizeCache.set(file, {
        raw: bytes.length,
        gzip: gzipSync(bytes, { level: 9 }).length,
        brotli: brotliCompressSync(bytes, {
          params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
        }).length,
      });
    }
    return sizeCache.get(file);
  }

  // Plain scripts index.html loads before the bundle (the theme script): on every visit too.
  const html = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const pageScripts = [...html.matchAll(/<script\b[^>]*\bsrc="\/?([^"?#]+)"/g)]
    .map((match) => match[1])
    .filter((file) => file !== undefined && existsSync(path.join(distDir, file)));

  // Every route file of the sources; one that is not split out of the entry is loaded with it.
  const routeFiles = new Set([...sourceRouteFiles(), ...splitChunks.keys()]);
  const routes = [...routeFiles]
    // A pathless layout (`_public.tsx`) and the root are no screens of their own.
    .filter((file) => !path.basename(file).startsWith('_'))
    .map((routeFile) => ({ routeFile, url: urlPathOf(routeFile) }))
    .sort((a, b) => a.url.localeCompare(b.url));

  return routes.map(({ routeFile, url }) => {
    const chain = routeChain(routeFile, routeFiles);
    const keys = closure([entryKey, ...chain.flatMap((file) => splitChunks.get(file) ?? [])]);
    const chunks = [...keys].map((key) => manifest[key]?.file).filter((f) => f?.endsWith('.js'));
    const js = [...new Set([...pageScripts, ...chunks])];
    const css = [...new Set([...keys].flatMap((key) => manifest[key]?.css ?? []))];
    const total = (files, field) => files.reduce((sum, f) => sum + sizeOf(f)[field], 0);
    return {
      url,
      routeFile,
      files: js.length,
      js: { raw: total(js, 'raw'), gzip: total(js, 'gzip'), brotli: total(js, 'brotli') },
      css: { raw: total(css, 'raw'), gzip: total(css, 'gzip') },
      budget: BUDGETS[url] ?? null,
    };
  });
}

const kb = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;

/** A plain-text table of `routeSizes`, one line per screen. */
export function formatTable(rows) {
  const head = ['route', 'js files', 'js', 'js gzip', 'js brotli', 'css gzip', 'budget (gzip)'];
  const body = rows.map((r) => [
    r.url,
    String(r.files),
    kb(r.js.raw),
    kb(r.js.gzip),
    kb(r.js.brotli),
    kb(r.css.gzip),
    r.budget === null ? '-' : `${kb(r.budget)}${r.js.gzip > r.budget ? ' OVER' : ''}`,
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((row) => row[i].length)));
  const line = (cells) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  return [line(head), widths.map((w) => '-'.repeat(w)).join('  '), ...body.map(line)].join('\n');
}

function main() {
  const rows = routeSizes(process.env.WEB_DIST_DIR || DEFAULT_DIST);
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify(rows, null, 2));
    return;
  }
  console.log(formatTable(rows));
  const problems = [];
  for (const [url, budget] of Object.entries(BUDGETS)) {
    const row = rows.find((r) => r.url === url);
    if (!row) problems.push(`${url}: no route of the build has this path`);
    else if (row.js.gzip > budget) {
      problems.push(`${url}: ${row.js.gzip} gzipped bytes of JavaScript, budget ${budget}`);
    }
  }
  if (problems.length > 0) {
    console.error(`\nBundle budget exceeded:\n  ${problems.join('\n  ')}`);
    process.exitCode = 1;
  } else {
    console.log(
      `\nEvery budgeted route is within its budget (${Object.keys(BUDGETS).join(', ')}).`,
    );
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
