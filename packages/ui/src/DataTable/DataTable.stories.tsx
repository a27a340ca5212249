import type { Meta, StoryObj } from '@storybook/react-vite';
import { FileText, Pencil, Plus, Trash2 } from 'lucide-react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Badge } from '../Badge/Badge';
import { Button } from '../Button/Button';
import { Pagination } from '../Pagination/Pagination';
import { RowActionsMenu } from '../RowActionsMenu/RowActionsMenu';
import { DataTable, type DataTableColumn } from './DataTable';

interface Item {
  id: string;
  title: string;
  description: string | null;
}

// Fixed ids and texts: screenshots are compared against baselines.
const items: Item[] = [
  {
    id: '0b6f2c1e-4a53-4d1c-9c3e-2f1a8e7d6c01',
    title: 'Portfolio website',
    description: 'Personal site with case studies and a contact form',
  },
  {
    id: '1c7a3d2f-5b64-4e2d-8d4f-3a2b9f8e7d02',
    title: 'Cover letter template',
    description:
      'A one-page cover letter for product design roles, with a short opening paragraph, three achievements and a closing line that asks for an interview',
  },
  { id: '2d8b4e3a-6c75-4f3e-9e5a-4b3c0a9f8e03', title: 'Reference list', description: null },
];

const itemColumns: DataTableColumn<Item>[] = [
  { id: 'id', header: 'ID', cell: (item) => item.id, maxWidth: 120 },
  { id: 'title', header: 'Title', isRowHeader: true, cell: (item) => item.title },
  { id: 'description', header: 'Description', cell: (item) => item.description ?? 'N/A' },
];

const itemActions = (item: Item) => (
  <RowActionsMenu
    aria-label={`Actions for ${item.title}`}
    items={[
      { id: 'edit', label: 'Edit Item', icon: <Pencil size={16} />, onAction: () => {} },
      {
        id: 'delete',
        label: 'Delete Item',
        icon: <Trash2 size={16} />,
        variant: 'danger',
        onAction: () => {},
      },
    ]}
  />
);

const meta = {
  title: 'Data/DataTable',
  component: DataTable<Item>,
  args: {
    'aria-label': 'Items',
    columns: itemColumns,
    rows: items,
    getRowId: (item: Item) => item.id,
    rowActions: itemActions,
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof DataTable<Item>>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Body rows only (the header row is the first `row`). Found asynchronously: RAC builds the
 * table's collection first and renders the rows in a second commit.
 */
async function bodyRows(canvasElement: HTMLElement) {
  return (await within(canvasElement).findAllByRole('row')).slice(1);
}

export const Populated: Story = {
  play: async ({ canvas, canvasElement }) => {
    const table = canvas.getByRole('grid', { name: 'Items' });
    await expect(await bodyRows(canvasElement)).toHaveLength(3);
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['ID', 'Title', 'Description', 'Actions']);
    await expect(within(table).getByRole('rowheader', { name: 'Portfolio website' })).toBeVisible();
  },
};

export const RowActionsOpen: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Actions for Portfolio website' }),
    );
    const menu = await within(document.body).findByRole('menu');
    await waitFor(() =>
      expect(
        within(menu)
          .getAllByRole('menuitem')
          .map((item) => item.textContent),
      ).toEqual(['Edit Item', 'Delete Item']),
    );
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: 'Delete Item' })).toBeVisible(),
    );
  },
};

/** Long text is cut with an ellipsis; the full text is in the cell's `title`. */
export const TruncatedText: Story = {
  play: async ({ canvas }) => {
    const description = items[1]?.description ?? '';
    const cell = await canvas.findByTitle(description);
    await expect(cell.scrollWidth).toBeGreaterThan(cell.clientWidth);
  },
};

/** Five skeleton rows while loading. */
export const Loading: Story = {
  args: { isLoading: true, rows: [] },
  play: async ({ canvas, canvasElement }) => {
    await expect(await bodyRows(canvasElement)).toHaveLength(5);
    await expect(canvas.getByRole('grid', { name: 'Items' }).parentElement).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.queryByText('Portfolio website')).toBeNull();
  },
};

export const Empty: Story = {
  args: {
    rows: [],
    emptyState: {
      icon: <FileText size={22} />,
      title: "You don't have any items yet",
      description: 'Add a new item to get started',
      action: (
        <Button>
          <Plus size={16} aria-hidden />
          Add Item
        </Button>
      ),
    },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: "You don't have any items yet" }),
    ).toBeVisible();
    await expect(canvas.getByText('Add a new item to get started')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add Item' })).toBeVisible();
  },
};

export const EmptyCvs: Story = {
  args: {
    'aria-label': 'CVs',
    rows: [],
    emptyState: {
      icon: <FileText size={22} />,
      title: "You don't have any CVs yet",
      description: 'Add a new CV to get started',
    },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: "You don't have any CVs yet" }),
    ).toBeVisible();
    await expect(canvas.getByText('Add a new CV to get started')).toBeVisible();
  },
};

