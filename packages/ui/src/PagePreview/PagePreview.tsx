import { ChevronLeft, ChevronRight, CircleAlert } from 'lucide-react';
import { useMemo } from 'react';
import { Button } from '../Button/Button';
import { Skeleton } from '../Skeleton/Skeleton';
import { Spinner } from '../Spinner/Spinner';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './PagePreview.css';
import { svgDataUrl } from './svgDataUrl';

export interface PagePreviewProps {
  /** A standalone SVG document of the page (from the server; may contain user text, no scripts), or null while none is loaded. */
  svg: string | null;
  /** The page shown, 1-based. */
  page: number;
  /** How many pages there are; null while unknown. */
  pages: number | null;
  /** Called with the page to show (page - 1 or page + 1). */
  onPageChange: (page: number) => void;
  /** Page width / height, e.g. 595.28/841.89 for A4, 612/792 for US Letter: keeps the box's shape while loading. */
  aspectRatio: number;
  /** A newer page is being rendered: the current one stays, dimmed, under a spinner. @default false */
  isLoading?: boolean;
  /** A message shown in place of the page when it could not be rendered. @default null */
  error?: string | null;
  /** Accessible name of the page image's context, e.g. the CV title. */
  label: string;
}

/**
 * One page of a rendered document on white paper, as wide as its container, with a pager below.
 * The page is an `<img>` of a `data:` URL, never inline markup: the SVG comes from the server
 * and carries the user's text, and an image cannot run or load anything. While a new page
 * renders, the previous one stays in place, dimmed; before any page exists a placeholder of the
 * paper's shape holds the layout still.
 */
export function PagePreview({
  svg,
  page,
  pages,
  onPageChange,
  aspectRatio,
  isLoading = false,
  error = null,
  label,
}: PagePreviewProps) {
  const src = useMemo(() => (svg === null ? null : svgDataUrl(svg)), [svg]);
  const alt = pages === null ? `Page ${page} of ${label}` : `Page ${page} of ${pages} of ${label}`;
  // While the count is unknown a pager only helps to get back from a later page.
  const showPager = pages === null ? page > 1 : pages > 1;

  return (
    <div className={styles.root}>
      <div
        className={styles.sheet({ state: error ? 'error' : src === null ? 'empty' : 'page' })}
        style={{ aspectRatio: String(aspectRatio) }}
        aria-busy={isLoading || (src === null && !error) || undefined}
      >
        {error ? (
          <div role="alert" className={styles.error}>
            <CircleAlert size={20} aria-hidden className={styles.errorIcon} />
            <p className={styles.errorText}>{error}</p>
          </div>
        ) : src === null ? (
          <>
            <Skeleton className={styles.skeleton} width="100%" height="100%" radius={0} />
            <VisuallyHidden>Loading page</VisuallyHidden>
          </>
        ) : (
          <>
            <img
              src={src}
              alt={alt}
              className={styles.image}
              data-stale={isLoading || undefined}
              draggable={false}
            />
            {isLoading ? (
              <div className={styles.overlay}>
                <span className={styles.spinnerBadge}>
                  <Spinner size="md" aria-label="Loading page" />
                </span>
              </div>
            ) : null}
          </>
        )}
      </div>
      {showPager ? (
        <div role="group" aria-label="Pages" className={styles.pager}>
          <Button
            variant="outline"
            size="icon"
            aria-label="Previous page"
            isDisabled={page <= 1}
            onPress={() => onPageChange(page - 1)}
          >
            <ChevronLeft size={16} aria-hidden />
          </Button>
          <span className={styles.pageText} aria-live="polite">
            {pages === null ? `Page ${page}` : `Page ${page} of ${pages}`}
          </span>
          <Button
            variant="outline"
            size="icon"
            aria-label="Next page"
            isDisabled={pages === null || page >= pages}
            onPress={() => onPageChange(page + 1)}
          >
            <ChevronRight size={16} aria-hidden />
          </Button>
        </div>
      ) : null}
    </div>
  );
}
