import type { SearchSchemaInput } from '@tanstack/react-router';
import { nonEmptyText, oneOf } from '../../lib/search-params';

// The route's search parameters, read in the route tree that every first visit downloads: no
// runtime import of the contract here (its schemas would bring zod along). The stage and the
// order are checked against the contract's words where the list is asked for (filter.ts).

export const APPLICATION_VIEWS = ['board', 'table'] as const;
export type ApplicationView = (typeof APPLICATION_VIEWS)[number];

/** What /applications shows, kept in the address so a reload or a shared link shows the same. */
export interface ApplicationsSearch {
  view: ApplicationView;
  stage?: string;
  q?: string;
  sort?: string;
}

/** The board is the default view; an unknown view is the board, not an error. */
export function applicationsSearch(
  search: Record<string, unknown> & SearchSchemaInput,
): ApplicationsSearch {
  return {
    view: oneOf(APPLICATION_VIEWS, search.view) ?? 'board',
    stage: nonEmptyText(search.stage),
    q: nonEmptyText(search.q),
    sort: nonEmptyText(search.sort),
  };
}
