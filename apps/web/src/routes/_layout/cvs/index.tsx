import { cvFilesQueryOptions, cvsQueryOptions } from '@vita/api';
import { createFileRoute } from '@tanstack/react-router';
import { CvsPage } from '../../../features/cvs/cvs-page';
import { pageLoaderDeps, pageSearch } from '../../../lib/search-params';
import { startQuery } from '../../../lib/route-data';
import { titleHead } from '../../../lib/page-title';

/** The CV section forms (later) are sibling routes under /cvs/, so the list is its index. */
export const Route = createFileRoute('/_layout/cvs/')({
  head: titleHead('CVs'),
  validateSearch: pageSearch,
  loaderDeps: pageLoaderDeps,
  loader: ({ context: { queryClient, api }, deps: { page } }) => {
    startQuery(queryClient, cvsQueryOptions(api, page));
    startQuery(queryClient, cvFilesQueryOptions(api));
  },
  component: CvsPage,
});
