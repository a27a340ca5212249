import { applicationsQueryOptions } from '@vita/api';
import { createFileRoute } from '@tanstack/react-router';
import { ApplicationsPage } from '../../../features/applications/applications-page';
import { applicationsFilter } from '../../../features/applications/filter';
import { applicationsSearch } from '../../../features/applications/search';
import { titleHead } from '../../../lib/page-title';
import { startQuery } from '../../../lib/route-data';

/** The jobs the member tracks, as a board of stages or as a table. */
export const Route = createFileRoute('/_layout/applications/')({
  head: titleHead('Applications'),
  // The loader travels with the screen: the contract's applications code stays out of the entry.
  codeSplitGroupings: [['loader', 'component']],
  validateSearch: applicationsSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient, api }, deps }) => {
    startQuery(queryClient, applicationsQueryOptions(api, applicationsFilter(deps)));
  },
  component: ApplicationsRoute,
});

function ApplicationsRoute() {
  return <ApplicationsPage search={Route.useSearch()} />;
}
