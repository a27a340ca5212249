import { currentUserQueryOptions } from '@vita/api';
import { readSidebarCookie } from '@vita/ui';
import { useQuery } from '@tanstack/react-query';
import { Provider as JotaiProvider } from 'jotai';
import { useEffect, useState, type ReactNode } from 'react';
import { preloadToastRegion } from '../../components/toast-region';
import { useApi, useSession } from '../../lib/services';
import { AppShell } from './app-shell';

/**
 * The app shell with what it needs from the session: the signed-in user and the remembered
 * sidebar state. The signed-in routes render in it, and so does the not-found screen of a
 * signed-in visitor, who keeps their navigation.
 */
export function SignedInFrame({ children }: { children: ReactNode }) {
  const api = useApi();
  const session = useSession();
  const { data: user } = useQuery(currentUserQueryOptions(api));
  // Read once: afterwards the SidebarProvider owns the state (and writes the cookie). No cookie
  // yet means expanded.
  const [defaultOpen] = useState(() => readSidebarCookie(document.cookie) ?? true);
  useEffect(preloadToastRegion, []);
  // The chat's live state (jotai atoms) is kept per frame: the public screens, which have no
  // such state, do not load the library.
  return (
    <JotaiProvider>
      <AppShell user={user} defaultOpen={defaultOpen} onSignOut={session.signOut}>
        {children}
      </AppShell>
    </JotaiProvider>
  );
}
