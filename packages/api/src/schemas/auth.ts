import { z } from 'zod';
import { MessageSchema } from './common';
import { PASSWORD_MAX_LENGTH } from './limits';
import { PasswordSchema } from './users';

/** POST /login/access-token answer. */
export const TokenSchema = z.object({
  access_token: z.string(),
  token_type: z.literal('bearer'),
});
export type Token = z.infer<typeof TokenSchema>;

/**
 * The answer of a call that ended every other session of the user (a password change, "sign out
 * of all other sessions"): the old token stops working, so the caller gets a fresh one with it.
 */
export const SessionRenewedSchema = MessageSchema.extend(TokenSchema.shape);
export type SessionRenewed = z.infer<typeof SessionRenewedSchema>;

/** POST /login/access-token body (form-encoded, OAuth2 password flow field names). */
export const LoginFormBodySchema = z.object({
  username: z.string().min(1).max(320),
  password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
  grant_type: z.string().optional(),
  scope: z.string().optional(),
  client_id: z.string().optional(),
  client_secret: z.string().optional(),
});
export type LoginFormBody = z.infer<typeof LoginFormBodySchema>;

/** POST /reset-password/ */
export const NewPasswordSchema = z.object({
  token: z.string().min(1).max(4096),
  new_password: PasswordSchema,
});
export type NewPassword = z.infer<typeof NewPasswordSchema>;

export const EmailParamsSchema = z.object({ email: z.string().min(1).max(320) });

/** The HTML of a recovery e-mail (superusers can preview it). */
export const EmailHtmlSchema = z.object({ subject: z.string(), html_content: z.string() });
