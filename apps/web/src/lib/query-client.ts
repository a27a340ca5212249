import { ApiError } from '@vita/api';
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { showErrorToast } from './toasts';

export interface QueryClientOptions {
  /** Retries of server errors; tests turn them off so failures show at once. */
  retry?: boolean;
}

/**
 * One place turns every failed call into the error toast, so no screen can forget it. A query
 * or mutation can opt out with `meta: { errorToast: false }` (declared with the query options in
 * @vita/api) when the screen words the failure itself.
 */
export function createQueryClient({ retry = true }: QueryClientOptions = {}) {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (query.meta?.errorToast !== false) showErrorToast(error);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (mutation.meta?.errorToast !== false) showErrorToast(error);
      },
    }),
    defaultOptions: {
      queries: {
        // A 4xx will not change by asking again; only network and server errors are retried.
        retry: (failures, error) =>
          retry && failures < 2 && !(error instanceof ApiError && error.status < 500),
        staleTime: 30_000,
      },
      mutations: { retry: false },
    },
  });
}
