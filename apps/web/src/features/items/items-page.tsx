import type { ItemPublic } from '@vita/api';
import type { DataTableColumn } from '@vita/ui';
import { ResourceListPage } from '../../components/resource-list-page';
import { itemsResource } from './api';
import { ItemFormDialog } from './item-dialogs';

const columns: DataTableColumn<ItemPublic>[] = [
  { id: 'title', header: 'Title', cell: (item) => item.title, isRowHeader: true },
  { id: 'description', header: 'Description', cell: (item) => item.description ?? 'N/A' },
];

/** Items Management: the user's items, five a page, with add, edit and delete. */
export function ItemsPage() {
  return (
    <ResourceListPage
      resource={itemsResource}
      columns={columns}
      rowName={(item) => item.title}
      emptyState={{
        title: "You don't have any items yet",
        description: 'Add a new item to get started',
      }}
      deleteWarning="This item will be permanently deleted. Are you sure? You will not be able to undo this action."
      FormDialog={ItemFormDialog}
    />
  );
}
