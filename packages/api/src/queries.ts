import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from './client';
import { PAGE_SIZE, pageToSkip } from './schemas/limits';

/** Query keys: one place, so mutations invalidate exactly what they change. */
export const queryKeys = {
  currentUser: ['currentUser'] as const,
  users: (page: number) => ['users', { page }] as const,
  usersAll: ['users'] as const,
  items: (page: number) => ['items', { page }] as const,
  itemsAll: ['items'] as const,
  cvs: (page: number) => ['cvs', { page }] as const,
  cvsAll: ['cvs'] as const,
  cvFiles: ['cvFiles'] as const,
};

export function currentUserQueryOptions(api: ApiClient) {
  return queryOptions({ queryKey: queryKeys.currentUser, queryFn: () => api.users.me() });
}

export function usersQueryOptions(api: ApiClient, page: number) {
  return queryOptions({
    queryKey: queryKeys.users(page),
    queryFn: () => api.users.list({ query: { skip: pageToSkip(page), limit: PAGE_SIZE } }),
  });
}

export function itemsQueryOptions(api: ApiClient, page: number) {
  return queryOptions({
    queryKey: queryKeys.items(page),
    queryFn: () => api.items.list({ query: { skip: pageToSkip(page), limit: PAGE_SIZE } }),
  });
}

export function cvsQueryOptions(api: ApiClient, page: number) {
  return queryOptions({
    queryKey: queryKeys.cvs(page),
    queryFn: () => api.cvs.list({ query: { skip: pageToSkip(page), limit: PAGE_SIZE } }),
  });
}

export function cvFilesQueryOptions(api: ApiClient) {
  return queryOptions({ queryKey: queryKeys.cvFiles, queryFn: () => api.cvFiles.list() });
}
