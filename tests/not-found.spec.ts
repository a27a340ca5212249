import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { signedInUser } from './support/users';

test('an unknown path shows the not-found screen; Go Back leads to /', async ({ page }) => {
  await page.goto('/this/page/does-not-exist');
  await expect(page.getByRole('heading', { name: '404', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Oops!' })).toBeVisible();
  await expect(page.getByText('The page you are looking for was not found.')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Go Back' }).click();
  // Signed out, / sends the visitor on to /login.
  await expect(page).toHaveURL(/\/login$/);
});

test('signed in, the not-found screen keeps the app frame; Go Back lands on the home screen', async ({
  page,
  request,
}) => {
  await signedInUser(page, request, 'notfound');
  await page.goto('/no-such-screen');
  await expect(page.getByRole('heading', { name: 'Oops!' })).toBeVisible();
  await expect(page.getByText('The page you are looking for was not found.')).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Main', exact: true });
  await expect(nav.getByRole('link', { name: 'Items' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Toggle Sidebar' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Go Back' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Welcome back, nice to see you again!!!')).toBeVisible();
});

test('no sidebar link leads to a screen that does not exist', async ({ page, request }) => {
  await signedInUser(page, request, 'navlinks');
  const nav = page.getByRole('navigation', { name: 'Main', exact: true });
  // evaluateAll does not wait: the sidebar may still be rendering right after sign-in.
  await expect(nav.getByRole('link', { name: 'Items' })).toBeVisible();
  const hrefs = await nav
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  expect(hrefs.length).toBeGreaterThan(3);
  for (const href of new Set(hrefs)) {
    await page.goto(href);
    await expect(page.getByRole('navigation', { name: 'Main', exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Oops!' })).toHaveCount(0);
  }
});
