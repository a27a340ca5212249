import {
  APPLICATION_LIST_MAX_LIMIT,
  APPLICATION_SORTS,
  APPLICATION_STAGES,
  type ApplicationSort,
  type ApplicationStage,
  type ApplicationsFilter,
} from '@vita/api';
import type { SearchSchemaInput } from '@tanstack/react-router';
import { nonEmptyText, oneOf } from '../../lib/search-params';

export const APPLICATION_VIEWS = ['board', 'table'] as const;
export type ApplicationView = (typeof APPLICATION_VIEWS)[number];

/** What /applications shows, kept in the address so a reload or a shared link shows the same. */
export interface ApplicationsSearch {
  view: ApplicationView;
  stage?: ApplicationStage;
  q?: string;
  sort?: ApplicationSort;
}

/** The board is the default view; an unknown value of any parameter is dropped, not an error. */
export function applicationsSearch(
  search: Record<string, unknown> & SearchSchemaInput,
): ApplicationsSearch {
  return {
    view: oneOf(APPLICATION_VIEWS, search.view) ?? 'board',
    stage: oneOf(APPLICATION_STAGES, search.stage),
    q: nonEmptyText(search.q),
    sort: oneOf(APPLICATION_SORTS, search.sort),
  };
}

/**
 * The list's request for a view: every application at once (the board shows them all, and the
 * table sorts and filters them on the server); the board has a column per stage, so no stage.
 */
export function applicationsFilter({
  view,
  stage,
  q,
  sort,
}: ApplicationsSearch): ApplicationsFilter {
  return {
    limit: APPLICATION_LIST_MAX_LIMIT,
    ...(view === 'table' && stage ? { stage } : {}),
    ...(q ? { q } : {}),
    ...(sort ? { sort } : {}),
  };
}
