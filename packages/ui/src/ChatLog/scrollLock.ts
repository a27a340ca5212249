/**
 * How far (px) from the bottom the reader may scroll and still follow new content. Past it, the
 * log stops following (a reader scrolling back through a long reply is not pulled down by every
 * new word) and offers a 'Scroll to bottom' button.
 */
export const SCROLL_LOCK_THRESHOLD_PX = 70;

/** The three numbers of a scroll container that decide where it is. */
export interface ScrollMetrics {
  scrollTop: number;
  scrollHeight: number;
  clientHeight: number;
}

/** Pixels between the bottom of the visible area and the end of the content (never negative). */
export function distanceFromBottom({ scrollTop, scrollHeight, clientHeight }: ScrollMetrics) {
  return Math.max(0, scrollHeight - clientHeight - scrollTop);
}

/** True when the container is scrolled to within `threshold` px of its end. */
export function isNearBottom(
  metrics: ScrollMetrics,
  threshold: number = SCROLL_LOCK_THRESHOLD_PX,
): boolean {
  return distanceFromBottom(metrics) <= threshold;
}

/**
 * Whether the log follows new content after a scroll event. Near the bottom it always does.
 * Further up it stops following only when the reader moved up: a scroll down (the log's own
 * jump to the end, or a smooth scroll towards it) that is not there yet keeps the current state,
 * so content arriving faster than the scroll cannot unlock it.
 */
export function nextScrollLock(
  previous: { isLocked: boolean; scrollTop: number },
  metrics: ScrollMetrics,
  threshold: number = SCROLL_LOCK_THRESHOLD_PX,
): boolean {
  if (isNearBottom(metrics, threshold)) return true;
  if (metrics.scrollTop < previous.scrollTop) return false;
  return previous.isLocked;
}
