// The search parameters the routes read, checked by hand: a route's `validateSearch` sits in the
// route tree, which every first visit downloads, and zod would come with it. `SearchSchemaInput`
// makes each parameter optional in links.
import type { SearchSchemaInput } from '@tanstack/react-router';

/**
 * The `page` search parameter of the paged lists: a whole number from 1; anything else (missing,
 * 0, -3, 'abc', 2.5) falls back to 1 instead of an error screen.
 */
export function pageSearch(search: { page?: number } & SearchSchemaInput): { page: number } {
  const page = Number(search.page);
  return { page: Number.isSafeInteger(page) && page >= 1 ? page : 1 };
}

/** A route's loader reads the page it loads from these deps. */
export const pageLoaderDeps = ({ search }: { search: { page: number } }) => ({
  page: search.page,
});

/** A word of `words`, or undefined for anything else (a stale or mistyped link). */
export function oneOf<T extends string>(words: readonly T[], value: unknown): T | undefined {
  return words.find((word) => word === value);
}

/** A non-empty string, or undefined for anything else. */
export function nonEmptyText(value: unknown): string | undefined {
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}
