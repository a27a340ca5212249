import { endpoints } from '@vita/api/endpoints';
import { serverMessages } from '@vita/api/schemas';
import { implement } from '../../http/endpoint';
import { HttpError } from '../../http/errors';
import type { UserRow } from '../../infra/db/schema';
import { recoveryEmail } from '../../infra/mail/templates';
import { resetFingerprint } from '../../infra/security/tokens';
import { setDeviceCookie, signedDevice } from './device-cookie';
import { accountLimits } from './limits';
import { toUserPublic } from './mapping';
import { findUserByEmail, findUserById, replacePassword } from './repository';
import { issueToken } from './session';

const PROJECT_NAME = 'Vita';
const PREVIEW_TOKEN = 'preview-only';

/** Sign-in (OAuth2 password flow), the token check, and password recovery by e-mail. */
export const loginRoutes = implement(endpoints.login, (app) => {
  const { settings } = app;
  const limits = accountLimits(app);

  function recoveryMessage(user: UserRow, token: string) {
    const link = `${settings.frontendHost}/reset-password?token=${encodeURIComponent(token)}`;
    return recoveryEmail({
      projectName: PROJECT_NAME,
      email: user.email,
      fullName: user.full_name,
      link,
      validHours: settings.resetTokenExpireHours,
    });
  }

  return {
    async accessToken({ request, reply, body }) {
      const { username, password } = body;
      const untrusted = () =>
        limits.checkSignIn(
          limits.keys.login(request.ip, username),
          limits.keys.loginClient(request.ip),
        );
      // A browser that signed in to an account before is limited on its own; any other is limited
      // per address and e-mail, and per address. Counted first, before anything is read, so that
      // every check of a burst is counted before any of them ends.
      const device = signedDevice(request, settings.secretKey);
      let places = await (device
        ? limits.checkSignIn(limits.keys.loginDevice(device.deviceId))
        : untrusted());
      let user: UserRow | undefined;
      let valid: boolean;
      try {
        user = await findUserByEmail(app.db, username.trim());
        if (device && device.userId !== user?.id) {
          // The cookie is for another account: this browser is new to this one.
          await places.settle('released');
          places = await untrusted();
        }
        valid = user
          ? await app.passwords.verify(user.hashed_password, password)
          : await app.passwords.verifyDummy(password).then(() => false);
      } catch (error) {
        await places.settle('released');
        throw error;
      }
      // An inactive account answers and counts exactly like a wrong password: a different text,
      // or a throttle that a right password clears, would confirm the password to a guesser.
      if (!user || !valid || !user.is_active) {
        await places.settle('wrong');
        throw new HttpError(400, serverMessages.incorrectLogin);
      }
      await places.settle('right');
      setDeviceCookie(request, reply, settings.secretKey, user.id, device?.deviceId);
      // A token must not sit in any cache on its way (OAuth 2: token answers are no-store).
      reply.header('cache-control', 'no-store');
      return issueToken(app, user);
    },

    testToken: ({ user }) => toUserPublic(user),

    async recoverPassword({ request, params }) {
      // Counted whether or not the address is registered, so a 429 tells nothing either.
      await limits.enforce(
        limits.keys.recoveryAddress(params.email),
        limits.keys.recoveryClient(request.ip),
      );
      const user = await findUserByEmail(app.db, params.email);
      if (user?.is_active) {
        const token = await app.tokens.createResetToken(user);
        app.mailer.sendInBackground({ to: user.email, ...recoveryMessage(user, token) });
      }
      return { message: serverMessages.recoverySent };
    },

    async resetPassword({ body }) {
      const claims = await app.tokens.verifyResetToken(body.token);
      const user = claims ? await findUserById(app.db, claims.userId) : undefined;
      if (!claims || !user || resetFingerprint(user) !== claims.fingerprint) {
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
      // A preview shows the e-mail, not a way in: its link carries a stand-in that resets nothing
      // (a live link would let one superuser take over another's account unseen).
      const message = recoveryMessage(user, PREVIEW_TOKEN);
      return { subject: message.subject, html_content: message.html };
    },
  };
});
