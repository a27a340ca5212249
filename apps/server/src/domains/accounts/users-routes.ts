import { endpoints } from '@vita/api/endpoints';
import { serverMessages } from '@vita/api/schemas';
import type { FastifyInstance } from 'fastify';
import { implement } from '../../http/endpoint';
import { HttpError } from '../../http/errors';
import type { UserRow } from '../../infra/db/schema';
import { accountLimits } from './limits';
import { toUserPublic } from './mapping';
import {
  deleteUser,
  endSessions,
  findUserById,
  insertUser,
  listUsers,
  replacePassword,
  updateUser,
  updateUserKeepingASuperuser,
  type UserChanges,
  type UserDataRelease,
} from './repository';
import { issueToken } from './session';

/** A password in, its hash out: the only field the API and the table name differently. */
async function withHashedPassword<T extends { password?: string | undefined }>(
  app: FastifyInstance,
  { password, ...fields }: T,
): Promise<Omit<T, 'password'> & { hashed_password?: string }> {
  return password === undefined
    ? fields
    : { ...fields, hashed_password: await app.passwords.hash(password) };
}

/** The answer to an update: 409 when the new e-mail is someone else's, 404 when the user is gone. */
function updated(result: UserRow | 'conflict' | undefined) {
  if (result === 'conflict') throw new HttpError(409, serverMessages.emailTakenMe);
  if (!result) throw new HttpError(404, serverMessages.userNotFound);
  return toUserPublic(result);
}

/**
 * Signup, the signed-in user's own account, and user administration. `releases` are what other
 * domains free when a user is deleted (see UserDataRelease); they are passed in by the app, so
 * this domain never imports another.
 */
export const usersRoutes = (releases: readonly UserDataRelease[]) =>
  implement(endpoints.users, (app) => {
    const limits = accountLimits(app);

    /**
     * Checks a current password given by a signed-in user. Wrong guesses are limited like
     * sign-ins (counted before the check), so a stolen session cannot find the password by trying.
     */
    async function proveOwnership(user: UserRow, password: string) {
      const guesses = limits.keys.currentPassword(user.id);
      await limits.enforce(guesses);
      if (!(await app.passwords.verify(user.hashed_password, password))) {
        throw new HttpError(400, serverMessages.incorrectPassword);
      }
      await limits.clear(guesses);
    }

    return {
      list: ({ query }) => listUsers(app.db, query.skip, query.limit),

      async create({ body }) {
        const { password, ...fields } = body;
        const user = await insertUser(app.db, {
          ...fields,
          hashed_password: await app.passwords.hash(password),
        });
        if (!user) throw new HttpError(400, serverMessages.emailTaken);
        return toUserPublic(user);
      },

      async signup({ request, body }) {
        // "Taken" answers tell which addresses have accounts: each client gets only a few. The
        // signup is counted first and taken back when it succeeds, so bursts cannot slip through.
        const taken = limits.keys.takenAtSignup(request.ip);
        await limits.enforce(taken);
        const { password, ...fields } = body;
        const user = await insertUser(app.db, {
          ...fields,
          hashed_password: await app.passwords.hash(password),
        });
        if (!user) throw new HttpError(400, serverMessages.emailTaken);
        await limits.undo(taken);
        return toUserPublic(user);
      },

      me: ({ user }) => toUserPublic(user),

      async updateMe({ user, body }) {
        const { current_password, ...changes } = body;
        const movesEmail = changes.email !== undefined && changes.email !== user.email;
        if (!movesEmail) return updated(await updateUser(app.db, user.id, changes));
        // Moving the account to another address (where its reset links would then go) needs
        // the password, not only a session.
        if (current_password === undefined) {
          throw new HttpError(400, serverMessages.currentPasswordRequired);
        }
        await proveOwnership(user, current_password);
        const taken = limits.keys.takenAtChange(user.id);
        await limits.enforce(taken);
        const result = await updateUser(app.db, user.id, changes);
        if (result !== 'conflict') await limits.undo(taken);
        return updated(result);
      },

      async deleteMe({ request, user }) {
        if (user.is_superuser) throw new HttpError(403, serverMessages.superuserSelfDelete);
        const afterCommit = await deleteUser(app.db, user.id, releases);
        // Members only reach here, so the last-superuser answer cannot come back.
        if (typeof afterCommit === 'function') await afterCommit(request.log);
        return { message: serverMessages.userDeleted };
      },

      async updatePassword({ user, body }) {
        const { current_password, new_password } = body;
        await proveOwnership(user, current_password);
        if (current_password === new_password) {
          throw new HttpError(400, serverMessages.samePassword);
        }
        const hashed = await app.passwords.hash(new_password);
        // Only if the password is still the one just checked: of parallel changes one wins, and
        // the others' current password is no longer right.
        const changed = await replacePassword(app.db, user.id, user.hashed_password, hashed);
        if (!changed) throw new HttpError(400, serverMessages.incorrectPassword);
        // Every other session ended with the old password; this one goes on with a fresh token.
        return { message: serverMessages.passwordUpdated, ...(await issueToken(app, changed)) };
      },

      async endOtherSessions({ user }) {
        const renewed = await endSessions(app.db, user.id);
        if (!renewed) throw new HttpError(404, serverMessages.userNotFound);
        return { message: serverMessages.otherSessionsEnded, ...(await issueToken(app, renewed)) };
      },

      async get({ user, params }) {
        if (params.user_id === user.id) return toUserPublic(user);
        if (!user.is_superuser) throw new HttpError(403, serverMessages.notEnoughPrivileges);
        const found = await findUserById(app.db, params.user_id);
        if (!found) throw new HttpError(404, serverMessages.userNotFound);
        return toUserPublic(found);
      },

      async update({ params, body }) {
        const changes: UserChanges = await withHashedPassword(app, body);
        const result = await updateUserKeepingASuperuser(app.db, params.user_id, changes);
        // A 400, not a 403: the caller may administer users, this one change is what is refused
        // (and the web client ends the session on a 403).
        if (result === 'last-superuser') throw new HttpError(400, serverMessages.lastSuperuser);
        return updated(result);
      },

      async delete({ request, user, params }) {
        const found = await findUserById(app.db, params.user_id);
        if (!found) throw new HttpError(404, serverMessages.userNotFound);
        if (found.id === user.id) throw new HttpError(403, serverMessages.superuserSelfDelete);
        const afterCommit = await deleteUser(app.db, found.id, releases);
        if (afterCommit === 'last-superuser')
          throw new HttpError(400, serverMessages.lastSuperuser);
        if (!afterCommit) throw new HttpError(404, serverMessages.userNotFound);
        await afterCommit(request.log);
        return { message: serverMessages.userDeleted };
      },
    };
  });
