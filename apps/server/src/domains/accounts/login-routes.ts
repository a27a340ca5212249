import { endpoints } from '@vita/api/endpoints';
import { serverMessages } from '@vita/api/schemas';
import { implement } from '../../http/endpoint';
import { HttpError } from '../../http/errors';
import type { UserRow } from '../../infra/db/schema';
import { recoveryEmail } from '../../infra/mail/templates';
import { passwordFingerprint } from '../../infra/security/tokens';
import { createLoginThrottle } from './login-throttle';
import { toUserPublic } from './mapping';
import { findUserByEmail, findUserById, replacePassword } from './repository';

const PROJECT_NAME = 'Vita';

/** Sign-in (OAuth2 password flow), the token check, and password recovery by e-mail. */
export const loginRoutes = implement(endpoints.login, (app) => {
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

  return {
    async accessToken({ request, reply, body }) {
      const { username, password } = body;
      const throttleKey = `${request.ip}|${username.trim().toLowerCase()}`;
      const wait = await throttle.retryAfter(throttleKey);
      if (wait > 0) {
        throw new HttpError(429, serverMessages.tooManyRequests, { 'retry-after': String(wait) });
      }
      const user = await findUserByEmail(app.db, username.trim());
      const valid = user
        ? await app.passwords.verify(user.hashed_password, password)
        : await app.passwords.verifyDummy(password).then(() => false);
      // An inactive account answers and counts exactly like a wrong password: a different text,
      // or a throttle that a right password clears, would confirm the password to a guesser.
      if (!user || !valid || !user.is_active) {
        await throttle.recordFailure(throttleKey);
        throw new HttpError(400, serverMessages.incorrectLogin);
      }
      await throttle.clear(throttleKey);
      // A token must not sit in any cache on its way (OAuth 2: token answers are no-store).
      reply.header('cache-control', 'no-store');
      return {
        access_token: await app.tokens.createAccessToken(user.id),
        token_type: 'bearer' as const,
      };
    },

    testToken: ({ user }) => toUserPublic(user),

    async recoverPassword({ params }) {
      const user = await findUserByEmail(app.db, params.email);
      if (user?.is_active) {
        const token = await app.tokens.createResetToken(user.id, user.hashed_password);
        app.mailer.sendInBackground({ to: user.email, ...recoveryMessage(user, token) });
      }
      return { message: serverMessages.recoverySent };
    },

    async resetPassword({ body }) {
      const claims = await app.tokens.verifyResetToken(body.token);
      const user = claims ? await findUserById(app.db, claims.userId) : undefined;
      if (
        !claims ||
        !user ||
        passwordFingerprint(user.hashed_password) !== claims.passwordFingerprint
      ) {
        throw new HttpError(400, serverMessages.invalidToken);
      }
      if (!user.is_active) throw new HttpError(400, serverMessages.inactiveUser);
      const hashedPassword = await app.passwords.hash(body.new_password);
      if (!(await replacePassword(app.db, user.id, user.hashed_password, hashedPassword))) {
        throw new HttpError(400, serverMessages.invalidToken);
      }
      return { message: serverMessages.passwordUpdated };
    },

    async recoveryHtml({ params }) {
      const user = await findUserByEmail(app.db, params.email);
      if (!user) throw new HttpError(404, serverMessages.userNotFound);
      const token = await app.tokens.createResetToken(user.id, user.hashed_password);
      const message = recoveryMessage(user, token);
      return { subject: message.subject, html_content: message.html };
    },
  };
});
