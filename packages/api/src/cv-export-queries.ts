import { keepPreviousData, mutationOptions, queryOptions } from '@tanstack/react-query';
import type { ApiClient } from './client';
import { ApiError } from './errors';
import { queryKeys } from './queries';
import type { CvLayout, CvPaper, CvTemplate } from './schemas/cv-layout';
import type { CvHeaderChoices } from './schemas/cvs';

// A CV's export page loads these; they live apart from queries.ts so that the entry chunk every
// first visit downloads does not carry them (as with the chat's).

/** One CV, as its own page shows it. Under the CVs' key, so a CV's edit refreshes it too. */
export function cvQueryOptions(api: ApiClient, id: string) {
  return queryOptions({
    queryKey: [...queryKeys.cvsAll, 'one', id] as const,
    queryFn: ({ signal }) => api.cvs.get({ params: { cv_id: id }, signal }),
    // The page says itself when the CV is missing or could not load: no toast on top of it.
    meta: { errorToast: false },
  });
}

/** What a preview is drawn from: the saved layout and what the page asks for. */
export interface CvPreviewRequest {
  id: string;
  /** The layout the page shows: its key changes with every choice, so the preview follows. */
  layout: CvLayout;
  /** The CV's saved header: a saved change draws the preview again. */
  header?: CvHeaderChoices;
  template: CvTemplate;
  paper: CvPaper;
  page: number;
}

/**
 * One page of a CV as it prints. The profile is part of what it shows, so it is never fresh for
 * long; while the next one renders, the last one stays on screen. A page that a change made
 * disappear (the CV got shorter) gives the CV's last page instead: `page` in the answer says which.
 */
export function cvPreviewQueryOptions(api: ApiClient, request: CvPreviewRequest) {
  const { id, layout, header, template, paper, page } = request;
  return queryOptions({
    queryKey: [
      'cvPreview',
      id,
      {
        section_order: layout.section_order,
        hidden: layout.hidden,
        header: header ?? null,
        template,
        paper,
        page,
      },
    ] as const,
    queryFn: async ({ signal }) => {
      const get = (number: number) =>
        api.cvs.preview({
          params: { cv_id: id },
          query: { template, paper, page: number },
          signal,
        });
      try {
        return await get(page);
      } catch (error) {
        if (page === 1 || !(error instanceof ApiError) || error.status !== 404) throw error;
        const first = await get(1);
        return first.pages > 1 ? get(first.pages) : first;
      }
    },
    placeholderData: keepPreviousData,
    // A preview is seconds of a worker's time on the server: only when something changed.
    staleTime: 30_000,
    meta: { errorToast: false },
  });
}

export interface CvLayoutVariables {
  id: string;
  layout: CvLayout;
}

export function cvExportMutations(api: ApiClient) {
  return {
    saveLayout: mutationOptions({
      mutationKey: ['cvs', 'layout'],
      mutationFn: ({ id, layout }: CvLayoutVariables) =>
        api.cvs.layout({ params: { cv_id: id }, body: layout }),
      // The list shows no layout: only the page's own query is refreshed, by the page.
      meta: { errorToast: false },
    }),
    downloadPdf: mutationOptions({
      mutationKey: ['cvs', 'exportPdf'],
      mutationFn: ({
        id,
        template,
        paper,
      }: {
        id: string;
        template?: CvTemplate;
        paper?: CvPaper;
      }) =>
        api.cvs.exportPdf({
          params: { cv_id: id },
          query: { ...(template ? { template } : {}), ...(paper ? { paper } : {}) },
        }),
    }),
    /** The CV as it prints compared with the posting it stores; the page shows the result. */
    analyse: mutationOptions({
      mutationKey: ['cvs', 'analyse'],
      mutationFn: (id: string) => api.cvs.analyse({ params: { cv_id: id } }),
    }),
  };
}
