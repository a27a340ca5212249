import type { FormEvent, ReactNode } from 'react';
import { Button } from '../Button/Button';
import { Dialog } from '../Dialog/Dialog';
import { footer as footerClass } from '../Dialog/Dialog.css';
import { Form, type FormProps } from '../Form/Form';
import * as styles from './FormDialog.css';

export interface FormDialogProps {
  /** Heading of the dialog; also its accessible name, e.g. 'Add Item'. */
  title: string;
  /**
   * The fields. Give the first one `autoFocus` so focus lands in it on open (otherwise RAC's
   * Dialog focuses the dialog itself).
   */
  children: ReactNode;
  /**
   * Called when the form is submitted (Save, or Enter in a field) and Save is enabled. The native
   * submission is already prevented; react-hook-form's `handleSubmit(...)` fits as is. Close the
   * dialog yourself (`onOpenChange(false)`) once the save succeeds.
   */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void | Promise<unknown>;
  /** Open state when controlled; inside a `DialogTrigger` leave it out. @default undefined */
  isOpen?: boolean;
  /** Called when the dialog opens or closes (Cancel, Escape, the × button). @default undefined */
  onOpenChange?: (isOpen: boolean) => void;
  /** Text of the submit button. @default 'Save' */
  submitLabel?: string;
  /** Submit button text while pending, e.g. 'Creating...'. @default 'Saving...' */
  pendingLabel?: string;
  /** The save is running: the submit button shows a spinner and `pendingLabel` and ignores presses and Enter. @default false */
  isPending?: boolean;
  /** Disable the submit button, e.g. until the form is valid. @default false */
  isSubmitDisabled?: boolean;
  /** Text of the cancel button, which closes the dialog. @default 'Cancel' */
  cancelLabel?: string;
  /** Server-side errors by field name, shown on the matching fields (RAC Form). @default undefined */
  validationErrors?: FormProps['validationErrors'];
  /** Maximum width: sm 400px, md 512px, lg 720px. @default 'md' */
  size?: 'sm' | 'md' | 'lg';
  /** Whether a click outside closes it; off so a stray click never discards typed input (Escape, Cancel and × still close). @default false */
  isDismissable?: boolean;
}

/**
 * A Dialog whose body is a form: the fields, then Cancel and a submit button. Enter in a field
 * submits (the buttons sit inside the form), Cancel/Escape close, and focus returns to the trigger.
 */
export function FormDialog({
  title,
  children,
  onSubmit,
  isOpen,
  onOpenChange,
  submitLabel = 'Save',
  pendingLabel = 'Saving...',
  isPending = false,
  isSubmitDisabled = false,
  cancelLabel = 'Cancel',
  validationErrors,
  size,
  isDismissable = false,
}: FormDialogProps) {
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    // A dialog form never navigates. Enter still submits natively when the submit button is
    // pending (RAC turns it into type="button", and a form with one field submits anyway), so
    // the guards live here as well as on the button.
    event.preventDefault();
    if (isPending || isSubmitDisabled) return;
    // The caller owns the request and its errors (toasts); a rejection stays visible, not swallowed.
    void onSubmit(event);
  };

  return (
    <Dialog
      title={title}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      size={size}
      isDismissable={isDismissable}
    >
      {({ close }) => (
        <Form onSubmit={handleSubmit} validationErrors={validationErrors} className={styles.form}>
          <div className={styles.fields}>{children}</div>
          <div className={footerClass}>
            <Button variant="outline" onPress={close}>
              {cancelLabel}
            </Button>
            <Button
              type="submit"
              isDisabled={isSubmitDisabled}
              isPending={isPending}
              pendingLabel={pendingLabel}
            >
              {submitLabel}
            </Button>
          </div>
        </Form>
      )}
    </Dialog>
  );
}
