import { itemsQueryOptions } from '@vita/api';
import { createFileRoute } from '@tanstack/react-router';
import { ItemsPage } from '../../features/items/items-page';
import { pageLoaderDeps, pageSearchSchema } from '../../lib/paging';
import { startQuery } from '../../lib/route-data';
import { titleHead } from '../../lib/page-title';

export const Route = createFileRoute('/_layout/items')({
  head: titleHead('Items'),
  validateSearch: pageSearchSchema,
  loaderDeps: pageLoaderDeps,
  loader: ({ context: { queryClient, api }, deps: { page } }) =>
    startQuery(queryClient, itemsQueryOptions(api, page)),
  component: ItemsPage,
});
