import { expect, type Locator, type Page } from '@playwright/test';

/** A phone held upright: below the breakpoint where lists become cards. */
export const NARROW_SCREEN = { width: 500, height: 900 };

/**
 * On a narrow screen the page never scrolls sideways, and the row's ⋮ menu is on screen (not
 * behind a sideways scroll) and opens with `firstAction`.
 */
export async function expectRowMenuOnNarrowScreen(
  page: Page,
  table: Locator,
  rowName: string,
  firstAction: string,
) {
  await expect(table).toBeVisible();
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    'the page is no wider than the screen',
  ).toBe(true);
  const trigger = table.getByRole('button', { name: `Actions for ${rowName}`, exact: true });
  await expect(trigger).toBeVisible();
  const box = await trigger.boundingBox();
  const tableBox = await table.boundingBox();
  expect(box, 'the menu button has a box').not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(NARROW_SCREEN.width);
  expect(box!.x + box!.width, 'the menu button is inside the list').toBeLessThanOrEqual(
    tableBox!.x + tableBox!.width,
  );
  await trigger.click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: firstAction, exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
}
