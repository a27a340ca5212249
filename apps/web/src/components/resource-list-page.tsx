import {
  Button,
  DataTable,
  Heading,
  Pagination,
  RowActionsMenu,
  type DataTableColumn,
  type DataTableEmptyState,
  type RowAction,
} from '@vita/ui';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState, type ComponentType, type ReactNode } from 'react';
import { useRecordMutations, type RecordResource } from '../lib/mutations';
import { usePagedList, usePageSearch } from '../lib/paging';
import { useRowDialog } from '../lib/use-row-dialog';
import { DeleteRecordDialog, type RecordDialogProps } from './record-dialogs';
import * as styles from './resource-list-page.css';

export interface ResourceListPageProps<Row extends { id: string }, Create, Update> {
  /** The record's names, its list query, its mutations and their toasts. */
  resource: RecordResource<Row, Create, Update>;
  columns: DataTableColumn<Row>[];
  /** How a row is named in its actions menu: 'Actions for <name>'. */
  rowName: (row: Row) => string;
  /** Rows whose actions are switched off (the admin's own row). */
  isRowLocked?: (row: Row) => boolean;
  emptyState: DataTableEmptyState;
  /** The delete confirmation's text. */
  deleteWarning: ReactNode;
  /** The record's Add (row null) and Edit dialog. */
  FormDialog: ComponentType<RecordDialogProps<Row>>;
  /** Actions of a row before Edit and Delete (a CV's export). @default none */
  rowActions?: (row: Row) => RowAction[];
  tableClassName?: string;
  /** More content under the table and its pagination. */
  children?: ReactNode;
}

/**
 * A paged list screen of one kind of record ('Items Management'): the Add button, the table with
 * an Edit/Delete menu per row, the pagination bound to the `page` search parameter, and the
 * dialogs. A page past the end and the last row of a page being deleted both land on a page
 * that has rows.
 */
export function ResourceListPage<Row extends { id: string }, Create, Update>({
  resource,
  columns,
  rowName,
  isRowLocked,
  emptyState,
  deleteWarning,
  FormDialog,
  rowActions,
  tableClassName,
  children,
}: ResourceListPageProps<Row, Create, Update>) {
  const { noun, plural } = resource;
  const pageSearch = usePageSearch();
  const { page, onPageChange } = pageSearch;
  const list = usePagedList(resource.list, pageSearch);
  const [isAdding, setIsAdding] = useState(false);
  const editing = useRowDialog<Row>();
  const deleting = useRowDialog<Row>();
  const { remove } = useRecordMutations(resource, { onDeleted: list.showPageAfterDelete });

  return (
    <div className={styles.page}>
      <div className={styles.header}>
        <Heading level={1}>{`${plural} Management`}</Heading>
        <Button onPress={() => setIsAdding(true)}>
          <Plus size={16} aria-hidden />
          {`Add ${noun}`}
        </Button>
      </div>
      <DataTable
        aria-label={plural}
        className={tableClassName}
        columns={columns}
        rows={list.rows}
        getRowId={(row) => row.id}
        isLoading={list.isPending}
        error={list.error && !list.data ? list.error.message : null}
        onRetry={() => void list.refetch()}
        emptyState={emptyState}
        rowActions={(row) => (
          <RowActionsMenu
            aria-label={`Actions for ${rowName(row)}`}
            isDisabled={isRowLocked?.(row)}
            items={[
              ...(rowActions?.(row) ?? []),
              {
                id: 'edit',
                label: `Edit ${noun}`,
                icon: <Pencil size={16} />,
                onAction: () => editing.open(row),
              },
              {
                id: 'delete',
                label: `Delete ${noun}`,
                icon: <Trash2 size={16} />,
                variant: 'danger',
                onAction: () => deleting.open(row),
              },
            ]}
          />
        )}
      />
      <div className={styles.footer}>
        <Pagination
          aria-label={`${plural} pages`}
          page={page}
          hasPrevious={list.hasPrevious}
          hasNext={list.hasNext}
          isDisabled={list.isPending}
          onPageChange={onPageChange}
        />
      </div>
      {children}
      <FormDialog row={null} isOpen={isAdding} onOpenChange={setIsAdding} />
      {editing.row ? (
        <FormDialog row={editing.row} isOpen={editing.isOpen} onOpenChange={editing.onOpenChange} />
      ) : null}
      <DeleteRecordDialog
        noun={noun}
        isOpen={deleting.isOpen}
        onOpenChange={deleting.onOpenChange}
        isPending={remove.isPending}
        onConfirm={() => (deleting.row ? remove.mutateAsync(deleting.row.id) : undefined)}
      >
        {deleteWarning}
      </DeleteRecordDialog>
    </div>
  );
}
