import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import {
  adminPageOf,
  allUsers,
  bearer,
  chooseRowAction,
  createUserAsAdmin,
  dataRows,
  tokenFor,
  type ApiUser,
} from './support/api';
import { admin } from './support/env';
import { expectRowMenuOnNarrowScreen, NARROW_SCREEN } from './support/narrow';
import { expectToast } from './support/toasts';
import { apiToken, newUser, signedInAs, signedInUser } from './support/users';

const usersTable = (page: Page) => page.getByRole('grid', { name: 'Users' });
const pager = (page: Page) => page.getByRole('navigation', { name: 'Users pages' });
const currentPage = (page: Page) => pager(page).locator('[aria-current="page"]');
const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main', exact: true });
const userRow = (page: Page, email: string) =>
  usersTable(page)
    .getByRole('row')
    .filter({ has: page.getByText(email, { exact: true }) });

const DELETE_WARNING =
  'All items associated with this user will also be permanently deleted. Are you sure? You will not be able to undo this action.';

async function adminMe(request: APIRequestContext) {
  const token = await tokenFor(request, admin.email, admin.password);
  const response = await request.get('/api/v1/users/me', { headers: bearer(token) });
  expect(response.status()).toBe(200);
  return { token, me: (await response.json()) as ApiUser };
}

/**
 * Opens the admin page that lists `email` (users are listed newest first, and other specs add
 * and remove users meanwhile, so the page is looked up, and looked up again if it moved).
 */
async function openPageOf(page: Page, request: APIRequestContext, token: string, email: string) {
  await expect(async () => {
    const number = await adminPageOf(request, token, email);
    await page.goto(`/admin?page=${number}`);
    await expect(userRow(page, email)).toBeVisible({ timeout: 5_000 });
  }).toPass();
}

