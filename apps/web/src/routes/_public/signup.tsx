import { createFileRoute } from '@tanstack/react-router';
import { SignupPage } from '../../features/auth/signup-page';
import { titleHead } from '../../lib/page-title';

export const Route = createFileRoute('/_public/signup')({
  head: titleHead('Sign up'),
  component: SignupPage,
});
