import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { expectToast } from './support/toasts';
import { apiToken, signedInUser } from './support/users';

test('sign out from the user menu clears the session', async ({ page, request }) => {
  const user = await signedInUser(page, request, 'signout');
  await page.getByRole('button', { name: `User menu: ${user.fullName}` }).click();
  await expect(page.getByRole('menuitem', { name: 'Account' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
  await page.goto('/settings');
  await expect(page).toHaveURL(/\/login$/);
});

test("the user menu's Account item opens the settings", async ({ page, request }) => {
  const user = await signedInUser(page, request, 'account');
  await page.getByRole('button', { name: `User menu: ${user.fullName}` }).click();
  await page.getByRole('menuitem', { name: 'Account' }).click();
  await expect(page).toHaveURL(/\/settings/);
  await expect(page.getByRole('heading', { name: 'User Settings', level: 1 })).toBeVisible();
});

test('account deletion: cancel keeps it, confirm deletes it and signs out', async ({
  page,
  request,
}) => {
  const user = await signedInUser(page, request, 'delete');
  await page.goto('/settings');
  await page.getByRole('tab', { name: 'Danger zone' }).click();
  await expect(page.getByRole('heading', { name: 'Delete Account' })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Delete Account' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Confirmation Required' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  expect((await apiToken(request, user.email, user.password)).status).toBe(200);

  await page.getByRole('button', { name: 'Delete Account' }).click();
  await page
    .getByRole('alertdialog', { name: 'Confirmation Required' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expectToast(page, 'Success!', 'Your account has been successfully deleted');
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();

  // That login no longer works.
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Invalid credentials')).toBeVisible();
  await expectToast(page, 'Something went wrong!', 'Incorrect email or password');
  expect((await apiToken(request, user.email, user.password)).status).toBe(400);
});
