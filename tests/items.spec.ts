import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { chooseRowAction, createItems, dataRows, rowNamed, tokenFor } from './support/api';
import { expectRowMenuOnNarrowScreen, NARROW_SCREEN } from './support/narrow';
import { expectToast } from './support/toasts';
import { signedInUser } from './support/users';

const itemsTable = (page: Page) => page.getByRole('grid', { name: 'Items' });
const pager = (page: Page) => page.getByRole('navigation', { name: 'Items pages' });
const currentPage = (page: Page) => pager(page).locator('[aria-current="page"]');

test.describe('items', () => {
  test('empty state, add, edit and delete an item', async ({ page, request }) => {
    await signedInUser(page, request, 'items');
    const id = randomUUID().slice(0, 8);
    const title = `Groceries ${id}`;
    const renamed = `Groceries renamed ${id}`;

    await page.goto('/items');
    await expect(page.getByRole('heading', { name: 'Items Management', level: 1 })).toBeVisible();
    await expect(page.getByText("You don't have any items yet", { exact: true })).toBeVisible();
    await expect(page.getByText('Add a new item to get started', { exact: true })).toBeVisible();
    await expect(itemsTable(page).getByRole('columnheader')).toHaveText([
      'Title',
      'Description',
      'Actions',
    ]);
    await expect(pager(page).getByRole('button', { name: 'Previous' })).toBeDisabled();
    await expect(pager(page).getByRole('button', { name: 'Next' })).toBeDisabled();
    await expectAccessible(page);

    // Add Item: Save stays disabled until there is a title.
    await page.getByRole('button', { name: 'Add Item' }).click();
    const add = page.getByRole('dialog', { name: 'Add Item' });
    await expect(add).toBeVisible();
    const save = add.getByRole('button', { name: 'Save' });
    await expect(save).toBeDisabled();
    await expectAccessible(page);
    await add.getByLabel('Description', { exact: true }).fill('Milk, bread');
    await expect(save).toBeDisabled();
    await add.getByLabel('Title', { exact: true }).fill(title);
    await expect(save).toBeEnabled();
    await add.getByLabel('Title', { exact: true }).fill('');
    await expect(save).toBeDisabled();
    await add.getByLabel('Title', { exact: true }).fill(title);
    await save.click();
    await expectToast(page, 'Success!', 'Item created successfully.');
    await expect(add).toHaveCount(0);
    const rows = dataRows(itemsTable(page), page);
    await expect(rows).toHaveCount(1);
    await expect(rows.getByRole('rowheader')).toHaveText([title]);
    await expect(
      rowNamed(itemsTable(page), page, title).getByRole('gridcell', {
        name: 'Milk, bread',
        exact: true,
      }),
    ).toBeVisible();
    await expect(page.getByText("You don't have any items yet")).toHaveCount(0);
    await expectAccessible(page);

    // Edit Item: prefilled; an emptied title is refused; the new title is saved.
    await chooseRowAction(page, title, 'Edit Item');
    const edit = page.getByRole('dialog', { name: 'Edit Item' });
    await expect(edit).toBeVisible();
    await expect(edit.getByLabel('Title', { exact: true })).toHaveValue(title);
    await expect(edit.getByLabel('Description', { exact: true })).toHaveValue('Milk, bread');
    await expectAccessible(page);
    await edit.getByLabel('Title', { exact: true }).fill('');
    await edit.getByLabel('Title', { exact: true }).blur();
    await expect(edit.getByText('Title is required', { exact: true })).toBeVisible();
    await expect(edit.getByRole('button', { name: 'Save' })).toBeDisabled();
    await edit.getByLabel('Title', { exact: true }).fill(renamed);
    await edit.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Success!', 'Item updated successfully.');
    await expect(edit).toHaveCount(0);
    await expect(rows.getByRole('rowheader')).toHaveText([renamed]);
    await page.reload();
    await expect(dataRows(itemsTable(page), page).getByRole('rowheader')).toHaveText([renamed]);

    // Delete Item: Cancel keeps it, Delete removes it.
    await chooseRowAction(page, renamed, 'Delete Item');
    const confirm = page.getByRole('alertdialog', { name: 'Delete Item' });
    await expect(confirm).toBeVisible();
    await expectAccessible(page);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toHaveCount(0);
    await expect(dataRows(itemsTable(page), page)).toHaveCount(1);

    await chooseRowAction(page, renamed, 'Delete Item');
    await page
      .getByRole('alertdialog', { name: 'Delete Item' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expectToast(page, 'Success!', 'The item was deleted successfully');
    await expect(page.getByText("You don't have any items yet", { exact: true })).toBeVisible();
    await expect(dataRows(itemsTable(page), page)).toHaveCount(0);
  });

  test('five items a page, Previous/Next at their bounds, bad page values fall back to 1', async ({
    page,
    request,
  }) => {
    const user = await signedInUser(page, request, 'itempages');
    const id = randomUUID().slice(0, 8);
    const titles = Array.from({ length: 6 }, (_, i) => `Item ${i + 1} ${id}`);
    // Five through the API, the sixth (the newest) through the dialog.
    await createItems(
      request,
      await tokenFor(request, user.email, user.password),
      titles.slice(0, 5).map((title) => ({ title, description: `About ${title}` })),
    );

    await page.goto('/items');
    await page.getByRole('button', { name: 'Add Item' }).click();
    const add = page.getByRole('dialog', { name: 'Add Item' });
    await add.getByLabel('Title', { exact: true }).fill(titles[5]!);
    await add.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Success!', 'Item created successfully.');

    // Newest first: page 1 holds items 6..2, page 2 item 1.
    const rows = dataRows(itemsTable(page), page);
    const firstPage = titles.slice(1).reverse();
    await expect(rows.getByRole('rowheader')).toHaveText(firstPage);
    await expect(currentPage(page)).toHaveText('Page 1');
    await expect(pager(page).getByRole('button', { name: 'Previous' })).toBeDisabled();
    await expect(pager(page).getByRole('button', { name: 'Next' })).toBeEnabled();
    await expectAccessible(page);

    await pager(page).getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/items\?page=2$/);
    await expect(currentPage(page)).toHaveText('Page 2');
    await expect(rows.getByRole('rowheader')).toHaveText([titles[0]!]);
    await expect(pager(page).getByRole('button', { name: 'Next' })).toBeDisabled();
    await expect(pager(page).getByRole('button', { name: 'Previous' })).toBeEnabled();

    await pager(page).getByRole('button', { name: 'Previous' }).click();
    await expect(page).toHaveURL(/\/items\?page=1$/);
    await expect(rows.getByRole('rowheader')).toHaveText(firstPage);

    // A page in the address is honoured on load.
    await page.goto('/items?page=2');
    await expect(currentPage(page)).toHaveText('Page 2');
    await expect(rows.getByRole('rowheader')).toHaveText([titles[0]!]);

    for (const bad of ['abc', '-3']) {
      await page.goto(`/items?page=${bad}`);
      await expect(page.getByRole('heading', { name: 'Items Management' })).toBeVisible();
      await expect(currentPage(page)).toHaveText('Page 1');
      await expect(rows.getByRole('rowheader')).toHaveText(firstPage);
      await expect(pager(page).getByRole('button', { name: 'Previous' })).toBeDisabled();
    }
  });

  test('on a 500 px screen the items are cards with their menu on screen', async ({
    page,
    request,
  }) => {
    const user = await signedInUser(page, request, 'itemsnarrow');
    const title = `A long item title that would not fit a phone's table ${randomUUID()}`;
    await createItems(request, await tokenFor(request, user.email, user.password), [
      { title, description: 'A description long enough to push every column after it off screen' },
    ]);
    await page.setViewportSize(NARROW_SCREEN);
    await page.goto('/items');
    await expect(rowNamed(itemsTable(page), page, title)).toBeVisible();
    await expectRowMenuOnNarrowScreen(page, itemsTable(page), title, 'Edit Item');
    await expectAccessible(page);
  });
});
