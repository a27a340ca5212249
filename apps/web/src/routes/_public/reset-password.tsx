import { createFileRoute, type SearchSchemaInput } from '@tanstack/react-router';
import { ResetPasswordPage } from '../../features/auth/reset-password-page';
import { titleHead } from '../../lib/page-title';
import { nonEmptyText } from '../../lib/search-params';

export const Route = createFileRoute('/_public/reset-password')({
  head: titleHead('Reset password'),
  // A malformed value counts as no token, so the form simply does nothing on submit.
  validateSearch: (search: { token?: string } & SearchSchemaInput) => ({
    token: nonEmptyText(search.token),
  }),
  component: ResetPasswordRoute,
});

function ResetPasswordRoute() {
  const { token } = Route.useSearch();
  return <ResetPasswordPage token={token} />;
}
