import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { ResetPasswordPage } from '../../features/auth/reset-password-page';
import { titleHead } from '../../lib/page-title';

const searchSchema = z.object({
  // A malformed value counts as no token, so the form simply does nothing on submit.
  token: z.string().min(1).optional().catch(undefined),
});

export const Route = createFileRoute('/_public/reset-password')({
  head: titleHead('Reset password'),
  validateSearch: searchSchema,
  component: ResetPasswordRoute,
});

function ResetPasswordRoute() {
  const { token } = Route.useSearch();
  return <ResetPasswordPage token={token} />;
}
