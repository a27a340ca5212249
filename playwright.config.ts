import { availableParallelism } from 'node:os';
import { defineConfig, devices } from '@playwright/test';

/**
 * End-to-end specs against the built app served by the real server (scripts/test-e2e.sh starts
 * it on a fresh data folder and passes BASE_URL and E2E_DATA_DIR). Debian's Chromium is used
 * because CI has no network for Playwright's browser downloads.
 */
const baseURL = process.env.BASE_URL ?? 'http://127.0.0.1:8000';

export default defineConfig({
  testDir: 'tests',
  testMatch: '**/*.spec.ts',
  // Every test signs its own fresh account up, so tests of one file can run on every worker: a
  // long file no longer keeps one worker busy while the others wait. One worker per core: the
  // server and Chromium share the cores, and one more worker made a clean run slower (242 s
  // against 176 s on two cores). E2E_WORKERS overrides it.
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS ?? availableParallelism()),
  retries: 0,
  forbidOnly: !!process.env.CI,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  outputDir: 'test-results/e2e',
  use: {
    ...devices['Desktop Chrome'],
    baseURL,
    viewport: { width: 1280, height: 800 },
    deviceScaleFactor: 1,
    locale: 'en-US',
    timezoneId: 'UTC',
    colorScheme: 'light',
    // No transitions mid-check: axe's colour-contrast must see final colours.
    contextOptions: { reducedMotion: 'reduce' },
    // Recording a trace (DOM snapshots and screencast frames) for every test cost about a quarter
    // of the lane's CPU although only failures keep one; a failure still leaves its screenshot
    // and error context. E2E_TRACE=1 records them again, to debug a failure.
    trace: process.env.E2E_TRACE === '1' ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--font-render-hinting=none',
        '--disable-font-subpixel-positioning',
        '--disable-lcd-text',
        '--force-color-profile=srgb',
        '--hide-scrollbars',
        '--disable-partial-raster',
      ],
    },
  },
});
