import type { ReactNode } from 'react';
import { Dialog as RACDialog, Modal, ModalOverlay, Text } from 'react-aria-components';
import { Button } from '../Button/Button';
import * as styles from '../Dialog/Dialog.css';
import { Heading } from '../Heading/Heading';

export interface AlertDialogProps {
  /** Heading; also the accessible name. */
  title: string;
  /** The message, e.g. the consequences of deleting; announced as the dialog's description. */
  children: ReactNode;
  /** Text of the confirming button. @default 'Delete' */
  confirmLabel?: string;
  /** Text of the cancelling button. @default 'Cancel' */
  cancelLabel?: string;
  /** Confirm button style: destructive red or the primary colour. @default 'danger' */
  variant?: 'danger' | 'primary';
  /** Show the confirm button busy (spinner + `pendingLabel`); Cancel and Escape still work. @default false */
  isPending?: boolean;
  /** Confirm button text while pending. @default 'Deleting...' */
  pendingLabel?: string;
  /**
   * Called on confirm. A returned promise keeps the dialog open until it settles, and closes it
   * only if it resolves; otherwise the dialog closes right away (see `closeOnConfirm`).
   */
  onConfirm: () => void | Promise<unknown>;
  /** Close the dialog after a (resolved) confirm; turn off to close it yourself. @default true */
  closeOnConfirm?: boolean;
  /** Open state when controlled; inside a `DialogTrigger` leave it out. @default undefined */
  isOpen?: boolean;
  /** Called when the dialog opens or closes. @default undefined */
  onOpenChange?: (isOpen: boolean) => void;
}

/**
 * A confirmation dialog (`role="alertdialog"`): focus starts on Cancel so Enter never confirms
 * a destructive action by accident; outside clicks do not dismiss it, Escape does.
 */
export function AlertDialog({
  title,
  children,
  confirmLabel = 'Delete',
  cancelLabel = 'Cancel',
  variant = 'danger',
  isPending = false,
  pendingLabel = 'Deleting...',
  onConfirm,
  closeOnConfirm = true,
  isOpen,
  onOpenChange,
}: AlertDialogProps) {
  return (
    <ModalOverlay isOpen={isOpen} onOpenChange={onOpenChange} className={styles.overlay}>
      <Modal className={styles.modal({ size: 'sm' })}>
        <RACDialog role="alertdialog" className={styles.dialog}>
          {({ close }) => {
            const confirm = async () => {
              const result = onConfirm();
              if (result instanceof Promise) {
                try {
                  await result;
                } catch {
                  // The caller reports the failure (e.g. an error toast); keep the dialog open.
                  return;
                }
              }
              if (closeOnConfirm) close();
            };
            return (
              <>
                <Heading slot="title" level={2} size="md">
                  {title}
                </Heading>
                <Text slot="description" elementType="p" className={styles.message}>
                  {children}
                </Text>
                <div className={styles.footer}>
                  <Button variant="outline" autoFocus onPress={close}>
                    {cancelLabel}
                  </Button>
                  <Button
                    variant={variant}
                    isPending={isPending}
                    pendingLabel={pendingLabel}
                    onPress={() => void confirm()}
                  >
                    {confirmLabel}
                  </Button>
                </div>
              </>
            );
          }}
        </RACDialog>
      </Modal>
    </ModalOverlay>
  );
}
