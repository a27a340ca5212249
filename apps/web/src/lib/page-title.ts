import { useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';

/** Every tab is Vita's; a screen puts its own name first, so tabs and history tell them apart. */
export const APP_TITLE = 'Vita';

const SUFFIX = ` — ${APP_TITLE}`;

/** The document title of one screen: "Items — Vita". */
export const pageTitle = (page: string) => `${page}${SUFFIX}`;

/**
 * A route's `head`: its title, declared once beside the route. The root puts the deepest one in
 * the document (`useDocumentTitle`).
 */
export const titleHead = (page: string) => () => ({ meta: [{ title: pageTitle(page) }] });

/** Keeps `document.title` on `title` while the calling component is shown. */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = title;
  }, [title]);
}

/** The title the deepest shown route declares in its `head`; "Vita" when none does. */
export function useRouteTitle() {
  return useRouterState({
    select: (state) =>
      state.matches
        .findLast((match) => match.meta?.some((meta) => meta?.title))
        ?.meta?.find((meta) => meta?.title)?.title ?? APP_TITLE,
  });
}

/** The shown screen's name ("Items"), or undefined where no route names it. */
export function usePageName() {
  const title = useRouteTitle();
  return title.endsWith(SUFFIX) ? title.slice(0, -SUFFIX.length) : undefined;
}
