import {
  messages,
  userMutations,
  usersQueryOptions,
  type AddUserForm,
  type EditUserForm,
  type UserCreate,
  type UserPublic,
  type UserUpdate,
} from '@vita/api';
import { useRecordMutations, type RecordCallbacks, type RecordResource } from '../../lib/mutations';

export const usersResource: RecordResource<UserPublic, UserCreate, UserUpdate> = {
  noun: 'User',
  plural: 'Users',
  list: usersQueryOptions,
  mutations: userMutations,
  messages: {
    created: messages.userCreated,
    updated: messages.userUpdated,
    deleted: messages.userDeleted,
    deleteFailed: messages.userDeleteFailed,
  },
};

/** Create, update and delete a user, with their toasts. */
export const useUserMutations = (callbacks?: RecordCallbacks) =>
  useRecordMutations(usersResource, callbacks);

export const emptyAddUserForm: AddUserForm = {
  email: '',
  full_name: '',
  password: '',
  confirm_password: '',
  // A new user is neither a superuser nor active until the admin says so.
  is_superuser: false,
  is_active: false,
};

export function editUserFormFrom(user: UserPublic): EditUserForm {
  return {
    email: user.email,
    full_name: user.full_name ?? '',
    password: '',
    confirm_password: '',
    is_superuser: user.is_superuser,
    is_active: user.is_active,
  };
}

const nameOrNull = (name: string) => (name.trim() ? name.trim() : null);

/** The create body: confirm_password is never sent. */
export function toUserCreate(values: AddUserForm): UserCreate {
  return {
    email: values.email.trim(),
    full_name: nameOrNull(values.full_name),
    password: values.password,
    is_superuser: values.is_superuser,
    is_active: values.is_active,
  };
}

/** The update body: an empty password is left out (kept), confirm_password is never sent. */
export function toUserUpdate(values: EditUserForm): UserUpdate {
  return {
    email: values.email.trim(),
    full_name: nameOrNull(values.full_name),
    ...(values.password ? { password: values.password } : {}),
    is_superuser: values.is_superuser,
    is_active: values.is_active,
  };
}
