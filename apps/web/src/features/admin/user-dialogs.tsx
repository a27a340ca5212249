import { zodResolver } from '@hookform/resolvers/zod';
import { messages, queryKeys, type UserPublic } from '@vita/api';
import { AlertDialog, FormDialog, toast } from '@vita/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useForm, type Control } from 'react-hook-form';
import { FormCheckbox } from '../../components/form-controls';
import { FormTextField } from '../../components/form-fields';
import { useApi } from '../../lib/services';
import { showSuccessToast } from '../../lib/toasts';
import {
  AddUserFormSchema,
  editUserFormFrom,
  EditUserFormSchema,
  emptyAddUserForm,
  toUserCreate,
  toUserUpdate,
  type AddUserForm,
  type EditUserForm,
} from './user-form';
import * as styles from './admin.css';

interface DialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/** Add User (SPEC §5): validated on blur, every field's error shown on submit. */
export function AddUserDialog({ isOpen, onOpenChange }: DialogProps) {
  const api = useApi();
  const queryClient = useQueryClient();
  const form = useForm<AddUserForm>({
    resolver: zodResolver(AddUserFormSchema),
    mode: 'onBlur',
    criteriaMode: 'all',
    defaultValues: emptyAddUserForm,
  });
  const { reset } = form;
  useEffect(() => {
    if (isOpen) reset(emptyAddUserForm);
  }, [isOpen, reset]);

  const create = useMutation({
    mutationFn: (values: AddUserForm) => api.users.create({ body: toUserCreate(values) }),
    onSuccess: async () => {
      showSuccessToast(messages.userCreated);
      onOpenChange(false);
      await queryClient.invalidateQueries({ queryKey: queryKeys.usersAll });
    },
  });

  return (
    <FormDialog
      title="Add User"
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      onSubmit={form.handleSubmit((values) => create.mutate(values))}
      isPending={create.isPending}
      pendingLabel="Creating..."
    >
      <UserFields control={form.control} isNew />
    </FormDialog>
  );
}

/** Edit User: the password is optional (empty keeps it); Save is enabled once something changed. */
export function EditUserDialog({
  user,
  isOpen,
  onOpenChange,
}: DialogProps & { user: UserPublic | null }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const form = useForm<EditUserForm>({
    resolver: zodResolver(EditUserFormSchema),
    mode: 'onBlur',
    criteriaMode: 'all',
    defaultValues: user ? editUserFormFrom(user) : undefined,
  });
  const { reset } = form;
  useEffect(() => {
    if (isOpen && user) reset(editUserFormFrom(user));
  }, [isOpen, user, reset]);

  const update = useMutation({
    mutationFn: ({ id, values }: { id: string; values: EditUserForm }) =>
      api.users.update({ params: { user_id: id }, body: toUserUpdate(values) }),
    onSuccess: async () => {
      showSuccessToast(messages.userUpdated);
      onOpenChange(false);
      // SPEC §7: after a user update all cached data is refreshed (names, roles, lists).
      await queryClient.invalidateQueries();
    },
  });

  return (
    <FormDialog
      title="Edit User"
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      onSubmit={form.handleSubmit((values) => user && update.mutate({ id: user.id, values }))}
      isPending={update.isPending}
      pendingLabel="Saving..."
      isSubmitDisabled={!form.formState.isDirty}
    >
      <UserFields control={form.control} isNew={false} />
    </FormDialog>
  );
}

/** The fields both dialogs share; only the password's requirement differs. */
function UserFields({ control, isNew }: { control: Control<AddUserForm>; isNew: boolean }) {
  return (
    <>
      <FormTextField
        control={control}
        name="email"
        label="Email"
        type="email"
        autoComplete="off"
        autoFocus
      />
      <FormTextField control={control} name="full_name" label="Full Name" autoComplete="off" />
      <FormTextField
        control={control}
        name="password"
        kind="password"
        label={isNew ? 'Password' : 'Set Password'}
        autoComplete="new-password"
        description={isNew ? undefined : 'Leave blank to keep the current password.'}
      />
      <FormTextField
        control={control}
        name="confirm_password"
        kind="password"
        label="Confirm Password"
        autoComplete="new-password"
      />
      <div className={styles.flags}>
        <FormCheckbox control={control} name="is_superuser" label="Is superuser?" />
        <FormCheckbox control={control} name="is_active" label="Is active?" />
      </div>
    </>
  );
}

/** Delete User: SPEC §8's exact warning; the cascade also removes the user's items and CVs. */
export function DeleteUserDialog({
  user,
  isOpen,
  onOpenChange,
  onDeleted,
}: DialogProps & { user: UserPublic | null; onDeleted: () => void }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: (id: string) => api.users.delete({ params: { user_id: id } }),
    meta: { errorToast: false },
    onSuccess: async () => {
      showSuccessToast(messages.userDeleted);
      onDeleted();
      await queryClient.invalidateQueries({ queryKey: queryKeys.usersAll });
    },
    onError: () => toast.error(messages.somethingWentWrongTitle, messages.userDeleteFailed),
  });
  return (
    <AlertDialog
      title="Delete User"
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      confirmLabel="Delete"
      isPending={remove.isPending}
      pendingLabel="Deleting..."
      onConfirm={() => (user ? remove.mutateAsync(user.id) : undefined)}
    >
      All items associated with this user will also be permanently deleted. Are you sure? You will
      not be able to undo this action.
    </AlertDialog>
  );
}
