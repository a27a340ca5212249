import { X } from 'lucide-react';
import type { ReactNode, Ref } from 'react';
import {
  Button as RACButton,
  Dialog as RACDialog,
  type DialogProps as RACDialogProps,
  Modal,
  ModalOverlay,
} from 'react-aria-components';
import { Heading } from '../Heading/Heading';
import * as styles from './Dialog.css';

export { DialogTrigger } from 'react-aria-components';
export type { DialogTriggerProps } from 'react-aria-components';

type RenderWithClose = (opts: { close: () => void }) => ReactNode;

export interface DialogProps extends Omit<RACDialogProps, 'children' | 'className'> {
  /** Heading of the dialog; also its accessible name. */
  title: string;
  /** Body: nodes, or a function receiving `close` (e.g. to close after a successful save). */
  children?: ReactNode | RenderWithClose;
  /** Actions row at the bottom (e.g. Cancel / Save); may also be a function receiving `close`. @default undefined */
  footer?: ReactNode | RenderWithClose;
  /** Open state when controlled; inside a `DialogTrigger` leave it out. @default undefined */
  isOpen?: boolean;
  /** Called when the dialog opens or closes (Escape, outside click, close button). @default undefined */
  onOpenChange?: (isOpen: boolean) => void;
  /** Whether a click outside closes it (Escape always does). @default true */
  isDismissable?: boolean;
  /** Maximum width: sm 400px, md 512px, lg 720px. @default 'md' */
  size?: 'sm' | 'md' | 'lg';
  /** Show the × close button in the header. @default true */
  showCloseButton?: boolean;
  /** The `<section role="dialog">` element. @default undefined */
  ref?: Ref<HTMLElement>;
}

/**
 * A modal dialog (RAC ModalOverlay + Modal + Dialog): focus is trapped inside and returns to the
 * trigger on close. Use inside a `DialogTrigger`, or control it with `isOpen`/`onOpenChange`.
 */
export function Dialog({
  title,
  children,
  footer,
  isOpen,
  onOpenChange,
  isDismissable = true,
  size,
  showCloseButton = true,
  ...props
}: DialogProps) {
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={isDismissable}
      className={styles.overlay}
    >
      <Modal className={styles.modal({ size })}>
        <RACDialog {...props} className={styles.dialog}>
          {({ close }) => (
            <>
              <div className={styles.header}>
                <Heading slot="title" level={2} size="md">
                  {title}
                </Heading>
                {showCloseButton ? (
                  <RACButton slot="close" aria-label="Close" className={styles.close}>
                    <X size={16} aria-hidden />
                  </RACButton>
                ) : null}
              </div>
              <div className={styles.body}>
                {typeof children === 'function' ? children({ close }) : children}
              </div>
              {footer ? (
                <div className={styles.footer}>
                  {typeof footer === 'function' ? footer({ close }) : footer}
                </div>
              ) : null}
            </>
          )}
        </RACDialog>
      </Modal>
    </ModalOverlay>
  );
}
