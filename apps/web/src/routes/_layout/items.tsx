import { itemsQueryOptions } from '@vita/api';
import { createFileRoute } from '@tanstack/react-router';
import { ItemsPage } from '../../features/items/items-page';
import { pageLoaderDeps, pageSearch } from '../../lib/search-params';
import { startQuery } from '../../lib/route-data';
import { titleHead } from '../../lib/page-title';

export const Route = createFileRoute('/_layout/items')({
  head: titleHead('Items'),
  validateSearch: pageSearch,
  loaderDeps: pageLoaderDeps,
  loader: ({ context: { queryClient, api }, deps: { page } }) =>
    startQuery(queryClient, itemsQueryOptions(api, page)),
  component: ItemsPage,
});
