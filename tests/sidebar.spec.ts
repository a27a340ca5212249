import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { signedInUser } from './support/users';

/** The desktop sidebar column (the one element with data-state="expanded" | "collapsed"). */
const sidebar = (page: Page) => page.locator('div[data-state]:has(nav)');
const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main', exact: true });
const trigger = (page: Page) => page.getByRole('button', { name: 'Toggle Sidebar' });

async function sidebarCookie(page: Page) {
  const cookies = await page.context().cookies();
  return cookies.find((c) => c.name === 'sidebar_state');
}

test('the sidebar collapses with its trigger and Ctrl+B, and remembers it in a cookie', async ({
  page,
  request,
}) => {
  await signedInUser(page, request, 'sidebar');
  await expect(sidebar(page)).toHaveAttribute('data-state', 'expanded');
  await expect(trigger(page)).toHaveAttribute('aria-expanded', 'true');
  const nav = mainNav(page);
  await expect(nav.getByRole('link', { name: 'User Settings' })).toBeVisible();

  await trigger(page).click();
  await expect(sidebar(page)).toHaveAttribute('data-state', 'collapsed');
  await expect(trigger(page)).toHaveAttribute('aria-expanded', 'false');
  const cookie = await sidebarCookie(page);
  expect(cookie?.value).toBe('false');
  // Remembered for 7 days, so the choice survives a browser restart.
  const sevenDays = 7 * 24 * 60 * 60;
  expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(sevenDays - 120);
  expect(cookie!.expires - Date.now() / 1000).toBeLessThanOrEqual(sevenDays + 1);
  await expectAccessible(page);

  await page.reload();
  await expect(sidebar(page)).toHaveAttribute('data-state', 'collapsed');

  await page.keyboard.press('Control+b');
  await expect(sidebar(page)).toHaveAttribute('data-state', 'expanded');
  expect((await sidebarCookie(page))?.value).toBe('true');
  await page.keyboard.press('Control+b');
  await expect(sidebar(page)).toHaveAttribute('data-state', 'collapsed');
  expect((await sidebarCookie(page))?.value).toBe('false');
  await page.keyboard.press('b');
  await expect(sidebar(page)).toHaveAttribute('data-state', 'collapsed');

  await page.reload();
  await expect(sidebar(page)).toHaveAttribute('data-state', 'collapsed');
  await trigger(page).click();
  await expect(sidebar(page)).toHaveAttribute('data-state', 'expanded');
});

test('the sidebar navigates between the signed-in screens', async ({ page, request }) => {
  await signedInUser(page, request, 'nav');
  const nav = mainNav(page);
  await nav.getByRole('link', { name: 'User Settings' }).click();
  await expect(page).toHaveURL(/\/settings/);
  await expect(page.getByRole('heading', { name: 'User Settings', level: 1 })).toBeVisible();
  await nav.getByRole('link', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Welcome back, nice to see you again!!!')).toBeVisible();
});

test('at 500 px wide the sidebar is an overlay that the trigger opens', async ({
  page,
  request,
}) => {
  await signedInUser(page, request, 'mobile');
  await page.setViewportSize({ width: 500, height: 800 });
  await page.reload();
  await expect(page.getByText('Welcome back, nice to see you again!!!')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Sidebar' })).toHaveCount(0);
  await expectAccessible(page);

  // No sidebar column beside the content, not even the 3rem icon column: the content spans
  // the viewport.
  await expect(sidebar(page)).toHaveCount(0);
  const content = page.getByRole('main');
  const before = await content.boundingBox();
  expect(before!.x).toBeLessThan(48);
  expect(before!.x + before!.width).toBeGreaterThan(500 - 48);

  await trigger(page).click();
  const overlay = page.getByRole('dialog', { name: 'Sidebar' });
  await expect(overlay).toBeVisible();
  await expect(overlay.getByRole('link', { name: 'User Settings' })).toBeVisible();
  // An overlay: it sits above the content instead of pushing it aside.
  expect(await content.boundingBox()).toEqual(before);
  await expectAccessible(page);

  await page.keyboard.press('Escape');
  await expect(overlay).toHaveCount(0);
  // The overlay does not change the remembered desktop state.
  expect((await sidebarCookie(page))?.value).not.toBe('false');
});
