import {
  itemMutations,
  itemsQueryOptions,
  messages,
  type ItemCreate,
  type ItemForm,
  type ItemPublic,
  type ItemUpdate,
} from '@vita/api';
import { useRecordMutations, type RecordCallbacks, type RecordResource } from '../../lib/mutations';

export const itemsResource: RecordResource<ItemPublic, ItemCreate, ItemUpdate> = {
  noun: 'Item',
  plural: 'Items',
  list: itemsQueryOptions,
  mutations: itemMutations,
  messages: {
    created: messages.itemCreated,
    updated: messages.itemUpdated,
    deleted: messages.itemDeleted,
    deleteFailed: messages.itemDeleteFailed,
  },
};

/** Create, update and delete an item, with their toasts. */
export const useItemMutations = (callbacks?: RecordCallbacks) =>
  useRecordMutations(itemsResource, callbacks);

export const emptyItemForm: ItemForm = { title: '', description: '' };

export const itemFormFrom = (item: ItemPublic): ItemForm => ({
  title: item.title,
  description: item.description ?? '',
});

export const toItemBody = (values: ItemForm): ItemCreate => ({
  title: values.title.trim(),
  // An emptied description is stored as "no description", not as ''.
  description: values.description?.trim() ? values.description : null,
});
