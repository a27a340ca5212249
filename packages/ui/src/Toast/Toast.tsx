import { CircleAlert, CircleCheck, Info, X } from 'lucide-react';
import {
  Button,
  Text,
  UNSTABLE_Toast as RACToast,
  UNSTABLE_ToastContent as RACToastContent,
  UNSTABLE_ToastRegion as RACToastRegion,
} from 'react-aria-components';
import * as styles from './Toast.css';
import { toastQueue } from './toast-queue';

export { toast, toastQueue, TOAST_MAX_VISIBLE, TOAST_TIMEOUT_MS } from './toast-queue';
export type { ToastContent, ToastVariant } from './toast-queue';

/** A word longer than this (a file name, an address) is cut with an ellipsis instead of wrapping. */
const LONG_WORD = 24;

/**
 * A toast's detail text. A long word is shown on one line, cut with an ellipsis when it does not
 * fit, and its full text is its tooltip (the whole text stays in the DOM for screen readers):
 * broken mid-word over several lines, a file name is hard to read and makes the toast tall.
 */
function Description({ text }: { text: string }) {
  return text.split(/(\s+)/).map((part, index) =>
    part.length > LONG_WORD ? (
      <span key={index} className={styles.longWord} title={part}>
        {part}
      </span>
    ) : (
      part
    ),
  );
}

const icons = { success: CircleCheck, error: CircleAlert, info: Info } as const;

export interface ToastRegionProps {
  /** Accessible name of the notification landmark. @default 'Notifications' */
  'aria-label'?: string;
}

/**
 * Renders the toasts of `toastQueue`, newest nearest the edge: at the bottom right, and on narrow
 * screens across the bottom edge, clear of the header and the screen's actions at the top, and
 * above a form's actions that `useToastClearance` names while they are on screen (RAC
 * ToastRegion: a landmark that F6 reaches, each toast is announced with role status/alertdialog
 * semantics). Mount once.
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
                  <Description text={queued.content.description} />
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
