import { expect, type Page } from '@playwright/test';
import { getViolations, injectAxe } from 'axe-playwright';

type Scheme = 'light' | 'dark';

async function violations(page: Page, scheme: Scheme) {
  // Once per document: the app navigates without reloading, and axe (500 KB) stays loaded.
  if (!(await page.evaluate(() => 'axe' in window))) await injectAxe(page);
  // react-aria's live announcer (a visually hidden helper on <body>) briefly holds
  // `role="img" aria-labelledby=...` nodes that point at ids React already removed; that is not
  // the page's UI and made the check depend on timing.
  const context = { exclude: [['[data-live-announcer]']] } as never;
  const found = await getViolations(page, context, {
    resultTypes: ['violations'],
  });
  return found
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      theme: scheme,
      rule: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.slice(0, 5).map((n) => `${n.target.join(' ')}: ${n.html.slice(0, 300)}`),
    }));
}

/**
 * Waits until no CSS transition is running: a theme switch starts colour transitions, and until
 * they end (even at 0.01 ms under reduced motion, they end on a later frame) axe would measure
 * the old theme's colours against the new background.
 */
async function settled(page: Page) {
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

/**
 * Runs axe on the current page in the light and in the dark theme and fails on any serious or
 * critical violation. The theme follows the system preference unless the user picked one, so the
 * check switches `prefers-color-scheme` and waits for <html data-theme> to follow; when the user
 * picked a theme explicitly, only that theme applies and only it is checked.
 */
export async function expectAccessible(page: Page) {
  const stored = await page.evaluate(() => localStorage.getItem('theme'));
  const schemes: Scheme[] = stored === 'light' || stored === 'dark' ? [stored] : ['light', 'dark'];
  const found = [];
  try {
    for (const scheme of schemes) {
      await page.emulateMedia({ colorScheme: scheme });
      await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
      await settled(page);
      found.push(...(await violations(page, scheme)));
    }
  } finally {
    await page.emulateMedia({ colorScheme: 'light' });
  }
  expect(found, `axe serious/critical violations on ${page.url()}`).toEqual([]);
}
