import { expect } from 'vitest';
import { messages, serverMessages } from '../schemas/messages';
import { pdf, UNKNOWN_ID, type ContractScenario } from './scenario-kit';
import { CONTRACT_PASSWORD, expectFailure, uniqueEmail } from './target';

/** The scenarios of sign-up, sign-in, sessions, password recovery, the own account and user administration. */
export const accountScenarios: ContractScenario[] = [
  {
    name: 'signs up a member and answers only the public fields',
    async run(target) {
      const email = uniqueEmail('Signup');
      const user = await target.client().users.signup({
        body: { email, password: CONTRACT_PASSWORD, full_name: 'Ada Lovelace' },
      });
      expect(user).toEqual({
        id: expect.any(String),
        email,
        full_name: 'Ada Lovelace',
        is_active: true,
        is_superuser: false,
      });
    },
  },
  {
    name: 'refuses a second account whose e-mail differs only in letter case',
    async run(target) {
      const first = await target.signUpAndSignIn('case');
      await expectFailure(
        target.client().users.signup({
          body: { email: first.email.toUpperCase(), password: CONTRACT_PASSWORD },
        }),
        400,
        serverMessages.emailTaken,
      );
      const admin = await target.adminSession();
      await expectFailure(
        admin.api.users.create({
          body: { email: first.email.toUpperCase(), password: CONTRACT_PASSWORD },
        }),
        400,
        serverMessages.emailTaken,
      );
    },
  },
  {
    name: 'signs in with the e-mail in any letter case; a wrong password or e-mail is a 400',
    async run(target) {
      const account = await target.signUpAndSignIn('login');
      const token = await target.client().login.accessToken({
        body: { username: account.email.toUpperCase(), password: account.password },
      });
      expect(token).toEqual({ access_token: expect.any(String), token_type: 'bearer' });
      expect(await target.client(token.access_token).login.testToken()).toEqual(account.user);
      await expectFailure(
        target.client().login.accessToken({
          body: { username: account.email, password: 'not-the-password' },
        }),
        400,
        serverMessages.incorrectLogin,
      );
      await expectFailure(
        target.client().login.accessToken({
          body: { username: uniqueEmail('nobody'), password: account.password },
        }),
        400,
        serverMessages.incorrectLogin,
      );
    },
  },
  {
    name: 'answers 401 without a token or with an unknown one, and reads a bare token',
    async run(target) {
      await expectFailure(target.client().users.me(), 401, serverMessages.notAuthenticated);
      await expectFailure(
        target.client('not-a-token').users.me(),
        401,
        serverMessages.invalidCredentials,
      );
      const anonymous = await target.request('/users/me');
      expect(anonymous.status).toBe(401);
      expect(anonymous.headers.get('www-authenticate')).toBe('Bearer');
      const otherScheme = await target.request('/users/me', {
        headers: { Authorization: 'Basic dXNlcjpwYXNz' },
      });
      expect([otherScheme.status, await otherScheme.json()]).toEqual([
        401,
        { detail: serverMessages.notAuthenticated },
      ]);
      const account = await target.signUpAndSignIn('bare');
      const bare = await target.request('/users/me', {
        headers: { Authorization: account.token },
      });
      expect([bare.status, await bare.json()]).toEqual([200, account.user]);
    },
  },
  {
    name: 'superuser endpoints answer 403 to a member',
    async run(target) {
      const member = await target.signUpAndSignIn('member');
      const refused = serverMessages.notEnoughPrivileges;
      await expectFailure(member.api.users.list(), 403, refused);
      await expectFailure(
        member.api.users.create({ body: { email: uniqueEmail('x'), password: CONTRACT_PASSWORD } }),
        403,
        refused,
      );
      await expectFailure(
        member.api.users.update({ params: { user_id: member.user.id }, body: { full_name: 'x' } }),
        403,
        refused,
      );
      await expectFailure(
        member.api.users.delete({ params: { user_id: member.user.id } }),
        403,
        refused,
      );
      await expectFailure(
        member.api.login.recoveryHtml({ params: { email: member.email } }),
        403,
        refused,
      );
    },
  },
  {
    name: 'a body in the wrong encoding is a 415, a malformed one a 422',
    async run(target) {
      const account = await target.signUpAndSignIn('encoding');
      const answer = async (response: Response) => [response.status, await response.json()];
      const jsonLogin = await target.request('/login/access-token', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ username: account.email, password: account.password }),
      });
      expect(await answer(jsonLogin)).toEqual([
        415,
        { detail: 'Unsupported Media Type: send application/x-www-form-urlencoded' },
      ]);
      const auth = { Authorization: `Bearer ${account.token}` };
      const jsonUpload = await target.request('/cv/upload', {
        method: 'POST',
        headers: { ...auth, 'Content-Type': 'application/json' },
        body: JSON.stringify({ file: 'resume.pdf' }),
      });
      expect(await answer(jsonUpload)).toEqual([
        415,
        { detail: 'Send the file as multipart/form-data in the field "file".' },
      ]);
      const brokenJson = await target.request('/items/', {
        method: 'POST',
        headers: { ...auth, 'Content-Type': 'application/json' },
        body: '{"title": ',
      });
      expect(await answer(brokenJson)).toEqual([
        422,
        { detail: [{ loc: ['body'], msg: 'JSON decode error', type: 'json_invalid' }] },
      ]);
      const noFile = new FormData();
      noFile.append('file', 'not a file');
      const textPart = await target.request('/cv/upload', {
        method: 'POST',
        headers: auth,
        body: noFile,
      });
      expect(await answer(textPart)).toEqual([
        422,
        { detail: [{ loc: ['body', 'file'], msg: serverMessages.fieldRequired, type: 'missing' }] },
      ]);
    },
  },
  {
    name: '/users/me reads and updates; an e-mail taken in another letter case is a 409',
    async run(target) {
      const me = await target.signUpAndSignIn('me');
      const other = await target.signUpAndSignIn('other');
      expect(await me.api.users.me()).toEqual(me.user);
      expect(await me.api.users.updateMe({ body: { full_name: 'Renamed' } })).toEqual({
        ...me.user,
        full_name: 'Renamed',
      });
      // A new e-mail needs the current password; the same one sent back with a name does not.
      expect(
        await me.api.users.updateMe({ body: { full_name: 'Renamed', email: me.email } }),
      ).toMatchObject({ full_name: 'Renamed', email: me.email });
      await expectFailure(
        me.api.users.updateMe({ body: { email: other.email.toUpperCase() } }),
        400,
        serverMessages.currentPasswordRequired,
      );
      await expectFailure(
        me.api.users.updateMe({
          body: { email: other.email.toUpperCase(), current_password: 'not-the-password' },
        }),
        400,
        serverMessages.incorrectPassword,
      );
      await expectFailure(
        me.api.users.updateMe({
          body: { email: other.email.toUpperCase(), current_password: me.password },
        }),
        409,
        serverMessages.emailTakenMe,
      );
      // The caller's own address in another case is no conflict.
      const ownInCapitals = me.email.toUpperCase();
      expect(
        await me.api.users.updateMe({
          body: { email: ownInCapitals, current_password: me.password },
        }),
      ).toMatchObject({ email: ownInCapitals });
      expect(await me.api.users.updateMe({ body: { full_name: null } })).toMatchObject({
        full_name: null,
        email: ownInCapitals,
      });
      // Another user's record is not a member's to read.
      expect(await me.api.users.get({ params: { user_id: me.user.id } })).toMatchObject({
        id: me.user.id,
      });
      await expectFailure(
        me.api.users.get({ params: { user_id: other.user.id } }),
        403,
        serverMessages.notEnoughPrivileges,
      );
    },
  },
  {
    name: 'changes the password: the current one must match and the new one must differ',
    async run(target) {
      const account = await target.signUpAndSignIn('password');
      await expectFailure(
        account.api.users.updatePassword({
          body: { current_password: 'wrong-password', new_password: 'brand-new-password' },
        }),
        400,
        serverMessages.incorrectPassword,
      );
      await expectFailure(
        account.api.users.updatePassword({
          body: { current_password: account.password, new_password: account.password },
        }),
        400,
        serverMessages.samePassword,
      );
      // Another session of the same account, signed in before the change.
      const otherSession = target.client(await target.signIn(account.email, account.password));
      const changed = await account.api.users.updatePassword({
        body: { current_password: account.password, new_password: 'brand-new-password' },
      });
      expect(changed).toEqual({
        message: serverMessages.passwordUpdated,
        access_token: expect.any(String),
        token_type: 'bearer',
      });
      // Every earlier session ended, the one that changed it too; its fresh token goes on.
      await expectFailure(otherSession.users.me(), 401, serverMessages.invalidCredentials);
      await expectFailure(account.api.users.me(), 401, serverMessages.invalidCredentials);
      expect(await target.client(changed.access_token).users.me()).toEqual(account.user);
      await expectFailure(
        target.client().login.accessToken({
          body: { username: account.email, password: account.password },
        }),
        400,
        serverMessages.incorrectLogin,
      );
      await expect(target.signIn(account.email, 'brand-new-password')).resolves.toEqual(
        expect.any(String),
      );
    },
  },
  {
    name: 'signs out of every other session and keeps this one with a fresh token',
    async run(target) {
      const account = await target.signUpAndSignIn('sessions');
      const otherSession = target.client(await target.signIn(account.email, account.password));
      const renewed = await account.api.users.endOtherSessions();
      expect(renewed).toEqual({
        message: serverMessages.otherSessionsEnded,
        access_token: expect.any(String),
        token_type: 'bearer',
      });
      await expectFailure(otherSession.users.me(), 401, serverMessages.invalidCredentials);
      await expectFailure(account.api.users.me(), 401, serverMessages.invalidCredentials);
      expect(await target.client(renewed.access_token).users.me()).toEqual(account.user);
      // Signing in again starts a new session as usual.
      const again = await target.signIn(account.email, account.password);
      expect(await target.client(again).users.me()).toEqual(account.user);
    },
  },
  {
    name: 'admin: creates, lists newest first, reads, updates and deletes users',
    async run(target) {
      const admin = await target.adminSession();
      const email = uniqueEmail('managed');
      const created = await admin.api.users.create({
        body: { email, password: CONTRACT_PASSWORD, full_name: 'Managed' },
      });
      expect(created).toEqual({
        id: expect.any(String),
        email,
        full_name: 'Managed',
        is_active: true,
        is_superuser: false,
      });
      const later = await admin.api.users.create({
        body: { email: uniqueEmail('later'), password: CONTRACT_PASSWORD },
      });
      expect(later.full_name).toBeNull();
      const everyone = await admin.api.users.list({ query: { limit: 100 } });
      const ids = everyone.data.map((user) => user.id);
      expect(everyone.count).toBeGreaterThanOrEqual(3);
      // Newest first: the user created last leads, the one before it follows.
      expect(ids.indexOf(later.id)).toBe(0);
      expect(ids.indexOf(created.id)).toBe(1);
      // The first superuser was the first account: the last one listed.
      const [oldest] = (
        await admin.api.users.list({ query: { skip: everyone.count - 1, limit: 1 } })
      ).data;
      expect(oldest?.email).toBe(target.admin.email);
      expect(await admin.api.users.list({ query: { limit: 1 } })).toEqual({
        data: [everyone.data[0]],
        count: everyone.count,
      });
      expect(await admin.api.users.get({ params: { user_id: created.id } })).toEqual(created);
      await expectFailure(
        admin.api.users.get({ params: { user_id: UNKNOWN_ID } }),
        404,
        serverMessages.userNotFound,
      );

      const params = { user_id: created.id };
      expect(await admin.api.users.update({ params, body: { full_name: 'Managed Two' } })).toEqual({
        ...created,
        full_name: 'Managed Two',
      });
      await expectFailure(
        admin.api.users.update({ params, body: { email: target.admin.email.toUpperCase() } }),
        409,
        serverMessages.emailTakenMe,
      );
      await expectFailure(
        admin.api.users.update({ params: { user_id: UNKNOWN_ID }, body: { full_name: 'x' } }),
        404,
        serverMessages.userNotFound,
      );
      // A new password set by the admin signs in and ends the sessions signed in before it;
      // deactivation then ends every session and refuses the account.
      const before = await target.signIn(email, CONTRACT_PASSWORD);
      await admin.api.users.update({ params, body: { password: 'set-by-the-admin' } });
      await expectFailure(target.client(before).users.me(), 401, serverMessages.invalidCredentials);
      const token = await target.signIn(email, 'set-by-the-admin');
      expect(await admin.api.users.update({ params, body: { is_active: false } })).toMatchObject({
        is_active: false,
      });
      await expectFailure(target.client(token).users.me(), 401, serverMessages.invalidCredentials);
      // Signing in tells an inactive account from a wrong password by nothing.
      for (const password of ['set-by-the-admin', 'not-the-password']) {
        await expectFailure(
          target.client().login.accessToken({ body: { username: email, password } }),
          400,
          serverMessages.incorrectLogin,
        );
      }

      await expectFailure(
        admin.api.users.delete({ params: { user_id: admin.user.id } }),
        403,
        serverMessages.superuserSelfDelete,
      );
      await expectFailure(
        admin.api.users.delete({ params: { user_id: UNKNOWN_ID } }),
        404,
        serverMessages.userNotFound,
      );
      expect(await admin.api.users.delete({ params })).toEqual({
        message: serverMessages.userDeleted,
      });
      await expectFailure(admin.api.users.get({ params }), 404, serverMessages.userNotFound);
      await expectFailure(admin.api.users.deleteMe(), 403, serverMessages.superuserSelfDelete);
    },
  },
  {
    name: 'admin: the last active superuser can be neither deactivated nor demoted',
    async run(target) {
      const admin = await target.adminSession();
      const own = { user_id: admin.user.id };
      const activeSuperusers = async () =>
        (await admin.api.users.list({ query: { limit: 100 } })).data
          .filter((user) => user.is_superuser && user.is_active)
          .map((user) => user.id);
      // Both targets start with the first superuser as the only one.
      expect(await activeSuperusers()).toEqual([admin.user.id]);
      for (const body of [{ is_superuser: false }, { is_active: false }]) {
        await expectFailure(
          admin.api.users.update({ params: own, body }),
          400,
          serverMessages.lastSuperuser,
        );
      }
      expect(await admin.api.users.me()).toEqual(admin.user);

      // With a second superuser either may step down, but not the one left after that.
      const email = uniqueEmail('second-admin');
      const second = await admin.api.users.create({
        body: { email, password: CONTRACT_PASSWORD, is_superuser: true },
      });
      const secondApi = target.client(await target.signIn(email, CONTRACT_PASSWORD));
      expect(
        await secondApi.users.update({ params: own, body: { is_superuser: false } }),
      ).toMatchObject({ is_superuser: false });
      await expectFailure(
        secondApi.users.update({ params: { user_id: second.id }, body: { is_active: false } }),
        400,
        serverMessages.lastSuperuser,
      );
      expect(
        await secondApi.users.update({ params: own, body: { is_superuser: true } }),
      ).toMatchObject({ is_superuser: true });
      expect(
        await admin.api.users.update({
          params: { user_id: second.id },
          body: { is_active: false },
        }),
      ).toMatchObject({ is_active: false, is_superuser: true });
      // An inactive superuser does not count: the first one is the last again.
      await expectFailure(
        admin.api.users.update({ params: own, body: { is_superuser: false } }),
        400,
        serverMessages.lastSuperuser,
      );
      expect(await admin.api.users.delete({ params: { user_id: second.id } })).toEqual({
        message: serverMessages.userDeleted,
      });
      expect(await activeSuperusers()).toEqual([admin.user.id]);
    },
  },
  {
    name: 'deleting an account, by its owner or by an admin, removes its CV files',
    async run(target) {
      const admin = await target.adminSession();
      for (const deleteAccount of [
        (account: { api: typeof admin.api }) => account.api.users.deleteMe(),
        (account: { user: { id: string } }) =>
          admin.api.users.delete({ params: { user_id: account.user.id } }),
      ]) {
        const account = await target.signUpAndSignIn('leaving');
        await account.api.cvFiles.upload({ body: { file: pdf() } });
        await account.api.items.create({ body: { title: 'Left behind?' } });
        expect(await target.storedCvFiles(account.user.id)).toBe(1);
        expect(await deleteAccount(account)).toEqual({ message: serverMessages.userDeleted });
        expect(await target.storedCvFiles(account.user.id)).toBe(0);
        // Its token now names nobody, and its e-mail is free again.
        await expectFailure(account.api.users.me(), 401, serverMessages.invalidCredentials);
        const again = await target.client().users.signup({
          body: { email: account.email, password: CONTRACT_PASSWORD },
        });
        const fresh = target.client(await target.signIn(again.email, CONTRACT_PASSWORD));
        expect(await fresh.cvFiles.list()).toEqual({ data: [], count: 0 });
        expect(await fresh.items.list()).toEqual({ data: [], count: 0 });
      }
    },
  },
  {
    name: 'password recovery answers alike for unknown e-mails; a bad reset token is a 400',
    async run(target) {
      const account = await target.signUpAndSignIn('recovery');
      const sent = { message: serverMessages.recoverySent };
      const api = target.client();
      expect(await api.login.recoverPassword({ params: { email: account.email } })).toEqual(sent);
      expect(
        await api.login.recoverPassword({ params: { email: uniqueEmail('unknown') } }),
      ).toEqual(sent);
      await expectFailure(
        api.login.resetPassword({
          body: { token: 'not-a-reset-token', new_password: 'brand-new-password' },
        }),
        400,
        serverMessages.invalidToken,
      );
      await expectFailure(
        api.login.resetPassword({ body: { token: 'not-a-reset-token', new_password: 'short' } }),
        422,
        [{ loc: ['body', 'new_password'], msg: messages.passwordMin, type: 'too_small' }],
      );
    },
  },
  {
    name: "the recovery e-mail preview: a superuser's, 404 for an unknown e-mail",
    async run(target) {
      const admin = await target.adminSession();
      const account = await target.signUpAndSignIn('preview');
      const preview = await admin.api.login.recoveryHtml({
        params: { email: account.email.toUpperCase() },
      });
      expect(preview.subject).toBe(`Vita - Password recovery for user ${account.email}`);
      expect(preview.html_content).toContain('/reset-password?token=');
      await expectFailure(
        admin.api.login.recoveryHtml({ params: { email: uniqueEmail('unknown') } }),
        404,
        serverMessages.userNotFound,
      );
    },
  },
];
