import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { signedInUser } from './support/users';

const html = (page: Page) => page.locator('html');
const storedTheme = (page: Page) => page.evaluate(() => localStorage.getItem('theme'));

test('Appearance radios switch the theme and it persists across reloads', async ({
  page,
  request,
}) => {
  await signedInUser(page, request, 'appearance');
  await page.goto('/settings');
  await page.getByRole('tab', { name: 'Appearance' }).click();

  const group = page.getByRole('radiogroup', { name: 'Appearance' });
  await expect(group.getByRole('radio')).toHaveCount(3);
  // Default: follow the system (the browser context prefers light).
  await expect(group.getByRole('radio', { name: 'System' })).toBeChecked();
  await expect(html(page)).toHaveAttribute('data-theme', 'light');
  await expectAccessible(page);

  await group.getByText('Dark', { exact: true }).click();
  await expect(group.getByRole('radio', { name: 'Dark' })).toBeChecked();
  await expect(html(page)).toHaveAttribute('data-theme', 'dark');
  expect(await storedTheme(page)).toBe('dark');
  await expectAccessible(page);

  await page.reload();
  await expect(html(page)).toHaveAttribute('data-theme', 'dark');
  await page.getByRole('tab', { name: 'Appearance' }).click();
  await expect(page.getByRole('radio', { name: 'Dark' })).toBeChecked();

  await page
    .getByRole('radiogroup', { name: 'Appearance' })
    .getByText('Light', { exact: true })
    .click();
  await expect(html(page)).toHaveAttribute('data-theme', 'light');
  expect(await storedTheme(page)).toBe('light');
  await page.reload();
  await expect(html(page)).toHaveAttribute('data-theme', 'light');

  // System follows the operating system's preference, live.
  await page.getByRole('tab', { name: 'Appearance' }).click();
  await page
    .getByRole('radiogroup', { name: 'Appearance' })
    .getByText('System', { exact: true })
    .click();
  expect(await storedTheme(page)).toBe('system');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(html(page)).toHaveAttribute('data-theme', 'dark');
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(html(page)).toHaveAttribute('data-theme', 'light');
});

test("the header's theme toggle switches the theme and it persists", async ({ page, request }) => {
  await signedInUser(page, request, 'toggle');
  await expect(html(page)).toHaveAttribute('data-theme', 'light');
  // In the header bar, beside the sidebar trigger, not in the content below it.
  const toggle = page.getByRole('button', { name: 'Switch to dark theme' });
  const trigger = (await page.getByRole('button', { name: 'Toggle Sidebar' }).boundingBox())!;
  const box = (await toggle.boundingBox())!;
  expect(Math.abs(box.y + box.height / 2 - (trigger.y + trigger.height / 2))).toBeLessThan(4);

  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect(html(page)).toHaveAttribute('data-theme', 'dark');
  expect(await storedTheme(page)).toBe('dark');
  await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
  await expectAccessible(page);

  await page.reload();
  await expect(html(page)).toHaveAttribute('data-theme', 'dark');
  await page.getByRole('button', { name: 'Switch to light theme' }).click();
  await expect(html(page)).toHaveAttribute('data-theme', 'light');
  expect(await storedTheme(page)).toBe('light');
  await expectAccessible(page);

  await page.reload();
  await expect(html(page)).toHaveAttribute('data-theme', 'light');
  // The Appearance tab shows the choice the toggle made.
  await page.goto('/settings');
  await page.getByRole('tab', { name: 'Appearance' }).click();
  await expect(page.getByRole('radio', { name: 'Light' })).toBeChecked();
});
