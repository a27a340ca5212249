import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { countMailsTo, newestResetLink } from './support/outbox';
import { expectToast } from './support/toasts';
import { apiToken, logInViaForm, newUser, registerUser } from './support/users';

test('password recovery through the e-mailed link, which works only once', async ({
  page,
  request,
  baseURL,
}) => {
  const user = await registerUser(request, newUser('recover'));
  const newPassword = `new-${user.password}`;

  await page.goto('/recover-password');
  await expect(
    page.getByText('A password recovery email will be sent to the registered account.'),
  ).toBeVisible();
  await expectAccessible(page);

  const before = countMailsTo(user.email);
  await page.getByLabel('Email').fill(user.email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expectToast(page, 'Success!', 'Password recovery email sent successfully.');

  const link = await newestResetLink(user.email, before);
  expect(link.startsWith(`${baseURL}/reset-password?token=`)).toBe(true);

  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Reset Password' })).toBeVisible();
  await expectAccessible(page);

  // Validation first: same messages as signup.
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
  await expect(page.getByText('Password confirmation is required')).toBeVisible();
  await page.getByLabel('New Password').fill(newPassword);
  await page.getByLabel('Confirm Password').fill(`${newPassword}!`);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText("Passwords don't match")).toBeVisible();

  await page.getByLabel('Confirm Password').fill(newPassword);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expectToast(page, 'Success!', 'Password updated successfully.');

  // The old password no longer works; the new one does.
  expect((await apiToken(request, user.email, user.password)).status).toBe(400);
  await logInViaForm(page, user.email, newPassword);
  await expect(page.getByText('Welcome back, nice to see you again!!!')).toBeVisible();

  // The same link cannot be used a second time.
  await page.evaluate(() => localStorage.removeItem('access_token'));
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Reset Password' })).toBeVisible();
  await page.getByLabel('New Password').fill('third-password-1');
  await page.getByLabel('Confirm Password').fill('third-password-1');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  // The screen says what happened to the link, instead of the server's 'Invalid token'.
  await expect(page.getByRole('alert')).toHaveText(
    /^This link has expired or was already used\.\s*Request a new link$/,
  );
  await expect(page.getByText('Invalid token')).toHaveCount(0);
  await expect(page).toHaveURL(/\/reset-password\?token=/);
  await expectAccessible(page);
  expect((await apiToken(request, user.email, 'third-password-1')).status).toBe(400);
  expect((await apiToken(request, user.email, newPassword)).status).toBe(200);
  await page.getByRole('link', { name: 'Request a new link' }).click();
  await expect(page).toHaveURL(/\/recover-password$/);
  await expect(page.getByRole('heading', { name: 'Password Recovery' })).toBeVisible();
});

test('recovery validates the e-mail', async ({ page }) => {
  await page.goto('/recover-password');
  const email = page.getByLabel('Email');
  await email.fill('not-an-email');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
});

test('recovery for an unknown e-mail answers the same way (it reveals nothing)', async ({
  page,
}) => {
  await page.goto('/recover-password');
  await page.getByLabel('Email').fill(newUser('nobody').email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expectToast(page, 'Success!', 'Password recovery email sent successfully.');
});

test('reset without a token in the address says so, offers a new link, and sends nothing', async ({
  page,
}) => {
  const calls: string[] = [];
  page.on('request', (req) => {
    if (req.url().includes('/api/v1/')) calls.push(`${req.method()} ${req.url()}`);
  });
  await page.goto('/reset-password');
  await expect(page.getByRole('heading', { name: 'Reset Password' })).toBeVisible();
  // The screen says so before anything is typed, and points to a new link.
  await expect(page.getByRole('alert')).toHaveText(
    /^This link is incomplete: open it again from the recovery e-mail\.\s*Request a new link$/,
  );
  await expectAccessible(page);
  await page.getByLabel('New Password').fill('a-valid-password');
  await page.getByLabel('Confirm Password').fill('a-valid-password');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  // A marker request sent after the submit handler has run: the browser reports requests in the
  // order they are made, so once the marker is seen, any call the submit made has been seen too.
  const marker = '/api/v1/utils/health-check/?after-submit';
  const markerSeen = page.waitForRequest((req) => req.url().endsWith(marker));
  await page.evaluate((url) => void fetch(url), marker);
  await markerSeen;
  expect(calls.filter((call) => !call.endsWith(marker))).toEqual([]);
  await expect(page).toHaveURL(/\/reset-password$/);
  await expect(page.getByLabel('New Password')).toHaveValue('a-valid-password');
  await expect(
    page.getByRole('region', { name: 'Notifications' }).getByRole('alertdialog'),
  ).toHaveCount(0);
  await page.getByRole('link', { name: 'Request a new link' }).click();
  await expect(page).toHaveURL(/\/recover-password$/);
});