export const ErrorState: Story = {
  args: { error: 'Something went wrong.', onRetry: fn() },
  play: async ({ args, canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Something went wrong.');
    await expect(canvas.queryByText('Portfolio website')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/**
 * A narrow box (a phone screen minus the layout's padding): each row is a card, its name and
 * actions menu on the first line and one labelled line per column; nothing scrolls sideways.
 */
export const Narrow: Story = {
  decorators: [(Story) => <div style={{ width: 340 }}>{Story()}</div>],
  play: async ({ canvas, canvasElement }) => {
    await expect(await bodyRows(canvasElement)).toHaveLength(3);
    const container = canvas.getByRole('grid', { name: 'Items' }).parentElement;
    await expect(container).not.toBeNull();
    await expect(container?.scrollWidth).toBeLessThanOrEqual(container?.clientWidth ?? 0);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    // A phone has no tooltip for a cut value: a long one wraps onto more lines, whole.
    const long = canvas.getByText('Personal site with case studies and a contact form');
    await expect(long.scrollWidth).toBeLessThanOrEqual(long.clientWidth);
    await expect(long.scrollHeight).toBeLessThanOrEqual(long.clientHeight);
    await expect(long.getClientRects()[0]?.height ?? 0).toBeGreaterThan(
      parseFloat(getComputedStyle(long).fontSize) * 2,
    );
    const trigger = canvas.getByRole('button', { name: 'Actions for Portfolio website' });
    await expect(trigger).toBeVisible();
    await userEvent.click(trigger);
    const menu = await within(document.body).findByRole('menu');
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: 'Edit Item' })).toBeVisible(),
    );
    await userEvent.keyboard('{Escape}');
  },
};

/**
 * As cards, a value not given leaves no line: no label stands over nothing. As a table, its cell
 * is empty.
 */
export const NarrowWithGaps: Story = {
  args: {
    columns: [
      { id: 'title', header: 'Title', isRowHeader: true, cell: (item) => item.title },
      { id: 'description', header: 'Description', cell: (item) => item.description },
    ],
  },
  decorators: [(Story) => <div style={{ width: 340 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const rows = await bodyRows(canvasElement);
    await expect(rows).toHaveLength(3);
    await expect(within(rows[0]!).getByRole('gridcell', { name: /Personal site/ })).toBeVisible();
    // Hidden from every reader too: the row's header and actions are what is left.
    const [gap] = within(rows[2]!).getAllByRole('gridcell', { hidden: true });
    await expect(gap).toBeEmptyDOMElement();
    await expect(gap).not.toBeVisible();
    await expect(within(rows[2]!).getAllByRole('gridcell')).toHaveLength(1);
  },
};

interface User {
  id: string;
  full_name: string | null;
  email: string;
  is_superuser: boolean;
  is_active: boolean;
}

const CURRENT_USER_ID = 'u-1';
const users: User[] = [
  {
    id: 'u-1',
    full_name: 'Ada Lovelace',
    email: 'ada@example.com',
    is_superuser: true,
    is_active: true,
  },
  { id: 'u-2', full_name: null, email: 'grace@example.com', is_superuser: false, is_active: true },
  {
    id: 'u-3',
    full_name: 'Alan Turing',
    email: 'alan@example.com',
    is_superuser: false,
    is_active: false,
  },
];

const userColumns: DataTableColumn<User>[] = [
  {
    id: 'full_name',
    header: 'Full name',
    isRowHeader: true,
    cell: (user) => (
      <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
        {user.full_name ?? 'N/A'}
        {user.id === CURRENT_USER_ID ? <Badge variant="info">You</Badge> : null}
      </span>
    ),
  },
  { id: 'email', header: 'Email', cell: (user) => user.email },
  { id: 'role', header: 'Role', cell: (user) => (user.is_superuser ? 'Superuser' : 'User') },
  {
    id: 'status',
    header: 'Status',
    cell: (user) => (
      <Badge variant={user.is_active ? 'success' : 'neutral'}>
        {user.is_active ? 'Active' : 'Inactive'}
      </Badge>
    ),
  },
];

/** The admin table: 'You' badge, 'N/A' names, actions disabled on the own row, pagination. */
export const AdminUsers: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      <DataTable
        aria-label="Users"
        columns={userColumns}
        rows={users}
        getRowId={(user) => user.id}
        rowActions={(user) => (
          <RowActionsMenu
            aria-label={`Actions for ${user.full_name ?? user.email}`}
            isDisabled={user.id === CURRENT_USER_ID}
            items={[
              { id: 'edit', label: 'Edit User', icon: <Pencil size={16} />, onAction: () => {} },
              {
                id: 'delete',
                label: 'Delete User',
                icon: <Trash2 size={16} />,
                variant: 'danger',
                onAction: () => {},
              },
            ]}
          />
        )}
      />
      <Pagination page={1} hasNext={false} onPageChange={() => {}} />
    </div>
  ),
  play: async ({ canvas }) => {
    const table = canvas.getByRole('grid', { name: 'Users' });
    await expect(await within(table).findByText('You')).toBeVisible();
    await expect(within(table).getByText('N/A')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Actions for Ada Lovelace' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Actions for Alan Turing' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled();
  },
};
