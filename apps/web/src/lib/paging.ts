import { PAGE_SIZE, type ApiClient, type Paged, type PagedQueryKey } from '@vita/api';
import {
  keepPreviousData,
  useQuery,
  useQueryClient,
  type UseQueryOptions,
} from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback, useEffect } from 'react';
import { useApi } from './services';

/** The last page that holds rows for `count` records (1 when there are none). */
function lastPage(count: number): number {
  return Math.max(1, Math.ceil(count / PAGE_SIZE));
}

/** Whether a page after `page` exists for `count` records. */
function hasNextPage(page: number, count: number): boolean {
  return page * PAGE_SIZE < count;
}

/**
 * The page to show after deleting one row of `page` that held `rowsOnPage` rows: the previous
 * page when the deleted row was the last one left there.
 */
function pageAfterDelete(page: number, rowsOnPage: number): number {
  return rowsOnPage <= 1 && page > 1 ? page - 1 : page;
}

/**
 * The current route's `page` and a way to show another one. Paging is not a new place to go
 * back to, so it replaces the history entry.
 */
export function usePageSearch() {
  const page = useSearch({
    strict: false,
    select: (search) => ('page' in search && typeof search.page === 'number' ? search.page : 1),
  });
  const navigate = useNavigate();
  const onPageChange = useCallback(
    (next: number) =>
      void navigate({ to: '.', search: (prev) => ({ ...prev, page: next }), replace: true }),
    [navigate],
  );
  return { page, onPageChange };
}

/** The query of one page of a list, as @vita/api's query option factories build it. */
export type PagedQuery<T> = (
  api: ApiClient,
  page: number,
) => UseQueryOptions<Paged<T>, Error, Paged<T>, PagedQueryKey>;

/**
 * One page of a list. The previous page stays on screen (not skeleton rows) while the next one
 * arrives, the next page is fetched ahead (paging forward is usually next), and a page past the
 * end (an old link, rows deleted elsewhere) shows the last real page instead.
 */
export function usePagedList<T>(
  list: PagedQuery<T>,
  { page, onPageChange }: { page: number; onPageChange: (page: number) => void },
) {
  const api = useApi();
  const queryClient = useQueryClient();
  const query = useQuery({ ...list(api, page), placeholderData: keepPreviousData });
  const { data, isPlaceholderData } = query;
  const rows = data?.data ?? [];
  const hasNext = hasNextPage(page, data?.count ?? 0);

  useEffect(() => {
    if (hasNext) void queryClient.prefetchQuery(list(api, page + 1));
  }, [api, queryClient, list, page, hasNext]);

  useEffect(() => {
    if (data && !isPlaceholderData && page > 1 && data.data.length === 0) {
      onPageChange(lastPage(data.count));
    }
  }, [data, isPlaceholderData, page, onPageChange]);

  /** After a row of this page was deleted: the previous page if it was the last row here. */
  const showPageAfterDelete = useCallback(() => {
    const next = pageAfterDelete(page, rows.length);
    if (next !== page) onPageChange(next);
  }, [page, rows.length, onPageChange]);

  return { ...query, rows, hasNext, hasPrevious: page > 1, showPageAfterDelete };
}
