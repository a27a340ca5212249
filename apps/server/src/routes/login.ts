import {
  EmailHtmlSchema,
  EmailParamsSchema,
  LoginFormBodySchema,
  MessageSchema,
  NewPasswordSchema,
  serverMessages,
  TokenSchema,
  UserPublicSchema,
} from '@vita/api/schemas';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { UserRow } from '../db/schema';
import { HttpError } from '../http-error';
import { requireUser } from '../plugins/auth';
import { createLoginThrottle } from '../services/login-throttle';
import { recoveryEmail } from '../services/mail';
import { passwordFingerprint } from '../services/security';
import { findUserByEmail, findUserById, replacePassword, toUserPublic } from '../services/users';

const PROJECT_NAME = 'Vita';
const security = [{ OAuth2PasswordBearer: [] }];

/** The OAuth2 password flow is form-encoded; a JSON login is a client bug worth a clear answer. */
async function requireFormBody(request: FastifyRequest) {
  const type = request.headers['content-type'] ?? '';
  if (!type.toLowerCase().startsWith('application/x-www-form-urlencoded')) {
    throw new HttpError(415, 'Unsupported Media Type: send application/x-www-form-urlencoded');
  }
}

const routes: FastifyPluginAsyncZod = async (app) => {
  const { settings } = app;
  const throttle = createLoginThrottle(app.db, {
    maxFailures: settings.loginMaxFailures,
    windowSeconds: settings.loginFailureWindowSeconds,
  });

  function recoveryMessage(user: UserRow, token: string) {
    const link = `${settings.frontendHost}/reset-password?token=${encodeURIComponent(token)}`;
    return recoveryEmail({
      projectName: PROJECT_NAME,
      email: user.email,
      link,
      validHours: settings.resetTokenExpireHours,
    });
  }

  app.post(
    '/login/access-token',
    {
      preValidation: requireFormBody,
      schema: {
        tags: ['login'],
        summary: 'OAuth2 password flow: exchange e-mail and password for an access token',
        consumes: ['application/x-www-form-urlencoded'],
        body: LoginFormBodySchema,
        response: { 200: TokenSchema },
      },
    },
    async (request) => {
      const { username, password } = request.body;
      const throttleKey = `${request.ip}|${username.trim().toLowerCase()}`;
      const wait = await throttle.retryAfter(throttleKey);
      if (wait > 0) {
        throw new HttpError(429, serverMessages.tooManyRequests, { 'retry-after': String(wait) });
      }
      const user = await findUserByEmail(app.db, username.trim());
      const valid = user
        ? await app.passwords.verify(user.hashedPassword, password)
        : await app.passwords.verifyDummy(password).then(() => false);
      if (!user || !valid) {
        await throttle.recordFailure(throttleKey);
        throw new HttpError(400, serverMessages.incorrectLogin);
      }
      await throttle.clear(throttleKey);
      if (!user.isActive) throw new HttpError(400, serverMessages.inactiveUser);
      return { access_token: await app.tokens.createAccessToken(user.id), token_type: 'bearer' as const };
    },
  );

  app.post(
    '/login/test-token',
    {
      onRequest: app.authenticate,
      schema: { tags: ['login'], summary: 'The user of the token', security, response: { 200: UserPublicSchema } },
    },
    async (request) => toUserPublic(requireUser(request)),
  );

  app.post(
    '/password-recovery/:email',
    {
      schema: {
        tags: ['login'],
        summary: 'E-mail a password reset link; the answer is the same for unknown e-mails',
        params: EmailParamsSchema,
        response: { 200: MessageSchema },
      },
    },
    async (request) => {
      const user = await findUserByEmail(app.db, request.params.email);
      if (user?.isActive) {
        const token = await app.tokens.createResetToken(user.id, user.hashedPassword);
        const message = recoveryMessage(user, token);
        app.mailer.sendInBackground({ to: user.email, ...message });
      }
      return { message: serverMessages.recoverySent };
    },
  );

  app.post(
    '/reset-password/',
    {
      schema: {
        tags: ['login'],
        summary: 'Set a new password with a reset token (each token works once)',
        body: NewPasswordSchema,
        response: { 200: MessageSchema },
      },
    },
    async (request) => {
      const claims = await app.tokens.verifyResetToken(request.body.token);
      const user = claims ? await findUserById(app.db, claims.userId) : undefined;
      if (!claims || !user || passwordFingerprint(user.hashedPassword) !== claims.passwordFingerprint) {
        throw new HttpError(400, serverMessages.invalidToken);
      }
      if (!user.isActive) throw new HttpError(400, serverMessages.inactiveUser);
      const hashedPassword = await app.passwords.hash(request.body.new_password);
      if (!(await replacePassword(app.db, user.id, user.hashedPassword, hashedPassword))) {
        throw new HttpError(400, serverMessages.invalidToken);
      }
      return { message: serverMessages.passwordUpdated };
    },
  );

  app.post(
    '/password-recovery-html-content/:email',
    {
      onRequest: [app.authenticate, app.requireSuperuser],
      schema: {
        tags: ['login'],
        summary: 'Preview the recovery e-mail of a user (superusers)',
        security,
        params: EmailParamsSchema,
        response: { 200: EmailHtmlSchema },
      },
    },
    async (request) => {
      const user = await findUserByEmail(app.db, request.params.email);
      if (!user) throw new HttpError(404, serverMessages.userNotFound);
      const token = await app.tokens.createResetToken(user.id, user.hashedPassword);
      const message = recoveryMessage(user, token);
      return { subject: message.subject, html_content: message.html };
    },
  );
};

export default routes;
