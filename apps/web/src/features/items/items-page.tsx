import { itemsQueryOptions, type ItemPublic } from '@vita/api';
import { Button, DataTable, Pagination, RowActionsMenu, type DataTableColumn } from '@vita/ui';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { ManagementPage, TableFooter } from '../../components/management-page';
import { hasNextPage, lastPage, pageAfterDelete } from '../../lib/paging';
import { useApi } from '../../lib/services';
import { useRowDialog } from '../../lib/use-row-dialog';
import { AddItemDialog, DeleteItemDialog, EditItemDialog } from './item-dialogs';

export interface ItemsPageProps {
  /** The 1-based page (from the `page` search parameter). */
  page: number;
  /** Shows another page; the route replaces the history entry. */
  onPageChange: (page: number) => void;
}

const columns: DataTableColumn<ItemPublic>[] = [
  { id: 'id', header: 'ID', cell: (item) => item.id, maxWidth: 120 },
  { id: 'title', header: 'Title', cell: (item) => item.title, isRowHeader: true },
  { id: 'description', header: 'Description', cell: (item) => item.description ?? 'N/A' },
];

/** Items Management (SPEC §2): the user's items, five a page, with add, edit and delete. */
export function ItemsPage({ page, onPageChange }: ItemsPageProps) {
  const api = useApi();
  const queryClient = useQueryClient();
  const [isAdding, setIsAdding] = useState(false);
  const editing = useRowDialog<ItemPublic>();
  const deleting = useRowDialog<ItemPublic>();

  const { data, isPending, isPlaceholderData, error, refetch } = useQuery({
    ...itemsQueryOptions(api, page),
    // The old page stays on screen (not 5 skeleton rows) while the next one arrives.
    placeholderData: keepPreviousData,
  });
  const rows = data?.data ?? [];
  const count = data?.count ?? 0;
  const hasNext = hasNextPage(page, count);

  // Paging forward is usually next: fetch it ahead so Next shows it at once.
  useEffect(() => {
    if (hasNext) void queryClient.prefetchQuery(itemsQueryOptions(api, page + 1));
  }, [api, queryClient, page, hasNext]);

  // A page past the end (an old link, or rows deleted elsewhere) shows the last real page.
  useEffect(() => {
    if (data && !isPlaceholderData && page > 1 && data.data.length === 0) {
      onPageChange(lastPage(data.count));
    }
  }, [data, isPlaceholderData, page, onPageChange]);

  return (
    <ManagementPage
      title="Items Management"
      action={
        <Button onPress={() => setIsAdding(true)}>
          <Plus size={16} aria-hidden />
          Add Item
        </Button>
      }
    >
      <DataTable
        aria-label="Items"
        columns={columns}
        rows={rows}
        getRowId={(item) => item.id}
        isLoading={isPending}
        error={error && !data ? error.message : null}
        onRetry={() => void refetch()}
        emptyState={{
          title: "You don't have any items yet",
          description: 'Add a new item to get started',
        }}
        rowActions={(item) => (
          <RowActionsMenu
            aria-label={`Actions for ${item.title}`}
            items={[
              {
                id: 'edit',
                label: 'Edit Item',
                icon: <Pencil size={16} />,
                onAction: () => editing.open(item),
              },
              {
                id: 'delete',
                label: 'Delete Item',
                icon: <Trash2 size={16} />,
                variant: 'danger',
                onAction: () => deleting.open(item),
              },
            ]}
          />
        )}
      />
      <TableFooter>
        <Pagination
          aria-label="Items pages"
          page={page}
          hasPrevious={page > 1}
          hasNext={hasNext}
          isDisabled={isPending}
          onPageChange={onPageChange}
        />
      </TableFooter>
      <AddItemDialog isOpen={isAdding} onOpenChange={setIsAdding} />
      <EditItemDialog
        item={editing.row}
        isOpen={editing.isOpen}
        onOpenChange={editing.onOpenChange}
      />
      <DeleteItemDialog
        item={deleting.row}
        isOpen={deleting.isOpen}
        onOpenChange={deleting.onOpenChange}
        onDeleted={() => {
          const next = pageAfterDelete(page, rows.length);
          if (next !== page) onPageChange(next);
        }}
      />
    </ManagementPage>
  );
}
