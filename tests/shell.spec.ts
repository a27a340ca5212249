import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { signedInUser } from './support/users';

test('every screen names itself in the tab title', async ({ page, request }) => {
  const signedOut = [
    ['/login', 'Sign in — Vita'],
    ['/signup', 'Sign up — Vita'],
    ['/recover-password', 'Recover password — Vita'],
    ['/reset-password?token=some-token', 'Reset password — Vita'],
    ['/no-such-screen', 'Not found — Vita'],
  ] as const;
  for (const [path, title] of signedOut) {
    await page.goto(path);
    await expect(page).toHaveTitle(title);
  }

  await signedInUser(page, request, 'titles');
  await expect(page).toHaveTitle('Dashboard — Vita');
  const signedIn = [
    ['/cvs', 'CVs — Vita'],
    ['/items', 'Items — Vita'],
    ['/settings', 'User Settings — Vita'],
    ['/admin', 'Admin — Vita'],
    ['/no-such-screen', 'Not found — Vita'],
  ] as const;
  for (const [path, title] of signedIn) {
    await page.goto(path);
    await expect(page).toHaveTitle(title);
  }
  // Client-side navigation updates it too.
  await page.getByRole('link', { name: 'Go Back' }).click();
  await expect(page).toHaveTitle('Dashboard — Vita');
  await page
    .getByRole('navigation', { name: 'Main', exact: true })
    .getByRole('link', { name: 'Items' })
    .click();
  await expect(page).toHaveTitle('Items — Vita');
});

test('the skip link is the first stop of Tab and moves focus to the content', async ({
  page,
  request,
}) => {
  await signedInUser(page, request, 'skip');
  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'User Settings', level: 1 })).toBeVisible();
  const skip = page.getByRole('link', { name: 'Skip to content' });
  // Out of sight until it has focus.
  await expect(skip).not.toBeInViewport();
  await page.keyboard.press('Tab');
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await expectAccessible(page);
  await page.keyboard.press('Enter');
  await expect(page.locator('#content')).toBeFocused();
  // The next stop is the screen's first control, past the sidebar and the header.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('tab', { name: 'My profile' })).toBeFocused();
});

test('Ctrl+B in a text field stays with the field; elsewhere it toggles the sidebar', async ({
  page,
  request,
}) => {
  await signedInUser(page, request, 'ctrlb');
  await page.goto('/settings?tab=password');
  const sidebar = page.locator('div[data-state]:has(nav)');
  await expect(sidebar).toHaveAttribute('data-state', 'expanded');
  const field = page.getByLabel('Current Password');
  await field.click();
  await page.keyboard.press('Control+b');
  await page.keyboard.press('Meta+b');
  await expect(field).toBeFocused();
  await expect(sidebar).toHaveAttribute('data-state', 'expanded');

  await page.getByRole('heading', { name: 'User Settings', level: 1 }).click();
  await page.keyboard.press('Control+b');
  await expect(sidebar).toHaveAttribute('data-state', 'collapsed');
});

test('at 500 px, quick saves stack at most three toasts along the bottom edge, clear of the actions', async ({
  page,
  request,
}) => {
  await signedInUser(page, request, 'toasts');
  await page.setViewportSize({ width: 500, height: 900 });
  await page.goto('/items');
  const addItem = page.getByRole('button', { name: 'Add Item' }).first();
  const region = page.getByRole('region', { name: 'Notifications' });
  const toasts = region.getByRole('alertdialog');
  const addByKeyboard = async (n: number) => {
    await addItem.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Add Item' });
    await dialog.getByLabel('Title').fill(`Item ${n}`);
    // Clickable: no toast lies over the dialog's buttons (what is at Save's centre is Save).
    const save = dialog.getByRole('button', { name: 'Save' });
    expect(
      await save.evaluate((button) => {
        const r = button.getBoundingClientRect();
        return button.contains(document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2));
      }),
    ).toBe(true);
    await page.keyboard.press('Enter');
    await expect(dialog).toHaveCount(0);
  };
  await addByKeyboard(1);
  // Toasts wait while the pointer rests on them: parked there, the next four saves are quick
  // saves however slow the machine is today.
  await region.hover();
  for (let n = 2; n <= 5; n++) {
    await addByKeyboard(n);
    // Back on the toasts once the dialog is gone, so their timers stay paused between saves.
    await region.hover();
  }
  await expect(toasts).toHaveCount(3);
  await expect(toasts.first()).toContainText('Item created successfully.');

  const box = (await region.boundingBox())!;
  expect(box.x).toBeLessThanOrEqual(16);
  expect(box.width).toBeGreaterThan(500 - 32);
  expect(box.y + box.height).toBeGreaterThan(900 - 32);
  const action = (await addItem.boundingBox())!;
  expect(action.y + action.height).toBeLessThan(box.y);

  // The two oldest were closed for the newer ones, not queued: all are gone after one timeout.
  await page.mouse.move(250, 10);
  await expect(toasts).toHaveCount(0, { timeout: 5500 });
});

test('signing out asks the server nothing more without a token', async ({ page, request }) => {
  await signedInUser(page, request, 'signout');
  await page.goto('/items');
  await expect(page.getByRole('heading', { name: 'Items Management', level: 1 })).toBeVisible();
  const refused: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 401) refused.push(response.url());
  });
  await page.getByRole('button', { name: /User menu/ }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
  await page.waitForTimeout(500);
  expect(refused).toEqual([]);
});

test("at 500 px, the header shows the logo, the screen's name and the theme toggle", async ({
  page,
  request,
}) => {
  await signedInUser(page, request, 'header');
  await page.setViewportSize({ width: 500, height: 900 });
  await page.goto('/items');
  const header = page
    .locator('header')
    .filter({ has: page.getByRole('button', { name: 'Toggle Sidebar' }) });
  await expect(header.getByRole('link', { name: 'Vita' })).toBeVisible();
  await expect(header.getByText('Items', { exact: true })).toBeVisible();
  await expect(header.getByRole('button', { name: 'Switch to dark theme' })).toBeVisible();
  await expectAccessible(page);
  await header.getByRole('link', { name: 'Vita' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(header.getByText('Dashboard', { exact: true })).toBeVisible();

  // Wide, the sidebar carries the logo and the names: the header does not repeat them.
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(header.getByRole('link', { name: 'Vita' })).toBeHidden();
  await expect(header.getByRole('button', { name: 'Switch to dark theme' })).toBeVisible();
});
