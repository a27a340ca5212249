import { clsx } from 'clsx';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '../Button/Button';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './Pagination.css';

export interface PaginationProps {
  /** The current page, 1-based. */
  page: number;
  /** Number of pages when known; shown as 'of N' and bounds Next. @default undefined */
  pageCount?: number;
  /** Whether a previous page exists. @default page > 1 */
  hasPrevious?: boolean;
  /** Whether a next page exists (e.g. the last fetch returned a full page). @default pageCount !== undefined && page < pageCount */
  hasNext?: boolean;
  /** Called with the page to show (page - 1 or page + 1). */
  onPageChange: (page: number) => void;
  /** Disable both buttons, e.g. while the first page loads. @default false */
  isDisabled?: boolean;
  /** Accessible name of the navigation landmark; make it specific when a page has two. @default 'Pagination' */
  'aria-label'?: string;
  /** Extra class names. @default undefined */
  className?: string;
}

/**
 * Previous / current page / Next: each button is disabled at its bound. The current
 * page shows just its number and is announced as 'Page N' with `aria-current="page"`.
 */
export function Pagination({
  page,
  pageCount,
  hasPrevious = page > 1,
  hasNext = pageCount !== undefined && page < pageCount,
  onPageChange,
  isDisabled = false,
  'aria-label': ariaLabel = 'Pagination',
  className,
}: PaginationProps) {
  return (
    <nav aria-label={ariaLabel} className={clsx(styles.nav, className)}>
      <Button
        variant="outline"
        size="sm"
        isDisabled={isDisabled || !hasPrevious}
        onPress={() => onPageChange(page - 1)}
      >
        <ChevronLeft size={16} aria-hidden />
        Previous
      </Button>
      <span aria-current="page" className={styles.current}>
        <VisuallyHidden>Page </VisuallyHidden>
        {page}
      </span>
      {pageCount !== undefined ? <span className={styles.total}>of {pageCount}</span> : null}
      <Button
        variant="outline"
        size="sm"
        isDisabled={isDisabled || !hasNext}
        onPress={() => onPageChange(page + 1)}
      >
        Next
        <ChevronRight size={16} aria-hidden />
      </Button>
    </nav>
  );
}
