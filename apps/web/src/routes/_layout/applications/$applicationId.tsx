import { applicationQueryOptions, isId } from '@vita/api';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { ApplicationPage } from '../../../features/applications/application-page';
import { titleHead } from '../../../lib/page-title';
import { startQuery } from '../../../lib/route-data';

/** One application: its fields, stages, CV sent, analysis and cover letter. */
export const Route = createFileRoute('/_layout/applications/$applicationId')({
  head: titleHead('Application'),
  codeSplitGroupings: [['loader', 'component']],
  // Only an id can name an application: any other word under /applications/ does not exist.
  beforeLoad: ({ params }) => {
    if (!isId(params.applicationId)) throw notFound();
  },
  loader: ({ context: { queryClient, api }, params }) => {
    startQuery(queryClient, applicationQueryOptions(api, params.applicationId));
  },
  component: ApplicationRoute,
});

function ApplicationRoute() {
  const { applicationId } = Route.useParams();
  return <ApplicationPage applicationId={applicationId} />;
}
