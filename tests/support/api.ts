import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { apiToken } from './users';

/** A bearer token for `email`, through the same call the login form makes. */
export async function tokenFor(request: APIRequestContext, email: string, password: string) {
  const { status, body } = await apiToken(request, email, password);
  expect(status, `login of ${email}`).toBe(200);
  return body.access_token!;
}

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** Creates items through the API (fast setup for paging), in order: the last one is newest. */
export async function createItems(
  request: APIRequestContext,
  token: string,
  items: { title: string; description?: string | null }[],
) {
  for (const item of items) {
    const response = await request.post('/api/v1/items/', { headers: bearer(token), data: item });
    expect(response.status(), await response.text()).toBe(200);
  }
}

export interface CvInput {
  title: string;
  description?: string | null;
  target_job_title?: string | null;
  target_company?: string | null;
  target_job_posting_url?: string | null;
}

/** Creates CVs through the API, in order: the last one is newest. */
export async function createCvs(request: APIRequestContext, token: string, cvs: CvInput[]) {
  for (const cv of cvs) {
    const response = await request.post('/api/v1/cv/', { headers: bearer(token), data: cv });
    expect(response.status(), await response.text()).toBe(200);
  }
}

export interface ApiUser {
  id: string;
  email: string;
  full_name: string | null;
  is_superuser: boolean;
  is_active: boolean;
}

/** Creates a user as a superuser (POST /users/). */
export async function createUserAsAdmin(
  request: APIRequestContext,
  adminToken: string,
  user: { email: string; password: string; full_name?: string | null; is_active?: boolean },
): Promise<ApiUser> {
  const response = await request.post('/api/v1/users/', {
    headers: bearer(adminToken),
    data: { is_superuser: false, is_active: true, full_name: null, ...user },
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as ApiUser;
}

/** Every user, in the admin list's order (GET /users/ pages of at most 100). */
export async function allUsers(request: APIRequestContext, adminToken: string) {
  const users: ApiUser[] = [];
  for (let skip = 0; ; skip += 100) {
    const response = await request.get(`/api/v1/users/?skip=${skip}&limit=100`, {
      headers: bearer(adminToken),
    });
    expect(response.status(), await response.text()).toBe(200);
    const body = (await response.json()) as { data: ApiUser[]; count: number };
    users.push(...body.data);
    if (body.data.length < 100) return users;
  }
}

/** The 1-based page (the screens show five a page) on which the admin list shows `email`. */
export async function adminPageOf(request: APIRequestContext, adminToken: string, email: string) {
  const index = (await allUsers(request, adminToken)).findIndex((u) => u.email === email);
  expect(index, `${email} in the users list`).toBeGreaterThanOrEqual(0);
  return Math.floor(index / 5) + 1;
}

/** A table's data rows: the rows that carry a row actions button (not the header, not skeletons). */
export const dataRows = (table: Locator, page: Page): Locator =>
  table.getByRole('row').filter({ has: page.getByRole('button', { name: /^Actions for / }) });

/** The data row whose row header (the record's name column) is exactly `name`. */
export const rowNamed = (table: Locator, page: Page, name: string): Locator =>
  table.getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: true }) });

/** Opens a row's ⋮ menu (named 'Actions for {name}') and chooses `action`. */
export async function chooseRowAction(page: Page, rowName: string, action: string) {
  await page.getByRole('button', { name: `Actions for ${rowName}`, exact: true }).click();
  await page.getByRole('menuitem', { name: action, exact: true }).click();
}
