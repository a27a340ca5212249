/**
 * CI checks for every story, run by `pnpm test:storybook`:
 *  1. the story renders and its play function passes (the runner does this itself);
 *  2. axe finds no serious or critical violation, in the light and in the dark theme;
 *  3. a screenshot in each theme equals the committed baseline in .storybook/__image_snapshots__
 *     (`<story-id>.png` and `<story-id>--dark.png`).
 *
 * Story parameters read here:
 *  - `a11y.test: 'off' | 'todo'` skips the axe check (same meaning as addon-a11y);
 *  - `a11y.config.rules` / `a11y.options` are passed to axe (same shape as addon-a11y);
 *  - `screenshot: { disable: true }` skips the screenshots of a story that cannot be deterministic
 *    (say why in the story);
 *  - `screenshot: { target: 'page' }` screenshots the viewport instead of #storybook-root. Stories
 *    whose UI is portaled outside the root (dialogs, popovers, toasts) get this automatically.
 *
 * Why not the runner's built-in a11y gate: it fails on every impact level and hangs when
 * `impactLevels` is set (test-runner 0.24), so preview.tsx sets `a11y: { manual: true }` and we check here.
 */
import { readFile } from 'node:fs/promises';
import { getStoryContext, waitForPageReady, type TestRunnerConfig } from '@storybook/test-runner';
import { checkA11y, configureAxe, injectAxe } from 'axe-playwright';
import { toMatchImageSnapshot } from 'jest-image-snapshot';
import type { Page } from 'playwright';

type Theme = 'light' | 'dark';

interface ScreenshotParameters {
  disable?: boolean;
  target?: 'root' | 'page';
}

interface A11yParameters {
  test?: 'error' | 'todo' | 'off';
  config?: { rules?: { id: string; enabled?: boolean; selector?: string }[] };
  options?: Record<string, unknown>;
  context?: unknown;
}

const SNAPSHOT_DIR = `${process.cwd()}/.storybook/__image_snapshots__`;

declare global {
  interface Window {
    __vitaHoldToasts?: () => void;
    __STORYBOOK_PREVIEW__?: {
      channel: {
        emit: (event: string, payload: unknown) => void;
        once: (event: string, listener: (...args: unknown[]) => void) => void;
      };
    };
  }
}

/**
 * Sends `event` on Storybook's own channel, as its toolbar and addons do, and waits until the
 * preview has rendered the story again (play function included, when the event re-runs it); false
 * when there is no preview or it has not rendered within 30 s.
 */
async function renderAfter(page: Page, event: string, payload: unknown): Promise<boolean> {
  return page.evaluate(
    ([name, data]) =>
      new Promise<boolean>((resolve) => {
        const preview = window.__STORYBOOK_PREVIEW__;
        if (!preview) return resolve(false);
        const timer = setTimeout(() => resolve(false), 30_000);
        preview.channel.once('storyRendered', () => {
          clearTimeout(timer);
          resolve(true);
        });
        preview.channel.emit(name, data);
      }),
    [event, payload] as const,
  );
}

/**
 * Switches the `theme` global through Storybook's own channel, exactly as the toolbar does, and
 * waits until the preview has re-rendered with it (preview.tsx sets `data-theme` on <html> in a
 * layout effect). A globals change re-renders the story without re-running its play function, so
 * the dark screenshot shows the same state as the light one.
 */
async function setTheme(page: Page, theme: Theme): Promise<void> {
  const current = await page.evaluate(() => document.documentElement.dataset.theme);
  if (current === theme) return;
  if (!(await renderAfter(page, 'updateGlobals', { globals: { theme } }))) {
    throw new Error(`Storybook did not render the story in the ${theme} theme`);
  }
  await page.waitForFunction((value) => document.documentElement.dataset.theme === value, theme, {
    timeout: 10_000,
  });
}

/**
 * Fonts ready, no CSS transition running (a theme switch starts colour transitions; until they end
 * axe and the screenshot would see mixed colours), then two animation frames.
 */
async function settle(page: Page): Promise<void> {
  await waitForPageReady(page);
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) => !(animation instanceof CSSTransition) || animation.playState !== 'running',
      ),
  );
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      ),
  );
}

/** True when something visible is rendered outside #storybook-root (a portal: dialog, toast...). */
async function hasVisiblePortal(page: Page): Promise<boolean> {
  return page.evaluate(() =>
    Array.from(document.body.children).some((el) => {
      if (['storybook-root', 'storybook-docs'].includes(el.id)) return false;
      if (['SCRIPT', 'STYLE', 'LINK', 'TEMPLATE'].includes(el.tagName)) return false;
      if (el.classList.contains('sb-wrapper') || el.className.toString().startsWith('sb-'))
        return false;
      const rect = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      return (
        rect.width > 0 &&
        rect.height > 0 &&
        style.visibility !== 'hidden' &&
        style.display !== 'none'
      );
    }),
  );
}

