import {
  AddUserFormSchema,
  EditUserFormSchema,
  type AddUserForm,
  type UserPublic,
} from '@vita/api';
import type { Control } from 'react-hook-form';
import { FormCheckbox } from '../../components/form-controls';
import { FormTextField } from '../../components/form-fields';
import { RecordFormDialog, type RecordDialogProps } from '../../components/record-dialogs';
import {
  editUserFormFrom,
  emptyAddUserForm,
  toUserCreate,
  toUserUpdate,
  useUserMutations,
} from './api';
import * as styles from './admin.css';

/**
 * Add User shows every problem of every field when Save is pressed; Edit User keeps the password
 * unless a new one is typed, and its Save waits until something changed.
 */
export function UserFormDialog({ row: user, ...dialog }: RecordDialogProps<UserPublic>) {
  const { create, update } = useUserMutations({ onSaved: () => dialog.onOpenChange(false) });
  if (!user) {
    return (
      <RecordFormDialog
        {...dialog}
        noun="User"
        isEditing={false}
        schema={AddUserFormSchema}
        values={emptyAddUserForm}
        canSave="always"
        criteriaMode="all"
        isPending={create.isPending}
        onSave={(values) => create.mutate(toUserCreate(values))}
      >
        {(control) => <UserFields control={control} isNew />}
      </RecordFormDialog>
    );
  }
  return (
    <RecordFormDialog
      {...dialog}
      noun="User"
      isEditing
      schema={EditUserFormSchema}
      values={editUserFormFrom(user)}
      canSave="changed"
      criteriaMode="all"
      isPending={update.isPending}
      onSave={(values) => update.mutate({ id: user.id, body: toUserUpdate(values) })}
    >
      {(control) => <UserFields control={control} isNew={false} />}
    </RecordFormDialog>
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
