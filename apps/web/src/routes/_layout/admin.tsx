import { currentUserQueryOptions, usersQueryOptions } from '@vita/api';
import { createFileRoute } from '@tanstack/react-router';
import { AdminAccessDenied, AdminLoading } from '../../features/admin/access';
import { UsersPage } from '../../features/admin/users-page';
import { pageLoaderDeps, pageSearch } from '../../lib/search-params';
import { startQuery } from '../../lib/route-data';
import { titleHead } from '../../lib/page-title';

export const Route = createFileRoute('/_layout/admin')({
  head: titleHead('Admin'),
  validateSearch: pageSearch,
  /**
   * Only superusers manage users. The decision is taken before anything of the screen loads: a
   * member is told so in place, and the users list is never requested for them, because its
   * 403 would end their session.
   */
  beforeLoad: async ({ context: { queryClient, api } }) => {
    const me = await queryClient.ensureQueryData(currentUserQueryOptions(api));
    return { canManageUsers: me.is_superuser };
  },
  loaderDeps: pageLoaderDeps,
  loader: ({ context: { queryClient, api, canManageUsers }, deps: { page } }) => {
    if (canManageUsers) startQuery(queryClient, usersQueryOptions(api, page));
  },
  pendingComponent: AdminLoading,
  component: AdminRoute,
});

function AdminRoute() {
  const canManageUsers = Route.useRouteContext({ select: (context) => context.canManageUsers });
  return canManageUsers ? <UsersPage /> : <AdminAccessDenied />;
}
