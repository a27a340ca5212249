import { createFileRoute } from '@tanstack/react-router';
import { LoginPage } from '../../features/auth/login-page';
import { titleHead } from '../../lib/page-title';

export const Route = createFileRoute('/_public/login')({
  head: titleHead('Sign in'),
  // Not split out of the entry chunk: the most frequent first visit saves a request and a
  // chunk's wrapping.
  codeSplitGroupings: [],
  component: LoginPage,
});
