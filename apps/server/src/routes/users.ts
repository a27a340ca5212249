import { endpoints } from '@vita/api/endpoints';
import { serverMessages } from '@vita/api/schemas';
import { implement } from '../http/endpoint';
import { HttpError } from '../http-error';
import { removeStoredBytes } from '../services/cv-files';
import {
  deleteUser,
  findUserById,
  insertUser,
  listUsers,
  toUserPublic,
  updateUser,
  type UserChanges,
} from '../services/users';

export default implement(endpoints.users, (app) => ({
  list: ({ query }) => listUsers(app.db, query.skip, query.limit),

  async create({ body }) {
    const { password, full_name, is_active, is_superuser, email } = body;
    const user = await insertUser(app.db, {
      email,
      hashedPassword: await app.passwords.hash(password),
      fullName: full_name,
      isActive: is_active,
      isSuperuser: is_superuser,
    });
    if (!user) throw new HttpError(400, serverMessages.emailTaken);
    return toUserPublic(user);
  },

  async signup({ body }) {
    const { email, password, full_name } = body;
    const user = await insertUser(app.db, {
      email,
      hashedPassword: await app.passwords.hash(password),
      fullName: full_name,
    });
    if (!user) throw new HttpError(400, serverMessages.emailTaken);
    return toUserPublic(user);
  },

  me: ({ user }) => toUserPublic(user),

  async updateMe({ user, body }) {
    const changes: UserChanges = {};
    if (body.email !== undefined) changes.email = body.email;
    if (body.full_name !== undefined) changes.fullName = body.full_name;
    const updated = await updateUser(app.db, user.id, changes);
    if (updated === 'conflict') throw new HttpError(409, serverMessages.emailTakenMe);
    if (!updated) throw new HttpError(404, serverMessages.userNotFound);
    return toUserPublic(updated);
  },

  async deleteMe({ request, user }) {
    if (user.isSuperuser) throw new HttpError(403, serverMessages.superuserSelfDelete);
    const deleted = await deleteUser(app.db, user.id);
    if (deleted) await removeStoredBytes(app.files, deleted.storageKeys, request.log);
    return { message: serverMessages.userDeleted };
  },

  async updatePassword({ user, body }) {
    const { current_password, new_password } = body;
    if (!(await app.passwords.verify(user.hashedPassword, current_password))) {
      throw new HttpError(400, serverMessages.incorrectPassword);
    }
    if (current_password === new_password) throw new HttpError(400, serverMessages.samePassword);
    await updateUser(app.db, user.id, { hashedPassword: await app.passwords.hash(new_password) });
    return { message: serverMessages.passwordUpdated };
  },

  async get({ user, params }) {
    if (params.user_id === user.id) return toUserPublic(user);
    if (!user.isSuperuser) throw new HttpError(403, serverMessages.notEnoughPrivileges);
    const found = await findUserById(app.db, params.user_id);
    if (!found) throw new HttpError(404, serverMessages.userNotFound);
    return toUserPublic(found);
  },

  async update({ params, body }) {
    const { email, password, full_name, is_active, is_superuser } = body;
    const changes: UserChanges = {};
    if (email !== undefined) changes.email = email;
    if (full_name !== undefined) changes.fullName = full_name;
    if (is_active !== undefined) changes.isActive = is_active;
    if (is_superuser !== undefined) changes.isSuperuser = is_superuser;
    if (password !== undefined) changes.hashedPassword = await app.passwords.hash(password);
    const updated = await updateUser(app.db, params.user_id, changes);
    if (updated === 'conflict') throw new HttpError(409, serverMessages.emailTakenMe);
    if (!updated) throw new HttpError(404, serverMessages.userNotFound);
    return toUserPublic(updated);
  },

  async delete({ request, user, params }) {
    const found = await findUserById(app.db, params.user_id);
    if (!found) throw new HttpError(404, serverMessages.userNotFound);
    if (found.id === user.id) throw new HttpError(403, serverMessages.superuserSelfDelete);
    const deleted = await deleteUser(app.db, found.id);
    if (!deleted) throw new HttpError(404, serverMessages.userNotFound);
    await removeStoredBytes(app.files, deleted.storageKeys, request.log);
    return { message: serverMessages.userDeleted };
  },
}));
