import { mutationOptions, queryOptions, type QueryKey } from '@tanstack/react-query';
import type { ApiClient } from './client';
import type { LoginFormBody, NewPassword } from './schemas/auth';
import type { PaginationQuery } from './schemas/common';
import { PAGE_SIZE, pageToSkip } from './schemas/limits';
import type { UpdatePassword, UserRegister, UserUpdateMe } from './schemas/users';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: {
      /** false: the caller reports this failure itself instead of the generic error toast. */
      errorToast?: boolean;
    };
    mutationMeta: {
      /** false: the caller reports this failure itself instead of the generic error toast. */
      errorToast?: boolean;
      /** The cached queries whose data a success changes; they are refetched after it. */
      invalidates?: readonly QueryKey[];
    };
  }
}

/** Query keys: one place, so mutations invalidate exactly what they change. */
export const queryKeys = {
  /** Every cached query (a prefix of all keys). */
  all: [] as const,
  currentUser: ['currentUser'] as const,
  users: (page: number) => ['users', { page }] as const,
  usersAll: ['users'] as const,
  items: (page: number) => ['items', { page }] as const,
  itemsAll: ['items'] as const,
  cvs: (page: number) => ['cvs', { page }] as const,
  cvsAll: ['cvs'] as const,
  cvFiles: ['cvFiles'] as const,
  profile: ['profile'] as const,
  onboarding: ['onboarding'] as const,
  conversations: ['conversations'] as const,
  conversation: (id: string) => ['conversations', id] as const,
  chatMessages: (id: string) => ['chatMessages', id] as const,
  assistant: ['assistant'] as const,
  /** Applications: every list, record and the dashboard's summary live under this prefix. */
  applicationsAll: ['applications'] as const,
};

/** One page of a list endpoint: its rows and the total count of the list. */
export interface Paged<T> {
  data: T[];
  count: number;
}

/** The key of one page of a paged list: the list's name and the page. */
export type PagedQueryKey = readonly [string, { page: number }];

/** The query of page `page` (1-based, PAGE_SIZE rows) of a paged list. */
function pagedQueryOptions<T>(
  queryKey: PagedQueryKey,
  list: (query: Required<PaginationQuery>) => Promise<Paged<T>>,
) {
  const { page } = queryKey[1];
  return queryOptions({
    queryKey,
    queryFn: () => list({ skip: pageToSkip(page), limit: PAGE_SIZE }),
  });
}

export function currentUserQueryOptions(api: ApiClient) {
  return queryOptions({ queryKey: queryKeys.currentUser, queryFn: () => api.users.me() });
}

export function usersQueryOptions(api: ApiClient, page: number) {
  return pagedQueryOptions(queryKeys.users(page), (query) => api.users.list({ query }));
}

export function itemsQueryOptions(api: ApiClient, page: number) {
  return pagedQueryOptions(queryKeys.items(page), (query) => api.items.list({ query }));
}

export function cvsQueryOptions(api: ApiClient, page: number) {
  return pagedQueryOptions(queryKeys.cvs(page), (query) => api.cvs.list({ query }));
}

export function cvFilesQueryOptions(api: ApiClient) {
  return queryOptions({ queryKey: queryKeys.cvFiles, queryFn: () => api.cvFiles.list() });
}

export function profileQueryOptions(api: ApiClient) {
  return queryOptions({ queryKey: queryKeys.profile, queryFn: () => api.profile.get() });
}

export function onboardingQueryOptions(api: ApiClient) {
  return queryOptions({ queryKey: queryKeys.onboarding, queryFn: () => api.onboarding.status() });
}

// The account's calls are here, with the queries every screen uses: the public screens need
// them. The mutations of signed-in records are in member-mutations.ts, off the public screens' path.

/** The signed-in user's own account, and the public sign-in, sign-up and recovery calls. */
export function accountMutations(api: ApiClient) {
  return {
    signIn: mutationOptions({
      mutationKey: ['account', 'signIn'],
      mutationFn: (body: LoginFormBody) => api.login.accessToken({ body }),
    }),
    signUp: mutationOptions({
      mutationKey: ['account', 'signUp'],
      mutationFn: (body: UserRegister) => api.users.signup({ body }),
    }),
    recoverPassword: mutationOptions({
      mutationKey: ['account', 'recoverPassword'],
      mutationFn: (email: string) => api.login.recoverPassword({ params: { email } }),
    }),
    resetPassword: mutationOptions({
      mutationKey: ['account', 'resetPassword'],
      mutationFn: (body: NewPassword) => api.login.resetPassword({ body }),
    }),
    updateMe: mutationOptions({
      mutationKey: ['account', 'updateMe'],
      mutationFn: (body: UserUpdateMe) => api.users.updateMe({ body }),
      // The name and e-mail show in the sidebar, the settings and the admin's table.
      meta: { invalidates: [queryKeys.all] },
    }),
    updatePassword: mutationOptions({
      mutationKey: ['account', 'updatePassword'],
      mutationFn: (body: UpdatePassword) => api.users.updatePassword({ body }),
    }),
    endOtherSessions: mutationOptions({
      mutationKey: ['account', 'endOtherSessions'],
      mutationFn: () => api.users.endOtherSessions(),
    }),
    deleteMe: mutationOptions({
      mutationKey: ['account', 'deleteMe'],
      mutationFn: () => api.users.deleteMe(),
    }),
  };
}
