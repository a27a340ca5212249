import { currentUserQueryOptions, type UserPublic } from '@vita/api';
import { Badge, type DataTableColumn } from '@vita/ui';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { ResourceListPage } from '../../components/resource-list-page';
import { useApi } from '../../lib/services';
import { usersResource } from './api';
import { UserFormDialog } from './user-dialogs';
import * as styles from './admin.css';

/**
 * Users Management: every user, five a page, with add, edit and delete. The signed-in superuser's
 * own row gets 'You' and no actions.
 */
export function UsersPage() {
  const { data: currentUser } = useSuspenseQuery(currentUserQueryOptions(useApi()));
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
    <ResourceListPage
      resource={usersResource}
      columns={columns}
      rowName={(user) => user.full_name || user.email}
      // An admin cannot edit or delete their own row from the table (Settings is the place).
      isRowLocked={(user) => user.id === currentUser.id}
      emptyState={{ title: 'No users found' }}
      deleteWarning="All items associated with this user will also be permanently deleted. Are you sure? You will not be able to undo this action."
      FormDialog={UserFormDialog}
    />
  );
}
