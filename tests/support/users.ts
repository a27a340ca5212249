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

/**
 * Puts a session into the page's browser the way a signed-in browser keeps it (the token in
 * localStorage), before the app's first script runs, then opens home. Only the specs of signing in
 * itself go through the login form; every other spec starts signed in from this stored state.
 * The token is written once per tab: a spec that signs out and reloads stays signed out.
 */
export async function useStoredSession(page: Page, token: string) {
  await page.context().addInitScript((value: string) => {
    if (window.sessionStorage.getItem('e2e-session-stored')) return;
    window.sessionStorage.setItem('e2e-session-stored', '1');
    window.localStorage.setItem('access_token', value);
  }, token);
  await page.goto('/');
  await expect(page).toHaveURL(/\/$/);
}

/** Signs a new member up through the API and opens home signed in as them; returns the user. */
export async function signedInUser(page: Page, request: APIRequestContext, prefix = 'user') {
  const user = await registerUser(request, newUser(prefix));
  await signedInAs(page, request, user);
  return user;
}

/** Opens home signed in as an existing account (the admin, say), from stored state. */
export async function signedInAs(
  page: Page,
  request: APIRequestContext,
  user: Pick<TestUser, 'email' | 'password'>,
) {
  const { status, body } = await apiToken(request, user.email, user.password);
  expect(status, `login of ${user.email}`).toBe(200);
  await useStoredSession(page, body.access_token!);
}
