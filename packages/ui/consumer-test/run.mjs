#!/usr/bin/env node
// Packed-consumer test: @vita/ui as another product gets it. Builds and packs the package,
// installs the tarball into a scratch Vite + React app in a temp folder outside the workspace
// (so nothing resolves to the workspace's sources or node_modules), builds that app, serves it
// on 127.0.0.1 and checks it in Chromium: themed through the public CSS custom properties, refs
// reaching the DOM, the app's own RAC RouterProvider driving @vita/ui links, and no page reset
// unless asked for.
//
//   node packages/ui/consumer-test/run.mjs
//   SKIP_BUILD=1            reuse packages/ui/dist
//   KEEP_SCRATCH=1          keep the scratch folder (its path is printed)
//   PACKED_UI_JSON_OUT=file write the counts as a Jest-shaped JSON (scripts/test-all.sh)
//   CHROMIUM_PATH           browser binary (default /usr/bin/chromium)
//
// Ends with `packed-ui: N passed, N failed`; exits non-zero on any failure.
// Callbacks passed to page.evaluate run in the browser, not in Node.
/* global document, getComputedStyle */
import { execFileSync } from 'node:child_process';
import console from 'node:console';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import process from 'node:process';
import { fileURLToPath, URL } from 'node:url';
import { chromium } from 'playwright-core';

const here = path.dirname(fileURLToPath(import.meta.url));
const uiDir = path.resolve(here, '..');
const repoRoot = path.resolve(uiDir, '../..');
const started = Date.now();

// The versions the workspace itself uses, so the scratch app installs from the local store.
const consumerVersions = {
  react: '19.3.1',
  'react-dom': '19.3.1',
  'react-aria-components': '1.22.1',
  'react-aria': '3.53.1',
  vite: '8.3.8',
  '@vitejs/plugin-react': '6.3.0',
};

// The consumer's overrides in app/src/consumer.css, as Chromium reports computed colours.
const PRIMARY = 'rgb(200, 30, 90)';
const INPUT = 'rgb(10, 120, 200)';
const SURFACE = 'rgb(250, 240, 200)';

function log(message) {
  console.log(`[packed-ui ${((Date.now() - started) / 1000).toFixed(1)}s] ${message}`);
}

function run(command, args, cwd, env = {}) {
  execFileSync(command, args, {
    cwd,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, ...env },
  });
}

function copyDir(from, to) {
  fs.mkdirSync(to, { recursive: true });
  for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) copyDir(source, target);
    else fs.copyFileSync(source, target);
  }
}

const contentTypes = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
};

/** A static server for the built app on a free loopback port. */
function serve(dir) {
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    let file = path.join(dir, decodeURIComponent(url.pathname));
    if (!file.startsWith(dir) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) {
      file = path.join(dir, 'index.html');
    }
    response.writeHead(200, {
      'content-type': contentTypes[path.extname(file)] ?? 'application/octet-stream',
    });
    fs.createReadStream(file).pipe(response);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => resolve(server));
  });
}

const results = [];
async function check(name, body) {
  try {
    await body();
    results.push({ name, ok: true });
    console.log(`  ✓ ${name}`);
  } catch (error) {
    results.push({ name, ok: false });
    console.log(
      `  ✗ ${name}\n    ${String(error?.message ?? error)
        .split('\n')
        .join('\n    ')}`,
    );
  }
}

