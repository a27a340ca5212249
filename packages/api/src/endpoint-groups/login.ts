import { endpoint } from '../endpoint-kit';
import {
  EmailHtmlSchema,
  EmailParamsSchema,
  LoginFormBodySchema,
  NewPasswordSchema,
  TokenSchema,
} from '../schemas/auth';
import { MessageSchema } from '../schemas/common';
import { UserPublicSchema } from '../schemas/users';

export const login = {
  accessToken: endpoint({
    method: 'POST',
    path: '/login/access-token',
    access: 'public',
    tag: 'login',
    summary: 'OAuth2 password flow: exchange e-mail and password for an access token',
    body: LoginFormBodySchema,
    encoding: 'form',
    response: TokenSchema,
    errors: {
      400: 'Wrong e-mail or password, or an inactive user',
      415: 'The body is not form-encoded',
      429: 'Too many failed sign-ins from this client, for this e-mail or in all',
      503: 'Too many sign-ins are being checked at once; try again in a moment',
    },
  }),
  testToken: endpoint({
    method: 'POST',
    path: '/login/test-token',
    access: 'user',
    tag: 'login',
    summary: 'The user of the token',
    response: UserPublicSchema,
  }),
  recoverPassword: endpoint({
    method: 'POST',
    path: '/password-recovery/{email}',
    access: 'public',
    tag: 'login',
    summary: 'E-mail a password reset link; the answer is the same for unknown e-mails',
    params: EmailParamsSchema,
    response: MessageSchema,
    errors: { 429: 'Too many recovery e-mails for this address or from this client' },
  }),
  resetPassword: endpoint({
    method: 'POST',
    path: '/reset-password/',
    access: 'public',
    tag: 'login',
    summary: 'Set a new password with a reset token (each token works once)',
    body: NewPasswordSchema,
    response: MessageSchema,
    errors: { 400: 'An invalid, expired or used token, or an inactive user' },
  }),
  recoveryHtml: endpoint({
    method: 'POST',
    path: '/password-recovery-html-content/{email}',
    access: 'superuser',
    tag: 'login',
    summary: 'Preview the recovery e-mail of a user (superusers)',
    params: EmailParamsSchema,
    response: EmailHtmlSchema,
    errors: { 404: 'No user has this e-mail' },
  }),
};
