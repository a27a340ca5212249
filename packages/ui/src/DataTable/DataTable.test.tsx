import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Badge } from '../Badge/Badge';
import { Button } from '../Button/Button';
import { DataTable, type DataTableColumn } from './DataTable';
import * as styles from './DataTable.css';

interface Item {
  id: number;
  title: string;
  description: string;
}

const columns: DataTableColumn<Item>[] = [
  { id: 'id', header: 'ID', cell: (item) => item.id },
  { id: 'title', header: 'Title', isRowHeader: true, cell: (item) => item.title },
  { id: 'description', header: 'Description', cell: (item) => item.description },
];

const rows: Item[] = [
  { id: 1, title: 'Portfolio website', description: 'Personal site with case studies' },
  { id: 2, title: 'Cover letter', description: 'A one-page cover letter' },
];

function bodyRows() {
  return within(screen.getByRole('grid')).getAllByRole('row').slice(1);
}

describe('DataTable', () => {
  it('renders the columns, the rows and a row header per row', () => {
    render(<DataTable aria-label="Items" columns={columns} rows={rows} getRowId={(r) => r.id} />);
    const table = screen.getByRole('grid', { name: 'Items' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['ID', 'Title', 'Description']);
    expect(bodyRows()).toHaveLength(2);
    expect(within(table).getByRole('rowheader', { name: 'Cover letter' })).toBeInTheDocument();
  });

  it('shows exactly 5 skeleton rows while loading, and skeletonRows changes the count', () => {
    const { rerender } = render(
      <DataTable
        aria-label="Items"
        columns={columns}
        rows={rows}
        getRowId={(r) => r.id}
        isLoading
      />,
    );
    expect(bodyRows()).toHaveLength(5);
    expect(screen.queryByText('Portfolio website')).not.toBeInTheDocument();
    expect(screen.getByRole('grid').parentElement).toHaveAttribute('aria-busy', 'true');

    rerender(
      <DataTable
        aria-label="Items"
        columns={columns}
        rows={rows}
        getRowId={(r) => r.id}
        isLoading
        skeletonRows={3}
      />,
    );
    expect(bodyRows()).toHaveLength(3);
  });

  it('shows the empty state texts and action when there are no rows', () => {
    render(
      <DataTable
        aria-label="Items"
        columns={columns}
        rows={[]}
        getRowId={(r) => r.id}
        emptyState={{
          title: "You don't have any items yet",
          description: 'Add a new item to get started',
          action: <Button>Add Item</Button>,
        }}
      />,
    );
    expect(
      screen.getByRole('heading', { name: "You don't have any items yet" }),
    ).toBeInTheDocument();
    expect(screen.getByText('Add a new item to get started')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Item' })).toBeInTheDocument();
  });

  it('shows the error instead of the rows, with Try again calling onRetry', async () => {
    const onRetry = vi.fn();
    render(
      <DataTable
        aria-label="Items"
        columns={columns}
        rows={rows}
        getRowId={(r) => r.id}
        error="Something went wrong."
        onRetry={onRetry}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong.');
    expect(screen.queryByText('Portfolio website')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('adds an Actions column with the rowActions content', async () => {
    const onEdit = vi.fn();
    render(
      <DataTable
        aria-label="Items"
        columns={columns}
        rows={rows}
        getRowId={(r) => r.id}
        rowActions={(row) => <Button onPress={() => onEdit(row.id)}>Edit {row.title}</Button>}
      />,
    );
    expect(screen.getAllByRole('columnheader').at(-1)).toHaveTextContent('Actions');
    await userEvent.click(screen.getByRole('button', { name: 'Edit Cover letter' }));
    expect(onEdit).toHaveBeenCalledWith(2);
  });

  it('puts the full text of text cells in a title, and marks the first column as row header by default', () => {
    render(
      <DataTable
        aria-label="Items"
        columns={columns.map(({ isRowHeader: _, ...column }) => column)}
        rows={rows}
        getRowId={(r) => r.id}
      />,
    );
    expect(screen.getByTitle('Personal site with case studies')).toBeInTheDocument();
    expect(screen.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['1', '2']);
  });

  it("labels each value with its column's header for the card layout, except the row's name", () => {
    render(
      <DataTable
        aria-label="Items"
        columns={columns}
        rows={rows}
        getRowId={(r) => r.id}
        rowActions={(row) => <Button>Edit {row.title}</Button>}
      />,
    );
    const [first] = bodyRows();
    expect(within(first!).getByRole('rowheader')).not.toHaveAttribute('data-label');
    expect(
      within(first!)
        .getAllByRole('gridcell')
        .map((cell) => cell.getAttribute('data-label')),
    ).toEqual(['ID', 'Description', null]);
    // The label is drawn by CSS, so the cell's text is the value alone.
    expect(within(first!).getAllByRole('gridcell')[1]).toHaveTextContent(
      /^Personal site with case studies$/,
    );
  });

  it('marks a cell whose value is not given as empty, so a card leaves its line out', () => {
    const gaps: DataTableColumn<{ id: string; title: string; description: string }>[] = [
      { id: 'title', header: 'Title', cell: (row) => row.title },
      { id: 'description', header: 'Description', cell: (row) => row.description || null },
      { id: 'flag', header: 'Flag', cell: (row) => row.id === 'a' && <Badge>New</Badge> },
    ];
    render(
      <DataTable
        aria-label="Items"
        columns={gaps}
        rows={[
          { id: 'a', title: 'First', description: 'Given' },
          { id: 'b', title: 'Second', description: '' },
        ]}
        getRowId={(r) => r.id}
      />,
    );
    const [first, second] = bodyRows();
    const empty = (row: HTMLElement) =>
      within(row)
        .getAllByRole('gridcell')
        .map((cell) => cell.hasAttribute('data-empty'));
    expect(empty(first!)).toEqual([false, false]);
    expect(empty(second!)).toEqual([true, true]);
  });

  it('draws equal-width digits only in the columns marked numeric', () => {
    render(
      <DataTable
        aria-label="Items"
        columns={[...columns, { id: 'count', header: 'Count', isNumeric: true, cell: () => 12 }]}
        rows={rows}
        getRowId={(r) => r.id}
      />,
    );
    const [first] = bodyRows();
    const cells = within(first!).getAllByRole('gridcell');
    expect(cells.at(-1)).toHaveClass(styles.numeric);
    expect(within(first!).getByRole('rowheader')).not.toHaveClass(styles.numeric);
    for (const cell of cells.slice(0, -1)) expect(cell).not.toHaveClass(styles.numeric);
  });
});
