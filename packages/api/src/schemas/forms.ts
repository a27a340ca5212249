import { z } from 'zod';
import { FULL_NAME_MIN_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './limits';
import { messages } from './messages';
import { EmailSchema, FullNameSchema } from './users';

/**
 * Form schemas: what a screen validates before it calls the API, with SPEC §5's exact messages.
 * The API schemas (users.ts, auth.ts) stay the authority; these add confirmations and UI rules.
 */

const newPassword = z
  .string()
  .min(PASSWORD_MIN_LENGTH, messages.passwordMin)
  .max(PASSWORD_MAX_LENGTH, messages.passwordMax);
const confirmation = z.string().min(PASSWORD_MIN_LENGTH, messages.passwordConfirmationRequired);

export const SignupFormSchema = z
  .object({
    full_name: z
      .string()
      .trim()
      .min(FULL_NAME_MIN_LENGTH, messages.fullNameMin)
      .pipe(FullNameSchema),
    email: EmailSchema,
    password: newPassword,
    confirm_password: confirmation,
  })
  .refine((v) => v.password === v.confirm_password, {
    message: messages.passwordsDontMatch,
    path: ['confirm_password'],
  });
export type SignupForm = z.input<typeof SignupFormSchema>;

export const LoginFormSchema = z.object({
  username: z.email(messages.emailInvalid),
  password: z.string().min(1, messages.passwordRequired),
});
export type LoginForm = z.input<typeof LoginFormSchema>;

export const RecoverPasswordFormSchema = z.object({ email: z.email(messages.emailInvalid) });
export type RecoverPasswordForm = z.input<typeof RecoverPasswordFormSchema>;

export const ResetPasswordFormSchema = z
  .object({ new_password: newPassword, confirm_password: confirmation })
  .refine((v) => v.new_password === v.confirm_password, {
    message: messages.passwordsDontMatch,
    path: ['confirm_password'],
  });
export type ResetPasswordForm = z.input<typeof ResetPasswordFormSchema>;

export const ProfileFormSchema = z.object({
  full_name: z.string().trim().min(1, messages.fullNameRequired).pipe(FullNameSchema),
  email: z.string().trim().min(1, messages.emailInvalid).pipe(EmailSchema),
});
export type ProfileForm = z.input<typeof ProfileFormSchema>;

/** Settings → Password: the shared helper rules of SPEC §5. */
export const ChangePasswordFormSchema = z
  .object({
    current_password: z.string().min(1, messages.passwordRequired),
    new_password: z
      .string()
      .min(1, messages.passwordRequired)
      .min(PASSWORD_MIN_LENGTH, messages.passwordMin)
      .max(PASSWORD_MAX_LENGTH, messages.passwordMax),
    confirm_password: z.string().min(1, messages.passwordConfirmationRequired),
  })
  .refine((v) => v.new_password === v.confirm_password, {
    message: messages.passwordsDoNotMatch,
    path: ['confirm_password'],
  });
export type ChangePasswordForm = z.input<typeof ChangePasswordFormSchema>;

export const ItemFormSchema = z.object({
  title: z.string().trim().min(1, messages.titleRequired).max(255, messages.titleMax),
  description: z.string().max(255, messages.descriptionMax).optional(),
});
export type ItemForm = z.input<typeof ItemFormSchema>;
