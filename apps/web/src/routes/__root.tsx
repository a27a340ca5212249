import { createRootRouteWithContext, Outlet, useRouter } from '@tanstack/react-router';
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { LazyToastRegion } from '../components/toast-region';
import { NotFoundPage } from '../features/not-found/not-found-page';
import { pageTitle, useDocumentTitle, useRouteTitle } from '../lib/page-title';
import { useSession, useTheme, type AppServices } from '../lib/services';
import { useApplyTheme } from '../lib/theme';

// The signed-in shell is not part of the entry chunk (a first visit to /login does not need
// it): a signed-in visitor's unknown path fetches it like any signed-in route does.
const SignedInFrame = lazy(() =>
  import('../features/layout/signed-in-frame').then((m) => ({ default: m.SignedInFrame })),
);

export const Route = createRootRouteWithContext<AppServices>()({
  component: RootComponent,
  notFoundComponent: NotFound,
});

function RootComponent() {
  const router = useRouter();
  useApplyTheme(useTheme());
  return (
    // ui links and menu items are react-aria links: this makes their `href` a client-side
    // navigation through TanStack Router instead of a full page load. The app has no base path,
    // so an href is already the final URL and needs no `useHref` mapping.
    <AriaRouterProvider navigate={(href) => router.navigate({ href })}>
      {/* Before the outlet: its effect runs first, so a not-found screen's title wins. */}
      <RouteTitle />
      <Outlet />
      <LazyToastRegion />
    </AriaRouterProvider>
  );
}

/**
 * An unknown path. Signed in, it keeps the app frame (sidebar and header), so the visitor can go
 * on from there; signed out, it is a page of its own.
 */
function NotFound() {
  // No route declares this path's title: the screen declares it (after RouteTitle, so it wins).
  useDocumentTitle(pageTitle('Not found'));
  const session = useSession();
  const signedIn = useSyncExternalStore(session.subscribe, () => session.getToken() !== null);
  if (!signedIn) return <NotFoundPage />;
  return (
    <Suspense fallback={null}>
      <SignedInFrame>
        <NotFoundPage inFrame />
      </SignedInFrame>
    </Suspense>
  );
}

/** The document title follows the shown route. */
function RouteTitle() {
  useDocumentTitle(useRouteTitle());
  return null;
}
