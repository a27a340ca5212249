import {
  EMAIL_MAX_LENGTH,
  FULL_NAME_MAX_LENGTH,
  messages,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  type UserCreate,
  type UserPublic,
  type UserUpdate,
} from '@vita/api';
import { z } from 'zod';

/**
 * The admin's Add/Edit User forms (SPEC §5). @vita/api has no schema for them, so they live
 * here. The e-mail pattern is the FastAPI template's `emailPattern`, whose message SPEC §5
 * gives as 'Invalid email address'.
 */
const EMAIL_PATTERN = /^[A-Z0-9._%+-]+@[A-Z0-9.-]+\.[A-Z]{2,}$/i;

const email = z
  .string()
  .trim()
  .min(1, messages.emailRequired)
  .max(EMAIL_MAX_LENGTH, messages.emailMax)
  .regex(EMAIL_PATTERN, messages.emailPattern);

const fullName = z.string().max(FULL_NAME_MAX_LENGTH, messages.fullNameMax);

const strongPassword = z
  .string()
  .min(PASSWORD_MIN_LENGTH, messages.passwordMin)
  .max(PASSWORD_MAX_LENGTH, messages.passwordMax);

const flags = { is_superuser: z.boolean(), is_active: z.boolean() };

const passwordsMatch = {
  message: messages.passwordsDoNotMatch,
  path: ['confirm_password'],
};

export const AddUserFormSchema = z
  .object({
    email,
    full_name: fullName,
    password: z.string().min(1, messages.passwordRequired).pipe(strongPassword),
    confirm_password: z.string().min(1, messages.pleaseConfirmPassword),
    ...flags,
  })
  .refine((v) => !v.confirm_password || v.password === v.confirm_password, passwordsMatch);
export type AddUserForm = z.input<typeof AddUserFormSchema>;

/** Editing: the password is optional; when one is typed the same rules and confirmation apply. */
export const EditUserFormSchema = z
  .object({
    email,
    full_name: fullName,
    password: z.union([z.literal(''), strongPassword]),
    confirm_password: z.string(),
    ...flags,
  })
  .refine((v) => v.password === v.confirm_password, passwordsMatch);
export type EditUserForm = z.input<typeof EditUserFormSchema>;

export const emptyAddUserForm: AddUserForm = {
  email: '',
  full_name: '',
  password: '',
  confirm_password: '',
  // SPEC §5: both flags start off.
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
