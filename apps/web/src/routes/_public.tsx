import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { AuthLayout } from '../features/auth/auth-layout';

/** The four public screens: a signed-in visitor goes to / instead. */
export const Route = createFileRoute('/_public')({
  // In the entry chunk with the sign-in screen, which every public screen's first visit needs.
  codeSplitGroupings: [],
  beforeLoad: ({ context }) => {
    if (context.session.getToken()) throw redirect({ to: '/' });
  },
  component: () => (
    <AuthLayout>
      <Outlet />
    </AuthLayout>
  ),
});
