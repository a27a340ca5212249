import { endpoints } from '@vita/api/endpoints';
import { serverMessages } from '@vita/api/schemas';
import type { UserRow } from '../db/schema';
import { implement } from '../http/endpoint';
import { HttpError } from '../http-error';
import { createLoginThrottle } from '../services/login-throttle';
import { recoveryEmail } from '../services/mail';
import { passwordFingerprint } from '../services/security';
import { findUserByEmail, findUserById, replacePassword, toUserPublic } from '../services/users';

const PROJECT_NAME = 'Vita';

export default implement(endpoints.login, (app) => {
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
    async accessToken({ request, body }) {
      const { username, password } = body;
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

    testToken: ({ user }) => toUserPublic(user),

    async recoverPassword({ params }) {
      const user = await findUserByEmail(app.db, params.email);
      if (user?.isActive) {
        const token = await app.tokens.createResetToken(user.id, user.hashedPassword);
        const message = recoveryMessage(user, token);
        app.mailer.sendInBackground({ to: user.email, ...message });
      }
      return { message: serverMessages.recoverySent };
    },

    async resetPassword({ body }) {
      const claims = await app.tokens.verifyResetToken(body.token);
      const user = claims ? await findUserById(app.db, claims.userId) : undefined;
      if (!claims || !user || passwordFingerprint(user.hashedPassword) !== claims.passwordFingerprint) {
        throw new HttpError(400, serverMessages.invalidToken);
      }
      if (!user.isActive) throw new HttpError(400, serverMessages.inactiveUser);
      const hashedPassword = await app.passwords.hash(body.new_password);
      if (!(await replacePassword(app.db, user.id, user.hashedPassword, hashedPassword))) {
        throw new HttpError(400, serverMessages.invalidToken);
      }
      return { message: serverMessages.passwordUpdated };
    },

    async recoveryHtml({ params }) {
      const user = await findUserByEmail(app.db, params.email);
      if (!user) throw new HttpError(404, serverMessages.userNotFound);
      const token = await app.tokens.createResetToken(user.id, user.hashedPassword);
      const message = recoveryMessage(user, token);
      return { subject: message.subject, html_content: message.html };
    },
  };
});
