import { currentUserQueryOptions } from '@vita/api';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { AdminAccessDenied, AdminLoading, UsersPage } from '../../features/admin/users-page';
import { pageSearchSchema } from '../../lib/paging';
import { useApi } from '../../lib/services';

export const Route = createFileRoute('/_layout/admin')({
  validateSearch: pageSearchSchema,
  component: AdminRoute,
});

/**
 * Only superusers get the users table. A member is told so in place: the users list is never
 * requested for them, because its 403 would end their session (SPEC §4).
 */
function AdminRoute() {
  const api = useApi();
  const { page } = Route.useSearch();
  const navigate = Route.useNavigate();
  const { data: me } = useQuery(currentUserQueryOptions(api));
  const onPageChange = useCallback(
    (next: number) => void navigate({ search: { page: next }, replace: true }),
    [navigate],
  );
  if (!me) return <AdminLoading />;
  if (!me.is_superuser) return <AdminAccessDenied />;
  return <UsersPage currentUser={me} page={page} onPageChange={onPageChange} />;
}