function expectEqual(actual, expected, what) {
  if (actual !== expected) {
    throw new Error(`${what}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`);
  }
}

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'vita-ui-consumer-'));
let server;
let browser;
try {
  if (process.env.SKIP_BUILD !== '1') {
    log('building @vita/ui');
    run('pnpm', ['--filter', '@vita/ui', 'build'], repoRoot);
  }
  log('packing @vita/ui');
  run('pnpm', ['pack', '--pack-destination', scratch], uiDir);
  const tarball = fs.readdirSync(scratch).find((name) => name.endsWith('.tgz'));
  if (!tarball) throw new Error('pnpm pack wrote no tarball');

  const appDir = path.join(scratch, 'app');
  copyDir(path.join(here, 'app'), appDir);
  fs.writeFileSync(
    path.join(appDir, 'package.json'),
    `${JSON.stringify(
      {
        name: 'vita-ui-consumer',
        private: true,
        type: 'module',
        dependencies: {
          '@vita/ui': `file:../${tarball}`,
          react: consumerVersions.react,
          'react-dom': consumerVersions['react-dom'],
          'react-aria-components': consumerVersions['react-aria-components'],
          'react-aria': consumerVersions['react-aria'],
        },
        devDependencies: {
          vite: consumerVersions.vite,
          '@vitejs/plugin-react': consumerVersions['@vitejs/plugin-react'],
        },
      },
      null,
      2,
    )}\n`,
  );

  log(`installing the scratch app in ${appDir}`);
  run(
    'pnpm',
    [
      'install',
      '--prefer-offline',
      '--no-frozen-lockfile',
      '--reporter=silent',
      '--ignore-workspace',
    ],
    appDir,
  );
  log('building the scratch app with Vite');
  run(process.execPath, [path.join(appDir, 'node_modules/vite/bin/vite.js'), 'build'], appDir);

  const installed = JSON.parse(
    fs.readFileSync(path.join(appDir, 'node_modules/@vita/ui/package.json'), 'utf8'),
  );

  server = await serve(path.join(appDir, 'dist'));
  const { port } = server.address();
  const url = `http://127.0.0.1:${port}/`;

  const executablePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  log(`checking ${url} in ${executablePath}`);
  browser = await chromium.launch({
    executablePath,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  const page = await browser.newPage();
  const pageErrors = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') pageErrors.push(message.text());
  });
  await page.goto(url);
  const save = page.getByRole('button', { name: 'Save' });
  await save.waitFor({ timeout: 15_000 });

  await check(
    'the packed package declares React, react-dom, RAC and react-aria as peers only',
    () => {
      for (const name of ['react', 'react-dom', 'react-aria-components', 'react-aria']) {
        if (!installed.peerDependencies?.[name])
          throw new Error(`${name} is not a peer dependency`);
        if (installed.dependencies?.[name]) throw new Error(`${name} is also a dependency`);
      }
      const nested = path.join(appDir, 'node_modules/@vita/ui/node_modules/react-aria-components');
      if (fs.existsSync(nested)) throw new Error('a second react-aria-components was installed');
    },
  );

  await check('styles ship split: theme, reset and each component in its own file', () => {
    const dist = path.join(appDir, 'node_modules/@vita/ui/dist');
    const read = (file) => fs.readFileSync(path.join(dist, file), 'utf8');
    const theme = read('theme.css');
    const button = read('components/Button.css');
    if (!theme.includes('--vita-color-primary:')) throw new Error('theme.css has no theme');
    if (button.includes('--vita-color-primary:')) throw new Error('Button.css repeats the theme');
    if (button.includes('box-sizing')) throw new Error('Button.css carries the page reset');
    if (!read('reset.css').includes('box-sizing')) throw new Error('reset.css has no reset');
    if (button.length >= read('index.css').length / 4) {
      throw new Error('Button.css is not much smaller than the full stylesheet');
    }
  });

  await check('Button takes the consumer --vita-color-primary as its background', async () => {
    expectEqual(
      await save.evaluate((node) => getComputedStyle(node).backgroundColor),
      PRIMARY,
      'background-color of Save',
    );
  });

  await check('a ref on Button reaches the DOM <button>', async () => {
    expectEqual(
      await page.evaluate(() => document.body.dataset.buttonRef),
      'BUTTON:Save',
      'ref.current',
    );
  });

  await check('TextField is labelled and takes --vita-color-input as its border', async () => {
    const input = page.getByRole('textbox', { name: 'Email' });
    expectEqual(await input.getAttribute('placeholder'), 'you@example.com', 'placeholder');
    expectEqual(
      await input.evaluate((node) => getComputedStyle(node).borderTopColor),
      INPUT,
      'border colour of the Email input',
    );
  });

  await check("Link navigates through the consumer's own RAC RouterProvider", async () => {
    await page.getByRole('link', { name: 'Next page' }).click();
    expectEqual(
      await page.getByRole('status', { name: 'Navigated to' }).textContent(),
      '/next-page',
      'navigated href',
    );
    expectEqual(new URL(page.url()).pathname, '/', 'the browser stayed on the page');
  });

  await check('importing components adds no page reset (body keeps its 8px margin)', async () => {
    expectEqual(
      await page.evaluate(() => getComputedStyle(document.body).margin),
      '8px',
      'body margin',
    );
  });

  await check(
    'an open Dialog is named by its title and themed by --vita-color-surface',
    async () => {
      await page.getByRole('button', { name: 'Open dialog' }).click();
      const dialog = page.getByRole('dialog', { name: 'Consumer dialog' });
      await dialog.waitFor({ timeout: 5_000 });
      expectEqual(
        (await dialog.textContent())?.includes('Themed by the consumer.'),
        true,
        'dialog body',
      );
      expectEqual(
        await dialog.evaluate((node) => getComputedStyle(node.parentElement).backgroundColor),
        SURFACE,
        'background of the modal',
      );
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached', timeout: 5_000 });
    },
  );

  await check('the page logged no errors', () => {
    if (pageErrors.length > 0) throw new Error(pageErrors.join('\n'));
  });
} catch (error) {
  results.push({ name: 'set-up (build, pack, install, serve)', ok: false });
  console.error(error);
} finally {
  await browser?.close();
  server?.close();
  if (process.env.KEEP_SCRATCH === '1') log(`scratch folder kept: ${scratch}`);
  else fs.rmSync(scratch, { recursive: true, force: true });
}

const passed = results.filter((result) => result.ok).length;
const failed = results.length - passed;
if (process.env.PACKED_UI_JSON_OUT) {
  fs.writeFileSync(
    process.env.PACKED_UI_JSON_OUT,
    JSON.stringify({ numPassedTests: passed, numFailedTests: failed, numPendingTests: 0 }),
  );
}
log('done');
console.log(`packed-ui: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 && passed > 0 ? 0 : 1);
