import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

export interface TestUser {
  email: string;
  password: string;
  fullName: string;
}

/** A fresh identity per test: specs never share accounts, so they can run in any order. */
export function newUser(prefix = 'user'): TestUser {
  const id = randomUUID().slice(0, 8);
  return {
    email: `${prefix}-${id}@example.com`,
    password: `pw-${randomUUID()}`,
    fullName: `Test ${prefix} ${id}`,
  };
}

/**
 * Signs up through the API (for specs that are not about the signup screen). Unless `onboarded`
 * is false, the new member has also finished the onboarding wizard, so home shows the greeting:
 * only the onboarding specs walk through the wizard.
 */
export async function registerUser(
  request: APIRequestContext,
  user: TestUser = newUser(),
  { onboarded = true }: { onboarded?: boolean } = {},
) {
  const response = await request.post('/api/v1/users/signup', {
    data: { email: user.email, password: user.password, full_name: user.fullName },
  });
  expect(response.status(), await response.text()).toBe(200);
  if (onboarded) {
    const { body } = await apiToken(request, user.email, user.password);
    const done = await request.patch('/api/v1/onboarding/state-step', {
      headers: { Authorization: `Bearer ${body.access_token}` },
      data: { current_step: 'completed' },
    });
    expect(done.status(), await done.text()).toBe(200);
  }
  return user;
}

/** Gets a token through the API, the same call the login form makes. */
export async function apiToken(request: APIRequestContext, email: string, password: string) {
  const response = await request.post('/api/v1/login/access-token', {
    form: { username: email, password },
  });
  return { status: response.status(), body: (await response.json()) as { access_token?: string } };
}

/** Fills and submits the login form, and waits for the home screen. */
export async function logInViaForm(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/$/);
}

/** Signs a new user up and logs them in through the form; returns the user. */
export async function signedInUser(page: Page, request: APIRequestContext, prefix = 'user') {
  const user = await registerUser(request, newUser(prefix));
  await logInViaForm(page, user.email, user.password);
  return user;
}
