import { AlertDialog, FormDialog } from '@vita/ui';
import type { ReactNode } from 'react';
import type { Control, DefaultValues, FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { useZodForm } from '../lib/forms';

/** Whether a dialog is open, and how it asks to close. */
export interface DialogState {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/** The Add (no row) or Edit (the row) dialog of one kind of record. */
export interface RecordDialogProps<Row> extends DialogState {
  row: Row | null;
}

export interface RecordFormDialogProps<TInput extends FieldValues, TOutput> extends DialogState {
  /** 'Item': titled 'Add Item' or 'Edit Item'. */
  noun: string;
  isEditing: boolean;
  schema: z.ZodType<TOutput, TInput>;
  /** What each opening starts from: blank, or the row's current values. */
  values: TInput & DefaultValues<TInput>;
  onSave: (values: TOutput) => void;
  isPending: boolean;
  /**
   * When Save is enabled: once the values are valid (the default), once something was changed,
   * or always (a submit then shows every message at once).
   */
  canSave?: 'valid' | 'changed' | 'always';
  criteriaMode?: 'all';
  size?: 'md' | 'lg';
  /** The fields, bound to the dialog's form. */
  children: (control: Control<TInput, unknown, TOutput>) => ReactNode;
}

/** A record's Add or Edit dialog: its form starts over on each opening. */
export function RecordFormDialog<TInput extends FieldValues, TOutput>({
  noun,
  isEditing,
  schema,
  values,
  onSave,
  canSave = 'valid',
  criteriaMode,
  children,
  ...dialog
}: RecordFormDialogProps<TInput, TOutput>) {
  const form = useZodForm(schema, {
    defaultValues: values,
    isOpen: dialog.isOpen,
    criteriaMode,
  });
  const isSubmitDisabled =
    canSave === 'valid' ? !form.isValid : canSave === 'changed' ? !form.formState.isDirty : false;
  return (
    <FormDialog
      {...dialog}
      title={`${isEditing ? 'Edit' : 'Add'} ${noun}`}
      pendingLabel={isEditing ? 'Saving...' : 'Creating...'}
      onSubmit={form.handleSubmit(onSave)}
      isSubmitDisabled={isSubmitDisabled}
    >
      {children(form.control)}
    </FormDialog>
  );
}

export interface DeleteRecordDialogProps extends DialogState {
  /** 'Item': titled 'Delete Item'. */
  noun: string;
  isPending: boolean;
  /** Deletes; the dialog stays open (busy) until the returned promise settles. */
  onConfirm: () => Promise<unknown> | undefined;
  children: ReactNode;
}

/** The confirmation before a record is deleted for good. */
export function DeleteRecordDialog({ noun, children, ...dialog }: DeleteRecordDialogProps) {
  return (
    <AlertDialog
      {...dialog}
      title={`Delete ${noun}`}
      confirmLabel="Delete"
      pendingLabel="Deleting..."
    >
      {children}
    </AlertDialog>
  );
}
