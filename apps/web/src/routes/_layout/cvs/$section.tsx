import { createFileRoute, notFound, rootRouteId } from '@tanstack/react-router';

/**
 * The CV section forms (Basic Info, Work Experience, …). The sidebar already links to them, so
 * the route exists and those links are checked like any other; until a form is built, each
 * shows the not-found screen, as an unknown path does.
 */
export const Route = createFileRoute('/_layout/cvs/$section')({
  beforeLoad: () => {
    throw notFound({ routeId: rootRouteId });
  },
});
