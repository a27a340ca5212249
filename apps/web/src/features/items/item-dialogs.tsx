import { zodResolver } from '@hookform/resolvers/zod';
import { ItemFormSchema, messages, queryKeys, type ItemForm, type ItemPublic } from '@vita/api';
import { AlertDialog, FormDialog, toast } from '@vita/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { FormTextAreaField } from '../../components/form-controls';
import { FormTextField } from '../../components/form-fields';
import { useApi } from '../../lib/services';
import { showSuccessToast } from '../../lib/toasts';

const empty: ItemForm = { title: '', description: '' };

const toBody = (values: ItemForm) => ({
  title: values.title.trim(),
  // An emptied description is stored as "no description", not as ''.
  description: values.description?.trim() ? values.description : null,
});

interface ItemDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/** Add Item (SPEC §2, §5): Title and Description; Save disabled until valid. */
export function AddItemDialog({ isOpen, onOpenChange }: ItemDialogProps) {
  const api = useApi();
  const queryClient = useQueryClient();
  const create = useMutation({
    mutationFn: (values: ItemForm) => api.items.create({ body: toBody(values) }),
    onSuccess: async () => {
      showSuccessToast(messages.itemCreated);
      onOpenChange(false);
      await queryClient.invalidateQueries({ queryKey: queryKeys.itemsAll });
    },
  });
  return (
    <ItemFormDialog
      title="Add Item"
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      initial={empty}
      isPending={create.isPending}
      pendingLabel="Creating..."
      onSave={(values) => create.mutate(values)}
    />
  );
}

/** Edit Item: the same fields, prefilled; 'Title is required'. */
export function EditItemDialog({
  item,
  isOpen,
  onOpenChange,
}: ItemDialogProps & { item: ItemPublic | null }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const update = useMutation({
    mutationFn: ({ id, values }: { id: string; values: ItemForm }) =>
      api.items.update({ params: { id }, body: toBody(values) }),
    onSuccess: async () => {
      showSuccessToast(messages.itemUpdated);
      onOpenChange(false);
      await queryClient.invalidateQueries({ queryKey: queryKeys.itemsAll });
    },
  });
  return (
    <ItemFormDialog
      title="Edit Item"
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      initial={item ? { title: item.title, description: item.description ?? '' } : empty}
      isPending={update.isPending}
      pendingLabel="Saving..."
      onSave={(values) => item && update.mutate({ id: item.id, values })}
    />
  );
}

interface ItemFormDialogProps extends ItemDialogProps {
  title: string;
  initial: ItemForm;
  isPending: boolean;
  pendingLabel: string;
  onSave: (values: ItemForm) => void;
}

function ItemFormDialog({
  title,
  isOpen,
  onOpenChange,
  initial,
  isPending,
  pendingLabel,
  onSave,
}: ItemFormDialogProps) {
  const form = useForm<ItemForm>({
    resolver: zodResolver(ItemFormSchema),
    mode: 'onBlur',
    defaultValues: initial,
  });
  const { reset } = form;
  // Every opening starts from the row's current values (or blank): a cancelled edit leaves
  // nothing behind for the next one.
  const { title: initialTitle, description: initialDescription } = initial;
  useEffect(() => {
    if (isOpen) reset({ title: initialTitle, description: initialDescription });
  }, [isOpen, reset, initialTitle, initialDescription]);

  // Messages appear on blur, but Save follows every keystroke (see settings' password tab).
  const values = useWatch({ control: form.control });
  const isValid = ItemFormSchema.safeParse(values).success;

  return (
    <FormDialog
      title={title}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      onSubmit={form.handleSubmit(onSave)}
      isPending={isPending}
      pendingLabel={pendingLabel}
      isSubmitDisabled={!isValid}
    >
      <FormTextField control={form.control} name="title" label="Title" autoFocus />
      <FormTextAreaField control={form.control} name="description" label="Description" />
    </FormDialog>
  );
}

/** Delete Item: a confirmation; the dialog stays open (busy) until the call settles. */
export function DeleteItemDialog({
  item,
  isOpen,
  onOpenChange,
  onDeleted,
}: ItemDialogProps & { item: ItemPublic | null; onDeleted: () => void }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: (id: string) => api.items.delete({ params: { id } }),
    // SPEC §8 names this screen's own failure text instead of the server's detail.
    meta: { errorToast: false },
    onSuccess: async () => {
      showSuccessToast(messages.itemDeleted);
      onDeleted();
      await queryClient.invalidateQueries({ queryKey: queryKeys.itemsAll });
    },
    onError: () => toast.error(messages.somethingWentWrongTitle, messages.itemDeleteFailed),
  });
  return (
    <AlertDialog
      title="Delete Item"
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      confirmLabel="Delete"
      isPending={remove.isPending}
      pendingLabel="Deleting..."
      onConfirm={() => (item ? remove.mutateAsync(item.id) : undefined)}
    >
      This item will be permanently deleted. Are you sure? You will not be able to undo this action.
    </AlertDialog>
  );
}
