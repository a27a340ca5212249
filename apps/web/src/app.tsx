import { createApiClient } from '@vita/api';
import { QueryClientProvider } from '@tanstack/react-query';
import {
  createBrowserHistory,
  createRouter,
  RouterProvider,
  type RouterHistory,
} from '@tanstack/react-router';
import { createQueryClient, type QueryClientOptions } from './lib/query-client';
import { ServicesProvider, type AppServices } from './lib/services';
import { storedToken, type Session } from './lib/session';
import { createThemeStore } from './lib/theme';
import { routeTree } from './routeTree.gen';

export interface CreateAppOptions {
  history?: RouterHistory;
  /** API origin; the page's own origin by default (the server serves both). */
  baseUrl?: string;
  query?: QueryClientOptions;
}

/**
 * Builds everything the app holds: token, theme, query client, api client, session and router.
 * Tests and stories call it with a memory history, so they run the real routes and guards.
 */
export function createApp({ history, baseUrl, query }: CreateAppOptions = {}) {
  // Each app starts from what is stored now, also a second app in the same page (tests, stories).
  const token = storedToken();
  const theme = createThemeStore();
  const queryClient = createQueryClient(query);
  // Every query of the app reads signed-in data. After a sign-out the signed-in screen can render
  // once more before the navigation to /login removes it, and its cleared queries would ask again
  // without a token (a 401 in the console, and a second sign-out): they wait for a token instead.
  const defaults = queryClient.getDefaultOptions();
  queryClient.setDefaultOptions({
    ...defaults,
    queries: { ...defaults.queries, enabled: () => token.get() !== null },
  });

  const session: Session = {
    getToken: token.get,
    signIn: token.set,
    subscribe: token.subscribe,
    signOut: () => {
      token.set(null);
      queryClient.clear();
      // `router` is declared below: the session needs the router (to go to /login) and the
      // router needs the session (guards); nothing calls signOut before createApp returns.
      void router.navigate({ to: '/login' });
    },
  };

  const api = createApiClient({
    // Absolute even in the browser: Node's fetch (tests) cannot resolve a relative URL.
    baseUrl: baseUrl ?? window.location.origin,
    getToken: session.getToken,
    onUnauthorized: () => session.signOut(),
  });

  const services: AppServices = { api, session, queryClient, theme };
  const router = createAppRouter(services, history ?? createBrowserHistory());
  // The token too: a test can remove it without the sign-out's navigation.
  return { router, services, token };
}

function createAppRouter(context: AppServices, history: RouterHistory) {
  return createRouter({
    routeTree,
    history,
    context,
    defaultPreload: 'intent',
    // Preloaded data is owned by TanStack Query, so the router should not cache it again.
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;
export type App = ReturnType<typeof createApp>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}

export function AppProviders({ app }: { app: App }) {
  return (
    <QueryClientProvider client={app.services.queryClient}>
      <ServicesProvider services={app.services}>
        <RouterProvider router={app.router} />
      </ServicesProvider>
    </QueryClientProvider>
  );
}
