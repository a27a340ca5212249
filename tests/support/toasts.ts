import { expect, type Locator, type Page } from '@playwright/test';

/** The notification landmark the app mounts once; every toast appears in it. */
const toastRegion = (page: Page): Locator => page.getByRole('region', { name: 'Notifications' });

/** Asserts a visible toast with exactly this title and description. */
export async function expectToast(page: Page, title: string, description: string) {
  const toast = toastRegion(page)
    .getByRole('alertdialog')
    .filter({ has: page.getByText(description, { exact: true }) });
  await expect(toast).toBeVisible();
  await expect(toast.getByText(title, { exact: true })).toBeVisible();
}
