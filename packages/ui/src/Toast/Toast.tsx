import { CircleAlert, CircleCheck, Info, X } from 'lucide-react';
import {
  Button,
  Text,
  UNSTABLE_Toast as RACToast,
  UNSTABLE_ToastContent as RACToastContent,
  UNSTABLE_ToastQueue as RACToastQueue,
  UNSTABLE_ToastRegion as RACToastRegion,
} from 'react-aria-components';
import * as styles from './Toast.css';

/** At most 3 toasts visible at once; the rest wait in the queue. */
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

const icons = { success: CircleCheck, error: CircleAlert, info: Info } as const;

export interface ToastRegionProps {
  /** Accessible name of the notification landmark. @default 'Notifications' */
  'aria-label'?: string;
}

/**
 * Renders the toasts of `toastQueue` at the bottom right (RAC ToastRegion: a landmark that
 * F6 reaches, each toast is announced with role status/alertdialog semantics). Mount once.
 */
export function ToastRegion({ 'aria-label': ariaLabel = 'Notifications' }: ToastRegionProps) {
  return (
    <RACToastRegion queue={toastQueue} className={styles.region} aria-label={ariaLabel}>
      {({ toast: queued }) => {
        const Icon = icons[queued.content.variant];
        return (
          <RACToast toast={queued} className={styles.toast} data-variant={queued.content.variant}>
            <Icon
              size={18}
              aria-hidden
              className={styles.icon({ variant: queued.content.variant })}
            />
            <RACToastContent className={styles.content}>
              <Text slot="title" className={styles.title}>
                {queued.content.title}
              </Text>
              {queued.content.description ? (
                <Text slot="description" className={styles.description}>
                  {queued.content.description}
                </Text>
              ) : null}
            </RACToastContent>
            <Button slot="close" className={styles.close}>
              <X size={16} aria-hidden />
            </Button>
          </RACToast>
        );
      }}
    </RACToastRegion>
  );
}