async function checkAxe(page: Page, a11y: A11yParameters | undefined, theme: Theme, id: string) {
  // Rules configured for the previous story must not leak into this one.
  await page.evaluate(() => (window as { axe?: { reset: () => void } }).axe?.reset());
  await configureAxe(page, { rules: a11y?.config?.rules ?? [] });
  try {
    // The whole body, so portaled dialogs, popovers and toasts are checked too; Storybook's own
    // (hidden) docs and error containers are left out, and so is react-aria's live announcer,
    // a visually hidden helper whose transient `role="img"` nodes point at removed ids.
    await checkA11y(
      page,
      {
        include: [['body']],
        exclude: [['#storybook-docs'], ['.sb-wrapper'], ['[data-live-announcer]']],
      } as never,
      {
        includedImpacts: ['serious', 'critical'],
        detailedReport: true,
        detailedReportOptions: { html: true },
        // Only violations are read: leaving out the passing, inapplicable and incomplete nodes
        // makes axe collect far less for the same verdict.
        axeOptions: { resultTypes: ['violations'], ...a11y?.options } as never,
      },
    );
  } catch (error) {
    throw new Error(`axe (${theme} theme) failed for ${id}: ${(error as Error).message}`, {
      cause: error,
    });
  }
}

/**
 * Renders the story anew, its play function included, in the theme it is in; false when it did
 * not finish in time (the screenshot already taken is then compared as it is).
 */
async function remount(page: Page, storyId: string): Promise<boolean> {
  const rendered = await renderAfter(page, 'forceRemount', { storyId });
  if (rendered) await page.evaluate(() => window.__vitaHoldToasts?.());
  return rendered;
}

async function screenshot(
  page: Page,
  params: ScreenshotParameters | undefined,
  storyId: string,
  identifier: string,
) {
  const wholePage = params?.target === 'page' || (await hasVisiblePortal(page));
  const options = { animations: 'disabled', caret: 'hide' } as const;
  const take = () =>
    wholePage ? page.screenshot(options) : page.locator('#storybook-root').screenshot(options);
  let image = await take();
  // Chromium encodes the same pixels to the same bytes, and baselines are its bytes as written:
  // an identical file needs no decoding and no pixel comparison (most stories, most runs).
  const baseline = await readFile(`${SNAPSHOT_DIR}/${identifier}.png`).catch(() => null);
  if (baseline?.equals(image)) return;
  // On a loaded machine a page can still be moving when it is first taken: it is taken once more
  // after it has had time to settle. A shell's side column has also been drawn a pixel higher in
  // a whole render now and then, its layout the same to the half pixel, however long it settled:
  // the story is then rendered and played anew once and taken a third time. A real change
  // differs every time.
  if (baseline) {
    await page.waitForTimeout(500);
    await settle(page);
    image = await take();
    if (baseline.equals(image)) return;
    if (await remount(page, storyId)) {
      await settle(page);
      image = await take();
      if (baseline.equals(image)) return;
    }
  }
  expect(image).toMatchImageSnapshot({
    // In the test worker: by default every comparison starts a new Node process and waits for it.
    runInProcess: true,
    customSnapshotsDir: SNAPSHOT_DIR,
    customSnapshotIdentifier: identifier,
    // A pixelmatch threshold of 0.1 let a real colour change pass; subtle colour
    // changes must fail the comparison.
    customDiffConfig: { threshold: 0.01 },
    failureThreshold: 0,
    failureThresholdType: 'pixel',
  });
}

const config: TestRunnerConfig = {
  setup() {
    expect.extend({ toMatchImageSnapshot });
  },

  async preVisit(page) {
    // The runner keeps one page per story file and renders each story into it: axe, once
    // evaluated, stays (evaluating its 500 KB again for every story cost about 0.1 s a story).
    const hasAxe = await page.evaluate(() => 'axe' in window);
    if (!hasAxe) await injectAxe(page);
  },

  async postVisit(page, context) {
    const storyContext = await getStoryContext(page, context);
    const a11y = storyContext.parameters?.a11y as A11yParameters | undefined;
    const shot = storyContext.parameters?.screenshot as ScreenshotParameters | undefined;
    const runAxe = a11y?.test !== 'off' && a11y?.test !== 'todo';
    // Toasts shown by the play function stay for every check below (see preview.tsx).
    await page.evaluate(() => window.__vitaHoldToasts?.());

    try {
      for (const theme of ['light', 'dark'] as const) {
        await setTheme(page, theme);
        await settle(page);
        if (runAxe) await checkAxe(page, a11y, theme, context.id);
        if (!shot?.disable) {
          await screenshot(
            page,
            shot,
            context.id,
            theme === 'light' ? context.id : `${context.id}--dark`,
          );
        }
      }
    } finally {
      // Globals outlive the story in the preview: the next story must start in light again.
      await setTheme(page, 'light').catch(() => undefined);
    }
  },
};

export default config;
