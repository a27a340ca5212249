import { ToastRegion } from '@vita/ui';
import { createRootRouteWithContext, Outlet, useRouter } from '@tanstack/react-router';
import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { NotFoundPage } from '../features/not-found/not-found-page';
import type { AppServices } from '../lib/services';
import { useApplyTheme } from '../lib/theme';

export const Route = createRootRouteWithContext<AppServices>()({
  component: RootComponent,
  notFoundComponent: NotFoundPage,
});

function RootComponent() {
  const router = useRouter();
  useApplyTheme();
  return (
    // ui links and menu items are react-aria links: this makes their `href` a client-side
    // navigation through TanStack Router instead of a full page load. The app has no base path,
    // so an href is already the final URL and needs no `useHref` mapping.
    <AriaRouterProvider navigate={(href) => router.navigate({ href })}>
      <Outlet />
      <ToastRegion />
    </AriaRouterProvider>
  );
}
