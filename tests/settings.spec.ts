import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { admin } from './support/env';
import { expectToast } from './support/toasts';
import { apiToken, logInViaForm, newUser, signedInAs, signedInUser } from './support/users';

const me = (request: APIRequestContext, token: string | undefined) =>
  request.get('/api/v1/users/me', { headers: { authorization: `Bearer ${token ?? ''}` } });

test.describe('settings', () => {
  test('profile: edit, cancel resets, save updates', async ({ page, request }) => {
    const user = await signedInUser(page, request, 'profile');
    const renamed = newUser('renamed');
    // The tab's own view, not the sidebar's user menu, which shows the same name and e-mail.
    const profile = page.getByRole('tabpanel', { name: 'My profile' });

    await page.goto('/settings');
    await expect(page.getByRole('heading', { name: 'User Settings', level: 1 })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'My profile' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(profile.getByText(user.fullName, { exact: true })).toBeVisible();
    await expect(profile.getByText(user.email, { exact: true })).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Edit' }).click();
    const fullName = page.getByLabel('Full name');
    const email = page.getByRole('textbox', { name: 'Email' });
    await expect(fullName).toHaveValue(user.fullName);
    await expect(email).toHaveValue(user.email);
    // Nothing changed yet: Save is disabled.
    await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
    await expectAccessible(page);

    // Validation messages.
    await fullName.fill('');
    await fullName.blur();
    await expect(page.getByText('Full name is required')).toBeVisible();
    await email.fill('not-an-email');
    await email.blur();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();

    // Cancel resets the form and returns to the view.
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('button', { name: 'Edit' })).toBeVisible();
    await expect(profile.getByText(user.fullName, { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Edit' }).click();
    await expect(page.getByLabel('Full name')).toHaveValue(user.fullName);
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(user.email);

    await page.getByLabel('Full name').fill(renamed.fullName);
    // A new e-mail asks for the current password, and only then.
    await expect(page.getByLabel('Current password')).toHaveCount(0);
    await page.getByRole('textbox', { name: 'Email' }).fill(renamed.email);
    const currentPassword = page.getByLabel('Current password');
    await expect(currentPassword).toBeVisible();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Password is required')).toBeVisible();
    await currentPassword.fill('not-my-password');
    await page.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Something went wrong!', 'Incorrect password');
    await currentPassword.fill(user.password);
    await page.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Success!', 'User updated successfully.');
    await expect(page.getByRole('button', { name: 'Edit' })).toBeVisible();
    await expect(profile.getByText(renamed.fullName, { exact: true })).toBeVisible();

    await page.reload();
    await expect(profile.getByText(renamed.fullName, { exact: true })).toBeVisible();
    await expect(profile.getByText(renamed.email, { exact: true })).toBeVisible();
    expect((await apiToken(request, renamed.email, user.password)).status).toBe(200);
  });

  test('password: wrong current password, mismatch, then change and log in with it', async ({
    page,
    request,
  }) => {
    const user = await signedInUser(page, request, 'passwd');
    const next = `next-${user.password}`;
    const elsewhere = (await apiToken(request, user.email, user.password)).body.access_token;

    await page.goto('/settings');
    await page.getByRole('tab', { name: 'Password' }).click();
    await expect(page.getByRole('heading', { name: 'Change Password' })).toBeVisible();
    await expectAccessible(page);
    const save = page.getByRole('button', { name: 'Save' });
    await expect(save).toBeDisabled();

    await page.getByLabel('Current Password').fill(user.password);
    await page.getByLabel('New Password').fill(next);
    await page.getByLabel('Confirm Password').fill(`${next}?`);
    await page.getByLabel('Confirm Password').blur();
    await expect(page.getByText('The passwords do not match')).toBeVisible();
    await expect(save).toBeDisabled();

    await page.getByLabel('Current Password').fill('not-my-password');
    await page.getByLabel('Confirm Password').fill(next);
    await page.getByLabel('Confirm Password').blur();
    await expect(save).toBeEnabled();
    await save.click();
    await expectToast(page, 'Something went wrong!', 'Incorrect password');

    await page.getByLabel('Current Password').fill(user.password);
    await page.getByLabel('New Password').fill(next);
    await page.getByLabel('Confirm Password').fill(next);
    await page.getByLabel('Confirm Password').blur();
    await save.click();
    await expectToast(page, 'Success!', 'Password updated successfully.');

    expect((await apiToken(request, user.email, user.password)).status).toBe(400);
    // The change ended every earlier session but this browser's, which got a fresh token.
    expect((await me(request, elsewhere)).status()).toBe(401);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'User Settings', level: 1 })).toBeVisible();
    await page.evaluate(() => localStorage.removeItem('access_token'));
    await logInViaForm(page, user.email, next);
  });

  test('password: after messages showed, one mouse click on Save submits (no layout jump)', async ({
    page,
    request,
  }) => {
    const user = await signedInUser(page, request, 'oneclick');
    const next = `next-${user.password}`;
    await page.goto('/settings');
    await page.getByRole('tab', { name: 'Password' }).click();
    const newPassword = page.getByLabel('New Password');
    const confirm = page.getByLabel('Confirm Password');

    await page.getByLabel('Current Password').fill(user.password);
    await newPassword.fill('short');
    await newPassword.blur();
    await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
    await confirm.fill(next);
    await confirm.blur();
    await expect(page.getByText('The passwords do not match')).toBeVisible();

    // Mend the password while its field keeps the focus, then press Save with the mouse: the
    // press blurs the field first, and nothing may move the button before the release lands.
    await newPassword.fill(next);
    const save = page.getByRole('button', { name: 'Save' });
    await expect(save).toBeEnabled();
    const box = await save.boundingBox();
    if (!box) throw new Error('Save has no box');
    const changed = page.waitForRequest(
      (req) => req.method() === 'PATCH' && req.url().endsWith('/api/v1/users/me/password'),
    );
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await changed;
    await expectToast(page, 'Success!', 'Password updated successfully.');
    expect((await apiToken(request, user.email, next)).status).toBe(200);
  });

  test('sessions: sign out of all other sessions, and stay signed in here', async ({
    page,
    request,
  }) => {
    const user = await signedInUser(page, request, 'sessions');
    const elsewhereToken = (await apiToken(request, user.email, user.password)).body.access_token;
    expect((await me(request, elsewhereToken)).status()).toBe(200);

    await page.goto('/settings');
    await page.getByRole('tab', { name: 'Password' }).click();
    await expect(page.getByRole('heading', { name: 'Sessions' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Sign out of all other sessions' }).click();
    await expectToast(page, 'Success!', 'Signed out of all other sessions');

    expect((await me(request, elsewhereToken)).status()).toBe(401);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'User Settings', level: 1 })).toBeVisible();
    await expect(page).toHaveURL(/\/settings/);
  });

  test('profile data: Download JSON Resume saves resume.json; imported back, it fills the profile steps', async ({
    page,
    request,
  }) => {
    const user = await signedInUser(page, request, 'jsonresume');
    const { body } = await apiToken(request, user.email, user.password);
    await request.post('/api/v1/onboarding/profile', {
      headers: { authorization: `Bearer ${body.access_token ?? ''}` },
      data: { professional_title: 'Ward Nurse', location: 'Leeds, UK' },
    });

    await page.goto('/settings');
    const section = page.getByRole('region', { name: 'Your profile data' });
    const downloading = page.waitForEvent('download');
    await section.getByRole('button', { name: 'Download JSON Resume' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('resume.json');
    const resume = JSON.parse(await readFile((await download.path()) ?? '', 'utf8')) as {
      basics: Record<string, unknown>;
    };
    expect(resume.basics).toMatchObject({
      name: user.fullName,
      email: user.email,
      label: 'Ward Nurse',
      location: { city: 'Leeds', region: 'UK' },
    });
    await expectToast(page, 'Success!', 'Your profile was saved as resume.json.');

    // The same file imported back: the profile steps open on home, filled in from it.
    await page.goto('/settings');
    await page
      .getByRole('region', { name: 'Your profile data' })
      .locator('input[type="file"]')
      .setInputFiles({
        name: 'resume.json',
        mimeType: 'application/json',
        buffer: await readFile((await download.path()) ?? ''),
      });
    await expectToast(page, 'Success!', 'resume.json was read: review each step, then save it.');
    await expect(page).toHaveURL(/\/$/);
    const basic = page.getByRole('form', { name: 'Basic Information' });
    await expect(basic.getByLabel('Professional Title')).toHaveValue('Ward Nurse');
    await expect(basic.getByLabel('Location')).toHaveValue('Leeds, UK');
    await basic.getByLabel('Professional Title').fill('Senior Ward Nurse');
    await basic.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('form', { name: 'Work Experience' })).toBeVisible();
    const profile = await request.get('/api/v1/users/me/profile', {
      headers: { authorization: `Bearer ${body.access_token ?? ''}` },
    });
    expect((await profile.json()).basic_info).toMatchObject({
      professional_title: 'Senior Ward Nurse',
      location: 'Leeds, UK',
    });
  });

  test('a superuser has no Danger zone tab', async ({ page, request }) => {
    await signedInAs(page, request, admin);
    await page.goto('/settings');
    await expect(page.getByRole('tab', { name: 'My profile' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Password' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Appearance' })).toBeVisible();
    await expect(page.getByRole('tab')).toHaveCount(3);
    await expect(page.getByRole('tab', { name: 'Danger zone' })).toHaveCount(0);
  });

  test('a member sees the four tabs', async ({ page, request }) => {
    await signedInUser(page, request, 'tabs');
    await page.goto('/settings');
    await expect(page.getByRole('tab')).toHaveText([
      'My profile',
      'Password',
      'Appearance',
      'Danger zone',
    ]);
  });
});