test.describe('admin', () => {
  // These tests read and change the one users list, paged five at a time: run one after another
  // in one worker, as they were written, so one's new users do not page another's out of sight.
  test.describe.configure({ mode: 'default' });
  test('Users Management: own row shows You with its actions disabled', async ({
    page,
    request,
  }) => {
    const { me, token } = await adminMe(request);
    await signedInAs(page, request, admin);
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Users Management', level: 1 })).toBeVisible();
    await expect(usersTable(page).getByRole('columnheader')).toHaveText([
      'Full name',
      'Email',
      'Role',
      'Status',
      'Actions',
    ]);
    // The first superuser is the oldest account: the last one listed, on the last page.
    await openPageOf(page, request, token, admin.email);
    const own = userRow(page, admin.email);
    await expect(own).toBeVisible();
    await expect(own.getByText('You', { exact: true })).toBeVisible();
    await expect(own.getByText('Superuser', { exact: true })).toBeVisible();
    await expect(own.getByText('Active', { exact: true })).toBeVisible();
    await expect(
      own.getByRole('button', { name: `Actions for ${me.full_name || me.email}`, exact: true }),
    ).toBeDisabled();
    // Only that row is marked as 'You'.
    await expect(usersTable(page).getByText('You', { exact: true })).toHaveCount(1);
    await expect(pager(page).getByRole('button', { name: 'Next' })).toBeDisabled();
    await expectAccessible(page);

    // The sidebar offers Admin (and Items) to a superuser.
    await expect(mainNav(page).getByRole('link', { name: 'Items' })).toBeVisible();
    await mainNav(page).getByRole('link', { name: 'Dashboard' }).click();
    await expect(page).toHaveURL(/\/$/);
    await mainNav(page).getByRole('link', { name: 'Admin' }).click();
    await expect(page).toHaveURL(/\/admin/);
    await expect(page.getByRole('heading', { name: 'Users Management', level: 1 })).toBeVisible();
  });

  test('Add User: validation on blur, then a user without a full name (N/A, User, Inactive)', async ({
    page,
    request,
  }) => {
    const { token } = await adminMe(request);
    const nameless = newUser('nameless');
    await signedInAs(page, request, admin);
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Users Management', level: 1 })).toBeVisible();

    await page.getByRole('button', { name: 'Add User' }).click();
    const add = page.getByRole('dialog', { name: 'Add User' });
    await expect(add).toBeVisible();
    await expectAccessible(page);
    const email = add.getByRole('textbox', { name: 'Email' });
    const password = add.getByLabel('Password', { exact: true });
    const confirm = add.getByLabel('Confirm Password', { exact: true });

    // Empty required fields, each on blur.
    await email.focus();
    await email.blur();
    await expect(add.getByText('Email is required', { exact: true })).toBeVisible();
    await password.focus();
    await password.blur();
    await expect(add.getByText('Password is required', { exact: true })).toBeVisible();
    await confirm.focus();
    await confirm.blur();
    await expect(add.getByText('Please confirm your password', { exact: true })).toBeVisible();
    await expectAccessible(page);

    await password.fill('short');
    await password.blur();
    await expect(
      add.getByText('Password must be at least 8 characters', { exact: true }),
    ).toBeVisible();

    await email.fill(nameless.email);
    await email.blur();
    await expect(add.getByText('Email is required', { exact: true })).toHaveCount(0);
    await password.fill(nameless.password);
    await password.blur();
    await expect(add.getByText('Password must be at least 8 characters')).toHaveCount(0);
    await confirm.fill(`${nameless.password}-x`);
    await confirm.blur();
    await expect(add.getByText('The passwords do not match', { exact: true })).toBeVisible();
    await confirm.fill(nameless.password);
    await confirm.blur();
    await expect(add.getByText('The passwords do not match')).toHaveCount(0);

    // Both flags start off; no full name given.
    await expect(add.getByRole('checkbox', { name: 'Is superuser?' })).not.toBeChecked();
    await expect(add.getByRole('checkbox', { name: 'Is active?' })).not.toBeChecked();
    await add.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Success!', 'User created successfully.');
    await expect(add).toHaveCount(0);

    // The nameless user is listed at once, newest first on the page on screen: N/A, User,
    // Inactive.
    await expect(currentPage(page)).toHaveText('Page 1');
    await expect(userRow(page, nameless.email)).toBeVisible();
    await openPageOf(page, request, token, nameless.email);
    const namelessRow = userRow(page, nameless.email);
    await expect(namelessRow.getByRole('rowheader')).toHaveText('N/A');
    await expect(namelessRow.getByText('User', { exact: true })).toBeVisible();
    await expect(namelessRow.getByText('Inactive', { exact: true })).toBeVisible();
    await expect(namelessRow.getByText('You', { exact: true })).toHaveCount(0);
    await expect(
      namelessRow.getByRole('button', { name: `Actions for ${nameless.email}` }),
    ).toBeEnabled();
  });

  test('Edit User and Delete User (with the exact warning)', async ({ page, request }) => {
    const { token } = await adminMe(request);
    const named = newUser('named');
    await signedInAs(page, request, admin);
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Users Management', level: 1 })).toBeVisible();

    // A user with a full name, active.
    await page.getByRole('button', { name: 'Add User' }).click();
    const add = page.getByRole('dialog', { name: 'Add User' });
    await add.getByRole('textbox', { name: 'Email' }).fill(named.email);
    await add.getByLabel('Full Name').fill(named.fullName);
    await add.getByLabel('Password', { exact: true }).fill(named.password);
    await add.getByLabel('Confirm Password', { exact: true }).fill(named.password);
    await add.getByText('Is active?', { exact: true }).click();
    await expect(add.getByRole('checkbox', { name: 'Is active?' })).toBeChecked();
    await add.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Success!', 'User created successfully.');
    await expect(add).toHaveCount(0);

    // The named user: full name, User, Active; then made an inactive superuser.
    await openPageOf(page, request, token, named.email);
    const namedRow = userRow(page, named.email);
    await expect(namedRow.getByRole('rowheader')).toHaveText(named.fullName);
    await expect(namedRow.getByText('User', { exact: true })).toBeVisible();
    await expect(namedRow.getByText('Active', { exact: true })).toBeVisible();
    expect((await apiToken(request, named.email, named.password)).status).toBe(200);

    await chooseRowAction(page, named.fullName, 'Edit User');
    const edit = page.getByRole('dialog', { name: 'Edit User' });
    await expect(edit).toBeVisible();
    await expect(edit.getByRole('textbox', { name: 'Email' })).toHaveValue(named.email);
    await expect(edit.getByLabel('Full Name')).toHaveValue(named.fullName);
    await expect(edit.getByRole('checkbox', { name: 'Is active?' })).toBeChecked();
    await expectAccessible(page);
    await edit.getByText('Is active?', { exact: true }).click();
    await edit.getByText('Is superuser?', { exact: true }).click();
    await expect(edit.getByRole('checkbox', { name: 'Is active?' })).not.toBeChecked();
    await expect(edit.getByRole('checkbox', { name: 'Is superuser?' })).toBeChecked();
    await edit.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Success!', 'User updated successfully.');
    await expect(edit).toHaveCount(0);
    await expect(namedRow.getByText('Superuser', { exact: true })).toBeVisible();
    await expect(namedRow.getByText('Inactive', { exact: true })).toBeVisible();
    // An inactive account cannot log in any more; its password was kept.
    expect((await apiToken(request, named.email, named.password)).status).toBe(400);

    // Delete User: the exact warning, Cancel keeps the user, Delete removes them.
    await chooseRowAction(page, named.fullName, 'Delete User');
    const confirmDelete = page.getByRole('alertdialog', { name: 'Delete User' });
    await expect(confirmDelete).toBeVisible();
    await expect(confirmDelete.getByText(DELETE_WARNING, { exact: true })).toBeVisible();
    await expectAccessible(page);
    await confirmDelete.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirmDelete).toHaveCount(0);
    await expect(namedRow).toBeVisible();

    await chooseRowAction(page, named.fullName, 'Delete User');
    await page
      .getByRole('alertdialog', { name: 'Delete User' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expectToast(page, 'Success!', 'The user was deleted successfully');
    await expect(userRow(page, named.email)).toHaveCount(0);
    expect((await allUsers(request, token)).map((u) => u.email)).not.toContain(named.email);
  });

  test('paging: five users a page, history entry replaced, bad page falls back to 1', async ({
    page,
    request,
  }) => {
    const { token } = await adminMe(request);
    // At least six users besides the admin, whatever else exists.
    for (let i = 0; i < 6; i++) {
      const user = newUser(`pager${i}`);
      await createUserAsAdmin(request, token, {
        email: user.email,
        password: user.password,
        full_name: user.fullName,
      });
    }
    await signedInAs(page, request, admin);

    // Arrive from /settings, so the entry before /admin is known.
    await page.goto('/settings');
    await expect(page.getByRole('heading', { name: 'User Settings', level: 1 })).toBeVisible();
    await page.goto('/admin');
    const rows = dataRows(usersTable(page), page);
    await expect(rows).toHaveCount(5);
    await expect(currentPage(page)).toHaveText('Page 1');
    await expect(pager(page).getByRole('button', { name: 'Previous' })).toBeDisabled();
    await expect(pager(page).getByRole('button', { name: 'Next' })).toBeEnabled();
    // Newest first: the six users just added come before the first superuser.
    await expect(userRow(page, admin.email)).toHaveCount(0);

    await pager(page).getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/admin\?page=2$/);
    await expect(currentPage(page)).toHaveText('Page 2');
    await expect(pager(page).getByRole('button', { name: 'Previous' })).toBeEnabled();
    await expect(rows).not.toHaveCount(0);

    // The page change replaced /admin's history entry: Back leaves the admin screen.
    await page.goBack();
    await expect(page).toHaveURL(/\/settings$/);
    await expect(page.getByRole('heading', { name: 'User Settings', level: 1 })).toBeVisible();

    for (const bad of ['abc', '-3']) {
      await page.goto(`/admin?page=${bad}`);
      await expect(currentPage(page)).toHaveText('Page 1');
      await expect(rows).toHaveCount(5);
      await expect(userRow(page, admin.email)).toHaveCount(0);
      await expect(pager(page).getByRole('button', { name: 'Previous' })).toBeDisabled();
    }

    // A page past the end shows the last page, where Next is disabled.
    await page.goto('/admin?page=9999');
    await expect(page).not.toHaveURL(/page=9999/);
    await expect(rows).not.toHaveCount(0);
    await expect(pager(page).getByRole('button', { name: 'Next' })).toBeDisabled();
    await expect(pager(page).getByRole('button', { name: 'Previous' })).toBeEnabled();
  });

  test('on a 500 px screen users are cards with their menu on screen', async ({
    page,
    request,
  }) => {
    const { token } = await adminMe(request);
    const user = newUser('narrow');
    await createUserAsAdmin(request, token, {
      email: user.email,
      password: user.password,
      full_name: user.fullName,
    });
    await page.setViewportSize(NARROW_SCREEN);
    await signedInAs(page, request, admin);
    await openPageOf(page, request, token, user.email);
    await expectRowMenuOnNarrowScreen(page, usersTable(page), user.fullName, 'Edit User');
    await expectAccessible(page);
  });

  test('a member at /admin is refused in place, stays signed in, and the users list is not requested', async ({
    page,
    request,
  }) => {
    await signedInUser(page, request, 'member');
    // The sidebar offers Items but not Admin to a member.
    await expect(mainNav(page).getByRole('link', { name: 'Items' })).toBeVisible();
    await expect(mainNav(page).getByRole('link', { name: 'Admin' })).toHaveCount(0);

    const listCalls: string[] = [];
    page.on('request', (req) => {
      if (new URL(req.url()).pathname === '/api/v1/users/') listCalls.push(req.url());
    });
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Access denied', level: 1 })).toBeVisible();
    await expect(
      page.getByText("You don't have permission to view this page.", { exact: true }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Users Management' })).toHaveCount(0);
    await expect(page.getByRole('grid', { name: 'Users' })).toHaveCount(0);
    await expect(page).toHaveURL(/\/admin(\?page=1)?$/);
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeTruthy();
    await expectAccessible(page);

    // Still signed in: another screen works without logging in again.
    await page.getByRole('link', { name: 'Go to Dashboard' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('Welcome back, nice to see you again!!!')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeTruthy();
    expect(listCalls).toEqual([]);
  });
});
