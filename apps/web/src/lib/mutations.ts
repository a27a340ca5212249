import {
  publicMessages,
  type ApiClient,
  type Message,
  type RecordMutations,
  type UpdateVariables,
} from '@vita/api';
import { toast } from '@vita/ui';
import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import type { PagedQuery } from './paging';
import { useApi } from './services';
import { showSuccessToast } from './toasts';

/** What a screen adds to a mutation of the contract: its feedback and its next step. */
export interface MutationFeedback<TData, TVariables> {
  /** The text of the 'Success!' toast. */
  success?: string | ((data: TData, variables: TVariables) => string);
  /**
   * The screen's own text for a failure, shown instead of the server's detail; false when the
   * screen shows the failure elsewhere (under the field it concerns).
   */
  failure?: string | false;
  /** What the screen does next (close a dialog, change page), before the stale data refetches. */
  onSuccess?: (data: TData, variables: TVariables) => unknown;
  onError?: (error: Error, variables: TVariables) => unknown;
  onSettled?: () => unknown;
}

/**
 * A mutation from the contract's option factories: the success toast, then the screen's next
 * step, then a refetch of what the mutation declares stale (`meta.invalidates`). The mutation
 * stays pending until that refetch is done, so a list never shows a row that is already gone.
 */
export function useApiMutation<TData, TVariables>(
  options: UseMutationOptions<TData, Error, TVariables>,
  { success, failure, onSuccess, onError, onSettled }: MutationFeedback<TData, TVariables> = {},
) {
  const queryClient = useQueryClient();
  return useMutation<TData, Error, TVariables>({
    ...options,
    meta: failure === undefined ? options.meta : { ...options.meta, errorToast: false },
    onSuccess: async (data, variables) => {
      if (success) {
        showSuccessToast(typeof success === 'function' ? success(data, variables) : success);
      }
      await onSuccess?.(data, variables);
      await Promise.all(
        (options.meta?.invalidates ?? []).map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
    },
    onError: (error, variables) => {
      if (failure) toast.error(publicMessages.somethingWentWrongTitle, failure);
      onError?.(error, variables);
    },
    onSettled: () => onSettled?.(),
  });
}

/** The toast texts of one kind of record. */
export interface RecordMessages {
  created: string;
  updated: string;
  deleted: string;
  deleteFailed: string;
}

/** What a list screen does after a record was saved (close the dialog) or deleted (page). */
export interface RecordCallbacks {
  onSaved?: () => unknown;
  onDeleted?: () => unknown;
}

/** Create, update and delete of one kind of record, each with its toasts. */
export function useRecordMutations<Row, Create, Update>(
  resource: Pick<RecordResource<Row, Create, Update>, 'mutations' | 'messages'>,
  { onSaved, onDeleted }: RecordCallbacks = {},
) {
  const options = resource.mutations(useApi());
  const text = resource.messages;
  const create = useApiMutation<Row, Create>(options.create, {
    success: text.created,
    onSuccess: onSaved,
  });
  const update = useApiMutation<Row, UpdateVariables<Update>>(options.update, {
    success: text.updated,
    onSuccess: onSaved,
  });
  const remove = useApiMutation<Message, string>(options.remove, {
    success: text.deleted,
    failure: text.deleteFailed,
    onSuccess: onDeleted,
  });
  return { create, update, remove };
}

/** One kind of record as a list screen sees it: its names, its pages, its changes and texts. */
export interface RecordResource<Row, Create, Update> {
  /** 'Item' and 'Items': the words of the title, buttons, menus and labels. */
  noun: string;
  plural: string;
  list: PagedQuery<Row>;
  mutations: (api: ApiClient) => RecordMutations<Create, Update, Row>;
  messages: RecordMessages;
}
