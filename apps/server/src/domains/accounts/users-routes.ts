import { endpoints } from '@vita/api/endpoints';
import { serverMessages } from '@vita/api/schemas';
import type { FastifyInstance } from 'fastify';
import { implement } from '../../http/endpoint';
import { HttpError } from '../../http/errors';
import { toUserPublic } from './mapping';
import {
  deleteUser,
  findUserById,
  insertUser,
  listUsers,
  updateUser,
  updateUserKeepingASuperuser,
  type UserChanges,
  type UserDataRelease,
} from './repository';

/** A password in, its hash out: the only field the API and the table name differently. */
async function withHashedPassword<T extends { password?: string | undefined }>(
  app: FastifyInstance,
  { password, ...fields }: T,
): Promise<Omit<T, 'password'> & { hashed_password?: string }> {
  return password === undefined
    ? fields
    : { ...fields, hashed_password: await app.passwords.hash(password) };
}

/**
 * Signup, the signed-in user's own account, and user administration. `releases` are what other
 * domains free when a user is deleted (see UserDataRelease); they are passed in by the app, so
 * this domain never imports another.
 */
export const usersRoutes = (releases: readonly UserDataRelease[]) =>
  implement(endpoints.users, (app) => ({
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

    async signup({ body }) {
      const { password, ...fields } = body;
      const user = await insertUser(app.db, {
        ...fields,
        hashed_password: await app.passwords.hash(password),
      });
      if (!user) throw new HttpError(400, serverMessages.emailTaken);
      return toUserPublic(user);
    },

    me: ({ user }) => toUserPublic(user),

    async updateMe({ user, body }) {
      const updated = await updateUser(app.db, user.id, body);
      if (updated === 'conflict') throw new HttpError(409, serverMessages.emailTakenMe);
      if (!updated) throw new HttpError(404, serverMessages.userNotFound);
      return toUserPublic(updated);
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
      if (!(await app.passwords.verify(user.hashed_password, current_password))) {
        throw new HttpError(400, serverMessages.incorrectPassword);
      }
      if (current_password === new_password) throw new HttpError(400, serverMessages.samePassword);
      await updateUser(app.db, user.id, {
        hashed_password: await app.passwords.hash(new_password),
      });
      return { message: serverMessages.passwordUpdated };
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
      const updated = await updateUserKeepingASuperuser(app.db, params.user_id, changes);
      if (updated === 'conflict') throw new HttpError(409, serverMessages.emailTakenMe);
      // A 400, not a 403: the caller may administer users, this one change is what is refused
      // (and the web client ends the session on a 403).
      if (updated === 'last-superuser') throw new HttpError(400, serverMessages.lastSuperuser);
      if (!updated) throw new HttpError(404, serverMessages.userNotFound);
      return toUserPublic(updated);
    },

    async delete({ request, user, params }) {
      const found = await findUserById(app.db, params.user_id);
      if (!found) throw new HttpError(404, serverMessages.userNotFound);
      if (found.id === user.id) throw new HttpError(403, serverMessages.superuserSelfDelete);
      const afterCommit = await deleteUser(app.db, found.id, releases);
      if (afterCommit === 'last-superuser') throw new HttpError(400, serverMessages.lastSuperuser);
      if (!afterCommit) throw new HttpError(404, serverMessages.userNotFound);
      await afterCommit(request.log);
      return { message: serverMessages.userDeleted };
    },
  }));
