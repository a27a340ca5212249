import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { expectToast } from './support/toasts';
import { apiToken, logInViaForm, newUser, registerUser } from './support/users';

test.describe('sign up', () => {
  test('shows the validation messages, then creates the account and goes to /login', async ({
    page,
    request,
  }) => {
    const user = newUser('signup');
    await page.goto('/signup');
    await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page.getByText('Full name must be at least 3 characters')).toBeVisible();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
    await expect(page.getByText('Password confirmation is required')).toBeVisible();
    await expectAccessible(page);

    await page.getByLabel('Full Name').fill(user.fullName);
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByLabel('Confirm Password').fill(`${user.password}x`);
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page.getByText("Passwords don't match")).toBeVisible();
    await expect(page.getByText('Full name must be at least 3 characters')).toHaveCount(0);
    await expect(page).toHaveURL(/\/signup$/);

    await page.getByLabel('Confirm Password').fill(user.password);
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
    // A word of success, and the new e-mail already filled in.
    await expect(page.getByRole('status')).toHaveText('Account created — sign in.');
    await expect(page.getByLabel('Email')).toHaveValue(user.email);
    await expectAccessible(page);

    // The account exists: the API accepts its credentials, and so does the form.
    expect((await apiToken(request, user.email, user.password)).status).toBe(200);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/$/);
    // A new account starts with the onboarding wizard, greeted by its first name.
    await expect(page.getByRole('heading', { name: 'Welcome, Test!' })).toBeVisible();

    // A later visit to /login has nothing to announce.
    await page.evaluate(() => localStorage.removeItem('access_token'));
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
    await expect(page.getByText('Account created — sign in.')).toHaveCount(0);
  });

  test('an e-mail that is taken shows the server detail in an error toast', async ({
    page,
    request,
  }) => {
    const user = await registerUser(request, newUser('taken'));
    await page.goto('/signup');
    await page.getByLabel('Full Name').fill('Someone Else');
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill('another-password');
    await page.getByLabel('Confirm Password').fill('another-password');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expectToast(
      page,
      'Something went wrong!',
      'The user with this email already exists in the system',
    );
    await expect(page).toHaveURL(/\/signup$/);
  });

  test('links to log in', async ({ page }) => {
    await page.goto('/signup');
    await page.getByRole('link', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe('log in', () => {
  test('validates the e-mail and the password when each field loses focus', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
    await expectAccessible(page);

    const email = page.getByLabel('Email');
    await email.fill('not-an-email');
    await expect(page.getByText('Please enter a valid email address')).toHaveCount(0);
    await email.blur();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();

    const password = page.getByLabel('Password', { exact: true });
    await password.focus();
    await password.blur();
    await expect(page.getByText('Password is required')).toBeVisible();
    await expectAccessible(page);

    await email.fill('ok@example.com');
    await email.blur();
    await expect(page.getByText('Please enter a valid email address')).toHaveCount(0);
  });

  test("bad credentials show 'Invalid credentials' and the server's detail in a toast", async ({
    page,
    request,
  }) => {
    const user = await registerUser(request, newUser('badlogin'));
    await page.goto('/login');
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill('definitely-wrong');
    await page.getByRole('button', { name: 'Sign In' }).click();

    await expect(page.getByText('Invalid credentials')).toBeVisible();
    await expectToast(page, 'Something went wrong!', 'Incorrect email or password');
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
    await expectAccessible(page);
  });

  test('good credentials store the token and show the greeting', async ({ page, request }) => {
    const user = await registerUser(request, newUser('login'));
    await logInViaForm(page, user.email, user.password);
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeTruthy();
    await expect(page.getByRole('heading', { name: `Hi, ${user.fullName} 👋🏼` })).toBeVisible();
    await expect(page.getByText('Welcome back, nice to see you again!!!')).toBeVisible();
    await expectAccessible(page);
  });

  test('a mouse click that makes a message appear still reaches what it pressed', async ({
    page,
  }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill('not-an-email');
    // The press blurs the e-mail field, whose message would push the link down before the
    // release; the message waits for the click instead.
    const link = page.getByRole('link', { name: 'Forgot your password?' });
    const box = await link.boundingBox();
    if (!box) throw new Error('The link has no box');
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await expect(page).toHaveURL(/\/recover-password$/);
  });

  test("links to recovery ('Forgot your password?') and to sign up", async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expect(page).toHaveURL(/\/recover-password$/);
    await page.goto('/login');
    await page.getByRole('link', { name: 'Sign up' }).click();
    await expect(page).toHaveURL(/\/signup$/);
  });
});

test.describe('route guard', () => {
  test('a signed-out visit to /settings goes to /login', async ({ page }) => {
    await page.goto('/settings');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
  });

  test('a signed-out visit to / goes to /login', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a signed-in visit to a public screen goes to /', async ({ page, request }) => {
    const user = await registerUser(request, newUser('guard'));
    await logInViaForm(page, user.email, user.password);
    for (const path of ['/login', '/signup', '/recover-password', '/reset-password']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByText('Welcome back, nice to see you again!!!')).toBeVisible();
    }
  });

  test('a bogus stored token ends the session and goes to /login', async ({ page }) => {
    await page.goto('/login');
    await page.evaluate(() => localStorage.setItem('access_token', 'not-a-real-token'));
    await page.goto('/settings');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
  });
});
