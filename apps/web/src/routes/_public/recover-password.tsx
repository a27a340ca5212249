import { createFileRoute } from '@tanstack/react-router';
import { RecoverPasswordPage } from '../../features/auth/recover-password-page';
import { titleHead } from '../../lib/page-title';

export const Route = createFileRoute('/_public/recover-password')({
  head: titleHead('Recover password'),
  component: RecoverPasswordPage,
});
