import { ItemFormSchema, type ItemPublic } from '@vita/api';
import { FormTextAreaField } from '../../components/form-controls';
import { FormTextField } from '../../components/form-fields';
import { RecordFormDialog, type RecordDialogProps } from '../../components/record-dialogs';
import { emptyItemForm, itemFormFrom, toItemBody, useItemMutations } from './api';

/** Add Item and Edit Item: Title and Description; Save disabled until valid. */
export function ItemFormDialog({ row: item, ...dialog }: RecordDialogProps<ItemPublic>) {
  const { create, update } = useItemMutations({ onSaved: () => dialog.onOpenChange(false) });
  return (
    <RecordFormDialog
      {...dialog}
      noun="Item"
      isEditing={item !== null}
      schema={ItemFormSchema}
      values={item ? itemFormFrom(item) : emptyItemForm}
      isPending={(item ? update : create).isPending}
      onSave={(values) =>
        item
          ? update.mutate({ id: item.id, body: toItemBody(values) })
          : create.mutate(toItemBody(values))
      }
    >
      {(control) => (
        <>
          <FormTextField control={control} name="title" label="Title" autoFocus />
          <FormTextAreaField control={control} name="description" label="Description" />
        </>
      )}
    </RecordFormDialog>
  );
}
