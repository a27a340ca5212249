import { z } from 'zod';
import { DescriptionSchema, TitleSchema } from './common';
import { EMAIL_MAX_LENGTH, FULL_NAME_MIN_LENGTH, PASSWORD_MIN_LENGTH } from './limits';
import { messages } from './messages';
import { EmailSchema, FullNameSchema, PasswordSchema } from './users';

/**
 * Form schemas: what a screen validates before it calls the API. They are built from the API's
 * field rules (users.ts, auth.ts, common.ts) and add only what a form has: confirmations, the
 * wording of a required field, and flags.
 */

const newPassword = PasswordSchema;
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
  /** Asked for, and sent, only when the e-mail changes: the server then requires it. */
  current_password: z.string().optional(),
});
export type ProfileForm = z.input<typeof ProfileFormSchema>;

/** The profile form of a user whose e-mail is `currentEmail`: a new e-mail needs the password. */
export const profileFormSchema = (currentEmail: string) =>
  ProfileFormSchema.superRefine((values, ctx) => {
    if (values.email !== currentEmail && !values.current_password) {
      ctx.addIssue({
        code: 'custom',
        path: ['current_password'],
        message: messages.passwordRequired,
      });
    }
  });

/** Settings › Password: current, new and confirmation. */
export const ChangePasswordFormSchema = z
  .object({
    current_password: z.string().min(1, messages.passwordRequired),
    new_password: z.string().min(1, messages.passwordRequired).pipe(PasswordSchema),
    confirm_password: z.string().min(1, messages.passwordConfirmationRequired),
  })
  .refine((v) => v.new_password === v.confirm_password, {
    message: messages.passwordsDoNotMatch,
    path: ['confirm_password'],
  });
export type ChangePasswordForm = z.input<typeof ChangePasswordFormSchema>;

export const ItemFormSchema = z.object({
  title: TitleSchema,
  description: DescriptionSchema.optional(),
});
export type ItemForm = z.input<typeof ItemFormSchema>;

/**
 * The admin's Add and Edit User forms check e-mails with the FastAPI template's stricter pattern
 * (a dotted domain), which has its own message.
 */
const EMAIL_PATTERN = /^[A-Z0-9._%+-]+@[A-Z0-9.-]+\.[A-Z]{2,}$/i;

const adminEmail = z
  .string()
  .trim()
  .min(1, messages.emailRequired)
  .max(EMAIL_MAX_LENGTH, messages.emailMax)
  .regex(EMAIL_PATTERN, messages.emailPattern);

const userFlags = { is_superuser: z.boolean(), is_active: z.boolean() };

const passwordsMatch = {
  message: messages.passwordsDoNotMatch,
  path: ['confirm_password'],
};

export const AddUserFormSchema = z
  .object({
    email: adminEmail,
    full_name: FullNameSchema,
    password: z.string().min(1, messages.passwordRequired).pipe(PasswordSchema),
    confirm_password: z.string().min(1, messages.pleaseConfirmPassword),
    ...userFlags,
  })
  .refine((v) => !v.confirm_password || v.password === v.confirm_password, passwordsMatch);
export type AddUserForm = z.input<typeof AddUserFormSchema>;

/** Editing: the password is optional; when one is typed the same rules and confirmation apply. */
export const EditUserFormSchema = z
  .object({
    email: adminEmail,
    full_name: FullNameSchema,
    password: z.union([z.literal(''), PasswordSchema]),
    confirm_password: z.string(),
    ...userFlags,
  })
  .refine((v) => v.password === v.confirm_password, passwordsMatch);
export type EditUserForm = z.input<typeof EditUserFormSchema>;
