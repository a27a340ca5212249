// The queue and `toast` live apart from the region component: an app can then show toasts from
// anywhere while the region's code (react-aria's toast and landmark hooks, icons, styles) loads
// only when the first toast appears.
import { UNSTABLE_ToastQueue as RACToastQueue } from 'react-aria-components';

/** At most 3 toasts at once, newest first; a fourth closes the oldest. */
export const TOAST_MAX_VISIBLE = 3;
/** Toasts close themselves after 4000 ms (paused while hovered or focused). */
export const TOAST_TIMEOUT_MS = 4000;

export type ToastVariant = 'success' | 'error' | 'info';

export interface ToastContent {
  /** Bold first line, e.g. 'Success!' or 'Something went wrong!'. */
  title: string;
  /** Detail under the title. @default undefined */
  description?: string;
  /** Icon and colour of the toast. */
  variant: ToastVariant;
}

/** The app-wide toast queue that `<ToastRegion />` renders. */
export const toastQueue = new RACToastQueue<ToastContent>({ maxVisibleToasts: TOAST_MAX_VISIBLE });

function show(variant: ToastVariant, title: string, description?: string): string {
  // At the limit the oldest toast makes room at once: toasts beyond it would otherwise wait
  // hidden and come up one by one long after what they report (five quick saves took ~8 s).
  for (const oldest of toastQueue.visibleToasts.slice(TOAST_MAX_VISIBLE - 1)) {
    toastQueue.close(oldest.key);
  }
  return toastQueue.add({ title, description, variant }, { timeout: TOAST_TIMEOUT_MS });
}

/** Shows a toast; each helper returns the toast's key for `toast.dismiss`. */
export const toast = {
  /** A green confirmation toast. */
  success: (title: string, description?: string) => show('success', title, description),
  /** A red error toast. */
  error: (title: string, description?: string) => show('error', title, description),
  /** A neutral information toast. */
  info: (title: string, description?: string) => show('info', title, description),
  /** Closes one toast. */
  dismiss: (key: string) => toastQueue.close(key),
  /** Closes every toast (e.g. on sign-out). */
  clear: () => toastQueue.clear(),
};
