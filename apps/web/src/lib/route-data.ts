import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * A route loader's start on the query its screen reads: the request leaves as soon as the route
 * starts loading (with its code, or on hover when a link preloads), but the route does not wait
 * for it. The screen shows its own loading state meanwhile (skeleton rows, 'Loading...'), and
 * a failure reaches it through the same query, so the loader swallows it here.
 */
export function startQuery<TData, TKey extends QueryKey>(
  queryClient: QueryClient,
  options: FetchQueryOptions<TData, Error, TData, TKey>,
): void {
  queryClient.ensureQueryData(options).catch(() => undefined);
}
