import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type { ApiClient } from './client';
import { recordMutations } from './member-mutations';
import { queryKeys } from './queries';
import type {
  ApplicationCreate,
  ApplicationListQuery,
  ApplicationStage,
  ApplicationUpdate,
} from './schemas/applications';

// The applications' screens and the dashboard load these; apart from queries.ts so that the entry
// chunk every first visit downloads does not carry them (as with the chat's).

/** What a list of applications shows: a page, a stage, a search and an order. */
export type ApplicationsFilter = Partial<ApplicationListQuery>;

export const applicationKeys = {
  all: queryKeys.applicationsAll,
  list: (filter: ApplicationsFilter) => [...queryKeys.applicationsAll, 'list', filter] as const,
  one: (id: string) => [...queryKeys.applicationsAll, 'one', id] as const,
  summary: [...queryKeys.applicationsAll, 'summary'] as const,
};

/** A page of applications (the board asks for all of them at once: limit up to the maximum). */
export function applicationsQueryOptions(api: ApiClient, filter: ApplicationsFilter = {}) {
  return queryOptions({
    queryKey: applicationKeys.list(filter),
    queryFn: ({ signal }) => api.applications.list({ query: filter, signal }),
  });
}

export function applicationQueryOptions(api: ApiClient, id: string) {
  return queryOptions({
    queryKey: applicationKeys.one(id),
    queryFn: ({ signal }) => api.applications.get({ params: { application_id: id }, signal }),
    // The page says itself when the application is missing: no toast on top of it.
    meta: { errorToast: false },
  });
}

/** The dashboard's figures: what is due this week, and the last 90 days' funnel. */
export function applicationsSummaryQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: applicationKeys.summary,
    queryFn: ({ signal }) => api.applications.summary({ signal }),
  });
}

/**
 * Create, update and delete, and the application's own calls. Every success makes all the
 * applications' queries stale (lists, the record, the summary): a move changes the board, the
 * table, the funnel and what is due at once.
 */
export function applicationMutations(api: ApiClient) {
  const stale = { invalidates: [applicationKeys.all] };
  return {
    ...recordMutations(
      'applications',
      {
        create: (body: ApplicationCreate) => api.applications.create({ body }),
        update: (application_id, body: ApplicationUpdate) =>
          api.applications.update({ params: { application_id }, body }),
        remove: (application_id) => api.applications.delete({ params: { application_id } }),
      },
      { saved: [applicationKeys.all], removed: [applicationKeys.all] },
    ),
    /** Reads a posting's address into the fields of a new application; nothing is saved. */
    prefill: mutationOptions({
      mutationKey: ['applications', 'prefill'],
      mutationFn: (posting_url: string) => api.applications.prefill({ body: { posting_url } }),
      // The form says why the posting could not be read, and that it can be typed in.
      meta: { errorToast: false },
    }),
    move: mutationOptions({
      mutationKey: ['applications', 'move'],
      mutationFn: ({ id, stage }: { id: string; stage: ApplicationStage }) =>
        api.applications.move({ params: { application_id: id }, body: { stage } }),
      meta: stale,
    }),
    analyse: mutationOptions({
      mutationKey: ['applications', 'analyse'],
      mutationFn: (id: string) => api.applications.analyse({ params: { application_id: id } }),
      meta: stale,
    }),
    draftCoverLetter: mutationOptions({
      mutationKey: ['applications', 'draftCoverLetter'],
      mutationFn: (id: string) =>
        api.applications.draftCoverLetter({ params: { application_id: id } }),
    }),
    saveCoverLetter: mutationOptions({
      mutationKey: ['applications', 'saveCoverLetter'],
      mutationFn: ({ id, cover_letter }: { id: string; cover_letter: string }) =>
        api.applications.saveCoverLetter({
          params: { application_id: id },
          body: { cover_letter },
        }),
      meta: stale,
    }),
  };
}
