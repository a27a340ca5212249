import type { UserCreate, UserUpdate } from '@vita/api';
import { mockApi, mockCredentials, mockDb, mockHandlers, mockId } from '@vita/api/mocks';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_KEY } from '../../lib/session';
import { expectToast, renderApp } from '../../testing/render-app';
import { server } from '../../testing/setup';

const { admin, member } = mockCredentials;

/** Adds `count` users after the two seed users. */
function seedUsers(count: number) {
  for (let n = 1; n <= count; n += 1) {
    mockDb.users.push({
      id: mockId(6000 + n),
      email: `user${n}@example.com`,
      full_name: n === 1 ? null : `User ${n}`,
      is_active: n % 2 === 0,
      is_superuser: false,
      password: 'password123',
    });
  }
}

const table = () => screen.findByRole('grid', { name: 'Users' });
const rowOf = async (text: string) => {
  const cell = await within(await table()).findByText(text);
  const row = cell.closest('[role="row"]');
  if (!(row instanceof HTMLElement)) throw new Error(`no row for ${text}`);
  return row;
};

async function openAddUser() {
  const app = await renderApp('/admin', { token: admin.token });
  await app.user.click(await screen.findByRole('button', { name: 'Add User' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add User' });
  return { ...app, dialog };
}

describe('Admin: Users Management', () => {
  it('lists users with name or N/A, You badge, role and status', async () => {
    seedUsers(1);
    await renderApp('/admin', { token: admin.token });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Users Management' }),
    ).toBeVisible();
    const grid = await table();
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Full name', 'Email', 'Role', 'Status', 'Actions']);
    const me = await rowOf('Alice Admin');
    expect(within(me).getByText('You')).toBeVisible();
    expect(within(me).getByText('Superuser')).toBeVisible();
    expect(within(me).getByText('Active')).toBeVisible();
    const bob = await rowOf('Bob Member');
    expect(within(bob).queryByText('You')).toBeNull();
    expect(within(bob).getByText('User')).toBeVisible();
    const nameless = await rowOf('user1@example.com');
    expect(within(nameless).getByText('N/A')).toBeVisible();
    expect(within(nameless).getByText('Inactive')).toBeVisible();
  });

  it("disables the actions menu on the admin's own row only", async () => {
    await renderApp('/admin', { token: admin.token });
    expect(await screen.findByRole('button', { name: 'Actions for Alice Admin' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Actions for Bob Member' })).toBeEnabled();
  });

  it('shows 5 placeholder rows while loading', async () => {
    server.use(http.get(mockApi('/users/'), () => new Promise<never>(() => {})));
    await renderApp('/admin', { token: admin.token });
    const grid = await table();
    await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(6));
  });

  it('pages with bounds and treats an invalid page as 1', async () => {
    seedUsers(5);
    const { user, app } = await renderApp('/admin?page=nope', { token: admin.token });
    const nav = await screen.findByRole('navigation', { name: 'Users pages' });
    // Newest first: the users just added fill page 1, the two seed users follow on page 2.
    await rowOf('User 5');
    expect(app.router.state.location.search).toEqual({ page: 1 });
    expect(within(nav).getByRole('button', { name: /Previous/ })).toBeDisabled();
    const before = app.router.history.length;
    await user.click(within(nav).getByRole('button', { name: /Next/ }));
    await rowOf('Alice Admin');
    expect(app.router.state.location.search).toEqual({ page: 2 });
    expect(app.router.history.length).toBe(before);
    expect(within(nav).getByRole('button', { name: /Next/ })).toBeDisabled();
  });

  it('validates Add User on submit with every error at once', async () => {
    const { user, dialog } = await openAddUser();
    expect(within(dialog).getByRole('checkbox', { name: 'Is superuser?' })).not.toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Is active?' })).not.toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Email is required')).toBeVisible();
    expect(within(dialog).getByText('Password is required')).toBeVisible();
    expect(within(dialog).getByText('Please confirm your password')).toBeVisible();
  });

  it('checks the e-mail pattern, password length and match on blur', async () => {
    const { user, dialog } = await openAddUser();
    await user.type(within(dialog).getByLabelText('Email'), 'not-an-email');
    await user.tab();
    expect(await within(dialog).findByText('Invalid email address')).toBeVisible();
    await user.type(within(dialog).getByLabelText('Password'), 'short');
    await user.tab();
    expect(await within(dialog).findByText('Password must be at least 8 characters')).toBeVisible();
    await user.clear(within(dialog).getByLabelText('Password'));
    await user.type(within(dialog).getByLabelText('Password'), 'long-enough');
    await user.type(within(dialog).getByLabelText('Confirm Password'), 'different1');
    await user.tab();
    expect(await within(dialog).findByText('The passwords do not match')).toBeVisible();
  });

  it('creates a user without sending the confirmation', async () => {
    let body: UserCreate | undefined;
    server.events.on('request:start', async ({ request }) => {
      if (request.method === 'POST' && new URL(request.url).pathname === '/api/v1/users/') {
        body = (await request.clone().json()) as UserCreate;
      }
    });
    const { user, dialog } = await openAddUser();
    await user.type(within(dialog).getByLabelText('Email'), 'carol@example.com');
    await user.type(within(dialog).getByLabelText('Full Name'), 'Carol New');
    await user.type(within(dialog).getByLabelText('Password'), 'password123');
    await user.type(within(dialog).getByLabelText('Confirm Password'), 'password123');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Is active?' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expectToast('Success!', 'User created successfully.');
    expect(body).toEqual({
      email: 'carol@example.com',
      full_name: 'Carol New',
      password: 'password123',
      is_superuser: false,
      is_active: true,
    });
    server.events.removeAllListeners();
  });

  it('edits a user: an empty password is omitted, all data refreshed', async () => {
    let body: UserUpdate | undefined;
    server.events.on('request:start', async ({ request }) => {
      if (request.method === 'PATCH') body = (await request.clone().json()) as UserUpdate;
    });
    server.use(...mockHandlers.delayed(300));
    const { user } = await renderApp('/admin', { token: admin.token });
    await user.click(await screen.findByRole('button', { name: 'Actions for Bob Member' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Edit User' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit User' });
    expect(within(dialog).getByLabelText('Email')).toHaveValue('member@example.com');
    const save = within(dialog).getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    await user.clear(within(dialog).getByLabelText('Full Name'));
    await user.type(within(dialog).getByLabelText('Full Name'), 'Robert Member');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Is superuser?' }));
    await user.click(save);
    // Found while pending; it may be gone a moment later on a loaded machine, once the save ends.
    await within(dialog).findByRole('button', { name: /Saving\.\.\./ });
    await expectToast('Success!', 'User updated successfully.');
    expect(body).toEqual({
      email: 'member@example.com',
      full_name: 'Robert Member',
      is_superuser: true,
      is_active: true,
    });
    const row = await rowOf('Robert Member');
    expect(within(row).getByText('Superuser')).toBeVisible();
    server.events.removeAllListeners();
  });

  it('deletes a user with the exact warning', async () => {
    server.use(...mockHandlers.delayed(300));
    const { user } = await renderApp('/admin', { token: admin.token });
    await user.click(await screen.findByRole('button', { name: 'Actions for Bob Member' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete User' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete User' });
    expect(
      within(dialog).getByText(
        'All items associated with this user will also be permanently deleted. Are you sure? You will not be able to undo this action.',
      ),
    ).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    // Found while pending; it may be gone a moment later on a loaded machine, once the save ends.
    await within(dialog).findByRole('button', { name: /Deleting\.\.\./ });
    await expectToast('Success!', 'The user was deleted successfully');
    await waitFor(() =>
      expect(
        within(screen.getByRole('grid', { name: 'Users' })).queryByText('Bob Member'),
      ).toBeNull(),
    );
  });

  it('reports a failed delete with the spec text', async () => {
    server.use(mockHandlers.error('delete', '/users/:user_id', 500));
    const { user } = await renderApp('/admin', { token: admin.token });
    await user.click(await screen.findByRole('button', { name: 'Actions for Bob Member' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete User' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete User' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expectToast('Something went wrong!', 'An error occurred while deleting the user');
  });

  it('offers the Admin link to superusers only', async () => {
    const first = await renderApp('/', { token: admin.token });
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(await within(nav).findByRole('link', { name: 'Admin' })).toHaveAttribute(
      'href',
      '/admin',
    );
    expect(within(nav).getByRole('link', { name: 'Items' })).toHaveAttribute('href', '/items');
    first.unmount();
    window.localStorage.clear();
    await renderApp('/', { token: member.token });
    const memberNav = await screen.findByRole('navigation', { name: 'Main' });
    await screen.findByRole('button', { name: /User menu: Bob Member/ });
    expect(within(memberNav).queryByRole('link', { name: 'Admin' })).toBeNull();
  });
});

describe('Admin for a member', () => {
  it('explains the refusal and never calls the users list', async () => {
    const requests: string[] = [];
    server.events.on('request:start', ({ request }) => {
      requests.push(`${request.method} ${new URL(request.url).pathname}`);
    });
    // As the server would answer a member: were the list asked for, the session would end.
    server.use(
      http.get(mockApi('/users/'), () =>
        HttpResponse.json({ detail: 'Forbidden' }, { status: 403 }),
      ),
    );
    const { app, pathname } = await renderApp('/admin', { token: member.token });
    expect(await screen.findByRole('heading', { level: 1, name: 'Access denied' })).toBeVisible();
    expect(screen.getByText("You don't have permission to view this page.")).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('heading', { name: 'Users Management' })).toBeNull();
    // The route has finished loading (its guard and its loader ran): every request the screen
    // makes on its own has been sent by now.
    await waitFor(() => expect(app.router.state.status).toBe('idle'));
    expect(requests).toContain('GET /api/v1/users/me');
    expect(requests).not.toContain('GET /api/v1/users/');
    expect(pathname()).toBe('/admin');
    expect(window.localStorage.getItem(ACCESS_TOKEN_KEY)).toBe(member.token);
    server.events.removeAllListeners();
  });
});
