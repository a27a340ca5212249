// Ejected from @storybook/test-runner (`test-storybook --eject`) so the browser can be set:
// the runner ignores PLAYWRIGHT_CHROMIUM_EXECUTABLE_PATH, and Playwright's own browser downloads
// are not available here (STACK.md). Used by scripts/test-storybook.sh.
import { getJestConfig } from '@storybook/test-runner';

const testRunnerConfig = getJestConfig();

/** Same flags as playwright.config.ts: quiet network, and deterministic text rendering. */
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  // Without these, text rendering differs by hundreds of pixels between runs (STACK.md).
  '--font-render-hinting=none',
  '--disable-font-subpixel-positioning',
  '--disable-lcd-text',
  '--force-color-profile=srgb',
  '--hide-scrollbars',
  '--disable-partial-raster',
];

/**
 * @type {import('@jest/types').Config.InitialOptions}
 */
export default {
  ...testRunnerConfig,
  testEnvironmentOptions: {
    ...testRunnerConfig.testEnvironmentOptions,
    'jest-playwright': {
      ...testRunnerConfig.testEnvironmentOptions['jest-playwright'],
      browsers: ['chromium'],
      launchOptions: {
        executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
        args: chromiumArgs,
      },
      contextOptions: {
        viewport: { width: 1280, height: 800 },
        deviceScaleFactor: 1,
        reducedMotion: 'reduce',
        colorScheme: 'light',
        locale: 'en-US',
        timezoneId: 'UTC',
      },
    },
  },
  // Counts for scripts/test-all.sh's summary (test-storybook's --outputFile takes no path).
  reporters: [
    ...(testRunnerConfig.reporters ?? ['default']),
    ...(process.env.STORYBOOK_JSON_OUT ? ['<rootDir>/scripts/jest-summary-reporter.cjs'] : []),
  ],
  // A story may wait on MSW and render twice (light, dark): give it more than the 15 s default.
  testTimeout: 60_000,
};
