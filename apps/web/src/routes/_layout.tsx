import { currentUserQueryOptions } from '@vita/api';
import { readSidebarCookie } from '@vita/ui';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { useState } from 'react';
import { AppShell } from '../features/layout/app-shell';
import { startQuery } from '../lib/route-data';
import { useApi, useSession } from '../lib/services';

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
  component: SignedInLayout,
});

function SignedInLayout() {
  const api = useApi();
  const session = useSession();
  const { data: user } = useQuery(currentUserQueryOptions(api));
  // Read once: afterwards the SidebarProvider owns the state (and writes the cookie). No cookie
  // yet means expanded.
  const [defaultOpen] = useState(() => readSidebarCookie(document.cookie) ?? true);
  return (
    <AppShell user={user} defaultOpen={defaultOpen} onSignOut={session.signOut}>
      <Outlet />
    </AppShell>
  );
}
