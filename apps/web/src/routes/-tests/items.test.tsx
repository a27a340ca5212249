import { MOCK_MEMBER_ID, mockCredentials, mockDb, mockHandlers, mockId } from '@vita/api/mocks';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectToast, renderApp } from '../../testing/render-app';
import { server } from '../../testing/setup';

const { member } = mockCredentials;

/** Gives the member `count` items in all (the seed has 3). */
function seedItems(count: number) {
  mockDb.items = mockDb.items.filter((item) => item.owner_id !== MOCK_MEMBER_ID);
  for (let n = 1; n <= count; n += 1) {
    mockDb.items.push({
      id: mockId(5000 + n),
      title: `Item ${n}`,
      description: `Description ${n}`,
      owner_id: MOCK_MEMBER_ID,
    });
  }
}

const table = () => screen.findByRole('grid', { name: 'Items' });
const bodyRows = async () =>
  within(await table())
    .getAllByRole('row')
    .slice(1);

describe('Items', () => {
  it("lists the user's items with the spec columns", async () => {
    await renderApp('/items', { token: member.token });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Items Management' }),
    ).toBeVisible();
    const grid = await table();
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Title', 'Description', 'Actions']);
    expect(await within(grid).findByText('Update LinkedIn headline')).toBeVisible();
    expect(within(grid).getByText('Ask for references')).toBeVisible();
    // The admin's item is not the member's.
    expect(within(grid).queryByText('Plan user interviews')).toBeNull();
  });

  it('shows 5 skeleton rows while loading', async () => {
    server.use(...mockHandlers.pending());
    await renderApp('/items', { token: member.token });
    const grid = await table();
    await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(6));
    expect(grid.closest('[aria-busy="true"]')).not.toBeNull();
  });

  it('shows the empty state', async () => {
    seedItems(0);
    await renderApp('/items', { token: member.token });
    expect(await screen.findByText("You don't have any items yet")).toBeVisible();
    expect(screen.getByText('Add a new item to get started')).toBeVisible();
  });

  it('adds an item: Save disabled until valid, busy Creating..., toast, row appears', async () => {
    server.use(...mockHandlers.delayed(300));
    const { user } = await renderApp('/items', { token: member.token });
    await user.click(await screen.findByRole('button', { name: 'Add Item' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Item' });
    const save = within(dialog).getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Title'), 'Write cover letter');
    await user.type(within(dialog).getByLabelText('Description'), 'For Acme');
    expect(save).toBeEnabled();
    await user.click(save);
    // Found while pending; it may be gone a moment later on a loaded machine, once the save ends.
    await within(dialog).findByRole('button', { name: /Creating\.\.\./ });
    await expectToast('Success!', 'Item created successfully.');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await within(await table()).findByText('Write cover letter')).toBeVisible();
  });

  it('edits an item: title required, busy Saving..., toast', async () => {
    server.use(...mockHandlers.delayed(300));
    const { user } = await renderApp('/items', { token: member.token });
    await user.click(
      await screen.findByRole('button', { name: 'Actions for Update LinkedIn headline' }),
    );
    await user.click(await screen.findByRole('menuitem', { name: 'Edit Item' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Item' });
    const title = within(dialog).getByLabelText('Title');
    expect(title).toHaveValue('Update LinkedIn headline');
    await user.clear(title);
    await user.tab();
    expect(await within(dialog).findByText('Title is required')).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.type(title, 'Refresh LinkedIn headline');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    // Found while pending; it may be gone a moment later on a loaded machine, once the save ends.
    await within(dialog).findByRole('button', { name: /Saving\.\.\./ });
    await expectToast('Success!', 'Item updated successfully.');
    expect(await within(await table()).findByText('Refresh LinkedIn headline')).toBeVisible();
  });

  it('deletes an item after confirmation', async () => {
    server.use(...mockHandlers.delayed(300));
    const { user } = await renderApp('/items', { token: member.token });
    await user.click(await screen.findByRole('button', { name: 'Actions for Ask for references' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete Item' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Item' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    // Found while pending; it may be gone a moment later on a loaded machine, once the save ends.
    await within(dialog).findByRole('button', { name: /Deleting\.\.\./ });
    await expectToast('Success!', 'The item was deleted successfully');
    await waitFor(() =>
      expect(
        within(screen.getByRole('grid', { name: 'Items' })).queryByText('Ask for references'),
      ).toBeNull(),
    );
  });

  it('reports a failed delete with the spec text', async () => {
    server.use(mockHandlers.error('delete', '/items/:id', 500));
    const { user } = await renderApp('/items', { token: member.token });
    await user.click(await screen.findByRole('button', { name: 'Actions for Ask for references' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete Item' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Item' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expectToast('Something went wrong!', 'An error occurred while deleting the item');
  });

  it('pages five at a time with bounds, replacing the history entry', async () => {
    seedItems(7);
    const { user, app } = await renderApp('/items', { token: member.token });
    const nav = await screen.findByRole('navigation', { name: 'Items pages' });
    await waitFor(async () => expect(await bodyRows()).toHaveLength(5));
    expect(within(nav).getByRole('button', { name: /Previous/ })).toBeDisabled();
    expect(within(nav).getByText('1')).toHaveAttribute('aria-current', 'page');
    const historyLength = app.router.history.length;
    await user.click(within(nav).getByRole('button', { name: /Next/ }));
    expect(await within(await table()).findByText('Item 6')).toBeVisible();
    expect(app.router.state.location.search).toEqual({ page: 2 });
    expect(app.router.history.length).toBe(historyLength);
    expect(within(nav).getByRole('button', { name: /Next/ })).toBeDisabled();
    expect(within(nav).getByRole('button', { name: /Previous/ })).toBeEnabled();
  });

  it.each(['abc', '0', '-2', '1.5'])('treats page=%s as page 1', async (value) => {
    seedItems(7);
    const { app } = await renderApp(`/items?page=${value}`, { token: member.token });
    expect(await within(await table()).findByText('Item 1')).toBeVisible();
    expect(app.router.state.location.search).toEqual({ page: 1 });
  });

  it('goes to the previous page after deleting the last row of a page', async () => {
    seedItems(6);
    const { user, app } = await renderApp('/items?page=2', { token: member.token });
    await user.click(await screen.findByRole('button', { name: 'Actions for Item 6' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete Item' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Item' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(app.router.state.location.search).toEqual({ page: 1 }));
    expect(await within(await table()).findByText('Item 5')).toBeVisible();
  });
});
