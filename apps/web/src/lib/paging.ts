import { PAGE_SIZE } from '@vita/api';
import { z } from 'zod';

/**
 * The `page` search parameter of the paged lists (SPEC §2): a whole number from 1; anything
 * else (missing, 0, -3, 'abc', 2.5) falls back to 1 instead of an error screen.
 */
export const pageSearchSchema = z.object({
  page: z.coerce.number().int().min(1).catch(1),
});

/** The last page that holds rows for `count` records (1 when there are none). */
export function lastPage(count: number): number {
  return Math.max(1, Math.ceil(count / PAGE_SIZE));
}

/** Whether a page after `page` exists for `count` records. */
export function hasNextPage(page: number, count: number): boolean {
  return page * PAGE_SIZE < count;
}

/**
 * The page to show after deleting one row of `page` that held `rowsOnPage` rows: the previous
 * page when the deleted row was the last one left there.
 */
export function pageAfterDelete(page: number, rowsOnPage: number): number {
  return rowsOnPage <= 1 && page > 1 ? page - 1 : page;
}
