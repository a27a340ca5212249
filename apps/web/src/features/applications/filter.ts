import {
  APPLICATION_LIST_MAX_LIMIT,
  APPLICATION_SORTS,
  APPLICATION_STAGES,
  type ApplicationsFilter,
} from '@vita/api';
import { oneOf } from '../../lib/search-params';
import type { ApplicationsSearch } from './search';

/** The stage of the address when it is one (a stale or mistyped link shows every stage). */
export const searchStage = (search: ApplicationsSearch) => oneOf(APPLICATION_STAGES, search.stage);

/** The order of the address when it is one. */
export const searchSort = (search: ApplicationsSearch) => oneOf(APPLICATION_SORTS, search.sort);

/**
 * The list's request for a view: every application at once (the board shows them all, and the
 * table sorts and filters them on the server); the board has a column per stage, so no stage.
 */
export function applicationsFilter(search: ApplicationsSearch): ApplicationsFilter {
  const stage = searchStage(search);
  const sort = searchSort(search);
  return {
    limit: APPLICATION_LIST_MAX_LIMIT,
    ...(search.view === 'table' && stage ? { stage } : {}),
    ...(search.q ? { q: search.q } : {}),
    ...(sort ? { sort } : {}),
  };
}
