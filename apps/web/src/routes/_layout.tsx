import { currentUserQueryOptions } from '@vita/api';
import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { SignedInFrame } from '../features/layout/signed-in-frame';
import { startQuery } from '../lib/route-data';

/**
 * Every signed-in screen. Without a stored token the visitor goes to /login; with a bad one the
 * first call (the current user) answers 401 and the api client ends the session.
 */
export const Route = createFileRoute('/_layout')({
  beforeLoad: ({ context }) => {
    if (!context.session.getToken()) throw redirect({ to: '/login' });
  },
  // Every signed-in screen shows the user (the sidebar's user menu): ask for it at once.
  loader: ({ context: { queryClient, api } }) =>
    startQuery(queryClient, currentUserQueryOptions(api)),
  component: () => (
    <SignedInFrame>
      <Outlet />
    </SignedInFrame>
  ),
});
