import { z } from 'zod';
import {
  EMAIL_MAX_LENGTH,
  FULL_NAME_MAX_LENGTH,
  FULL_NAME_MIN_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from './limits';
import { messages } from './messages';
import { IdSchema, listOf, optionalRule } from './common';

/** The e-mail rule of the API: valid and at most 255 characters. */
export const EmailSchema = z.email(messages.emailInvalid).max(EMAIL_MAX_LENGTH, messages.emailMax);

/** An optional e-mail address: null when omitted or blank. */
export const optionalEmail = optionalRule(EmailSchema);

export const PasswordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, messages.passwordMin)
  .max(PASSWORD_MAX_LENGTH, messages.passwordMax);

export const FullNameSchema = z.string().max(FULL_NAME_MAX_LENGTH, messages.fullNameMax);

/** What the API ever shows of a user: never a password or hash. */
export const UserPublicSchema = z.object({
  id: IdSchema,
  email: z.string(),
  full_name: z.string().nullable(),
  is_active: z.boolean(),
  is_superuser: z.boolean(),
});
export type UserPublic = z.infer<typeof UserPublicSchema>;

export const UsersPublicSchema = listOf(UserPublicSchema);
export type UsersPublic = z.infer<typeof UsersPublicSchema>;

/** POST /users/signup */
export const UserRegisterSchema = z.object({
  email: EmailSchema,
  password: PasswordSchema,
  full_name: FullNameSchema.nullish(),
});
export type UserRegister = z.infer<typeof UserRegisterSchema>;

/** POST /users/ (superusers) */
export const UserCreateSchema = z.object({
  email: EmailSchema,
  password: PasswordSchema,
  full_name: FullNameSchema.nullish(),
  is_active: z.boolean().default(true),
  is_superuser: z.boolean().default(false),
});
export type UserCreate = z.input<typeof UserCreateSchema>;

/** PATCH /users/{user_id} (superusers): every field optional; an omitted password is kept. */
export const UserUpdateSchema = z.object({
  email: EmailSchema.optional(),
  password: PasswordSchema.optional(),
  full_name: FullNameSchema.nullish(),
  is_active: z.boolean().optional(),
  is_superuser: z.boolean().optional(),
});
export type UserUpdate = z.infer<typeof UserUpdateSchema>;

/** The current password, when a call must prove the caller is the account's owner. */
export const CurrentPasswordSchema = z
  .string()
  .min(1, messages.passwordRequired)
  .max(PASSWORD_MAX_LENGTH, messages.passwordMax);

/**
 * PATCH /users/me. A new e-mail also needs the current password: a stolen session must not be
 * able to move the account to an address that then receives its password reset.
 */
export const UserUpdateMeSchema = z.object({
  full_name: FullNameSchema.nullish(),
  email: EmailSchema.optional(),
  current_password: CurrentPasswordSchema.optional(),
});
export type UserUpdateMe = z.infer<typeof UserUpdateMeSchema>;

/** PATCH /users/me/password */
export const UpdatePasswordSchema = z.object({
  current_password: CurrentPasswordSchema,
  new_password: PasswordSchema,
});
export type UpdatePassword = z.infer<typeof UpdatePasswordSchema>;

export const UserIdParamsSchema = z.object({ user_id: IdSchema });

export { FULL_NAME_MIN_LENGTH };
