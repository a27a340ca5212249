import { cvQueryOptions, isId, profileQueryOptions } from '@vita/api';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { CvExportPage } from '../../../features/cvs/cv-export-page';
import { titleHead } from '../../../lib/page-title';
import { startQuery } from '../../../lib/route-data';

/** A CV's own page: its layout, a preview of its pages and the PDF download. */
export const Route = createFileRoute('/_layout/cvs/$cvId')({
  head: titleHead('Export CV'),
  // The loader travels with the screen, so the export page's queries stay out of the entry
  // chunk that every first visit downloads.
  codeSplitGroupings: [['loader', 'component']],
  // Only an id can name a CV: any other word under /cvs/ is a page that does not exist.
  beforeLoad: ({ params }) => {
    if (!isId(params.cvId)) throw notFound();
  },
  loader: ({ context: { queryClient, api }, params }) => {
    startQuery(queryClient, profileQueryOptions(api));
    startQuery(queryClient, cvQueryOptions(api, params.cvId));
  },
  component: CvExportRoute,
});

function CvExportRoute() {
  const { cvId } = Route.useParams();
  return <CvExportPage cvId={cvId} />;
}
