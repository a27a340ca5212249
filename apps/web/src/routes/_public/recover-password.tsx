import { createFileRoute } from '@tanstack/react-router';
import { RecoverPasswordPage } from '../../features/auth/recover-password-page';

export const Route = createFileRoute('/_public/recover-password')({
  component: RecoverPasswordPage,
});
