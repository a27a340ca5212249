import { usersQueryOptions, type UserPublic } from '@vita/api';
import {
  Badge,
  Button,
  DataTable,
  Heading,
  LinkButton,
  Pagination,
  RowActionsMenu,
  Skeleton,
  type DataTableColumn,
} from '@vita/ui';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { ManagementPage, TableFooter } from '../../components/management-page';
import { hasNextPage, lastPage, pageAfterDelete } from '../../lib/paging';
import { useApi } from '../../lib/services';
import { useRowDialog } from '../../lib/use-row-dialog';
import { AddUserDialog, DeleteUserDialog, EditUserDialog } from './user-dialogs';
import * as styles from './admin.css';

export interface UsersPageProps {
  /** The signed-in superuser (their own row gets 'You' and no actions). */
  currentUser: UserPublic;
  /** The 1-based page (from the `page` search parameter). */
  page: number;
  /** Shows another page; the route replaces the history entry. */
  onPageChange: (page: number) => void;
}

/** Users Management (SPEC §2 Admin): every user, five a page, with add, edit and delete. */
export function UsersPage({ currentUser, page, onPageChange }: UsersPageProps) {
  const api = useApi();
  const queryClient = useQueryClient();
  const [isAdding, setIsAdding] = useState(false);
  const editing = useRowDialog<UserPublic>();
  const deleting = useRowDialog<UserPublic>();

  const { data, isPending, isPlaceholderData, error, refetch } = useQuery({
    ...usersQueryOptions(api, page),
    placeholderData: keepPreviousData,
  });
  const rows = data?.data ?? [];
  const count = data?.count ?? 0;
  const hasNext = hasNextPage(page, count);

  useEffect(() => {
    if (hasNext) void queryClient.prefetchQuery(usersQueryOptions(api, page + 1));
  }, [api, queryClient, page, hasNext]);

  useEffect(() => {
    if (data && !isPlaceholderData && page > 1 && data.data.length === 0) {
      onPageChange(lastPage(data.count));
    }
  }, [data, isPlaceholderData, page, onPageChange]);

  const columns = useMemo<DataTableColumn<UserPublic>[]>(
    () => [
      {
        id: 'full_name',
        header: 'Full name',
        isRowHeader: true,
        cell: (user) => (
          <span className={styles.nameCell}>
            {user.full_name ? (
              <span className={styles.name} title={user.full_name}>
                {user.full_name}
              </span>
            ) : (
              <span className={styles.missing}>N/A</span>
            )}
            {user.id === currentUser.id ? <Badge variant="info">You</Badge> : null}
          </span>
        ),
      },
      { id: 'email', header: 'Email', cell: (user) => user.email },
      {
        id: 'role',
        header: 'Role',
        cell: (user) => (user.is_superuser ? 'Superuser' : 'User'),
      },
      {
        id: 'status',
        header: 'Status',
        cell: (user) =>
          user.is_active ? (
            <Badge variant="success">Active</Badge>
          ) : (
            <Badge variant="neutral">Inactive</Badge>
          ),
      },
    ],
    [currentUser.id],
  );

  return (
    <ManagementPage
      title="Users Management"
      action={
        <Button onPress={() => setIsAdding(true)}>
          <Plus size={16} aria-hidden />
          Add User
        </Button>
      }
    >
      <DataTable
        aria-label="Users"
        columns={columns}
        rows={rows}
        getRowId={(user) => user.id}
        isLoading={isPending}
        error={error && !data ? error.message : null}
        onRetry={() => void refetch()}
        emptyState={{ title: 'No users found' }}
        rowActions={(user) => (
          <RowActionsMenu
            aria-label={`Actions for ${user.full_name || user.email}`}
            // SPEC §6: an admin cannot edit or delete their own row from the table.
            isDisabled={user.id === currentUser.id}
            items={[
              {
                id: 'edit',
                label: 'Edit User',
                icon: <Pencil size={16} />,
                onAction: () => editing.open(user),
              },
              {
                id: 'delete',
                label: 'Delete User',
                icon: <Trash2 size={16} />,
                variant: 'danger',
                onAction: () => deleting.open(user),
              },
            ]}
          />
        )}
      />
      <TableFooter>
        <Pagination
          aria-label="Users pages"
          page={page}
          hasPrevious={page > 1}
          hasNext={hasNext}
          isDisabled={isPending}
          onPageChange={onPageChange}
        />
      </TableFooter>
      <AddUserDialog isOpen={isAdding} onOpenChange={setIsAdding} />
      <EditUserDialog
        user={editing.row}
        isOpen={editing.isOpen}
        onOpenChange={editing.onOpenChange}
      />
      <DeleteUserDialog
        user={deleting.row}
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

/** What a member sees at /admin: no users table, and no call to the admin API. */
export function AdminAccessDenied() {
  return (
    <section className={styles.denied} aria-labelledby="admin-denied">
      <Heading level={1} id="admin-denied">
        Access denied
      </Heading>
      <p className={styles.deniedText}>You don&apos;t have permission to view this page.</p>
      <LinkButton href="/" variant="outline">
        Go to Dashboard
      </LinkButton>
    </section>
  );
}

/** While the current user loads, neither the table nor the refusal is known yet. */
export function AdminLoading() {
  return (
    <div className={styles.loading} aria-hidden="true">
      <Skeleton height={36} width={280} />
      <Skeleton height={240} />
    </div>
  );
}
