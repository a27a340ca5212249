import {
  MessageSchema,
  PaginationQuerySchema,
  serverMessages,
  UpdatePasswordSchema,
  UserCreateSchema,
  UserIdParamsSchema,
  UserPublicSchema,
  UserRegisterSchema,
  UsersPublicSchema,
  UserUpdateMeSchema,
  UserUpdateSchema,
} from '@vita/api/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../http-error';
import { requireUser } from '../plugins/auth';
import {
  deleteUser,
  findUserById,
  insertUser,
  listUsers,
  toUserPublic,
  updateUser,
  type UserChanges,
} from '../services/users';
import { removeStoredBytes } from '../services/cv-files';

const security = [{ OAuth2PasswordBearer: [] }];

const routes: FastifyPluginAsyncZod = async (app) => {
  const superuserOnly = [app.authenticate, app.requireSuperuser];

  app.get(
    '/users/',
    {
      onRequest: superuserOnly,
      schema: {
        tags: ['users'],
        summary: 'List users (superusers)',
        security,
        querystring: PaginationQuerySchema,
        response: { 200: UsersPublicSchema },
      },
    },
    async (request) => listUsers(app.db, request.query.skip, request.query.limit),
  );

  app.post(
    '/users/',
    {
      onRequest: superuserOnly,
      schema: {
        tags: ['users'],
        summary: 'Create a user (superusers)',
        security,
        body: UserCreateSchema,
        response: { 200: UserPublicSchema },
      },
    },
    async (request) => {
      const { password, full_name, is_active, is_superuser, email } = request.body;
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
  );

  app.post(
    '/users/signup',
    {
      schema: {
        tags: ['users'],
        summary: 'Create an account',
        body: UserRegisterSchema,
        response: { 200: UserPublicSchema },
      },
    },
    async (request) => {
      const { email, password, full_name } = request.body;
      const user = await insertUser(app.db, {
        email,
        hashedPassword: await app.passwords.hash(password),
        fullName: full_name,
      });
      if (!user) throw new HttpError(400, serverMessages.emailTaken);
      return toUserPublic(user);
    },
  );

  app.get(
    '/users/me',
    {
      onRequest: app.authenticate,
      schema: { tags: ['users'], summary: 'The signed-in user', security, response: { 200: UserPublicSchema } },
    },
    async (request) => toUserPublic(requireUser(request)),
  );

  app.patch(
    '/users/me',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['users'],
        summary: 'Update own name or e-mail',
        security,
        body: UserUpdateMeSchema,
        response: { 200: UserPublicSchema },
      },
    },
    async (request) => {
      const me = requireUser(request);
      const changes: UserChanges = {};
      if (request.body.email !== undefined) changes.email = request.body.email;
      if (request.body.full_name !== undefined) changes.fullName = request.body.full_name;
      const updated = await updateUser(app.db, me.id, changes);
      if (updated === 'conflict') throw new HttpError(409, serverMessages.emailTakenMe);
      if (!updated) throw new HttpError(404, serverMessages.userNotFound);
      return toUserPublic(updated);
    },
  );

  app.delete(
    '/users/me',
    {
      onRequest: app.authenticate,
      schema: { tags: ['users'], summary: 'Delete own account', security, response: { 200: MessageSchema } },
    },
    async (request) => {
      const me = requireUser(request);
      if (me.isSuperuser) throw new HttpError(403, serverMessages.superuserSelfDelete);
      const deleted = await deleteUser(app.db, me.id);
      if (deleted) await removeStoredBytes(app.files, deleted.storageKeys, request.log);
      return { message: serverMessages.userDeleted };
    },
  );

  app.patch(
    '/users/me/password',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['users'],
        summary: 'Change own password',
        security,
        body: UpdatePasswordSchema,
        response: { 200: MessageSchema },
      },
    },
    async (request) => {
      const me = requireUser(request);
      const { current_password, new_password } = request.body;
      if (!(await app.passwords.verify(me.hashedPassword, current_password))) {
        throw new HttpError(400, serverMessages.incorrectPassword);
      }
      if (current_password === new_password) throw new HttpError(400, serverMessages.samePassword);
      await updateUser(app.db, me.id, { hashedPassword: await app.passwords.hash(new_password) });
      return { message: serverMessages.passwordUpdated };
    },
  );

  app.get(
    '/users/:user_id',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['users'],
        summary: 'A user by id (own id, or any id for superusers)',
        security,
        params: UserIdParamsSchema,
        response: { 200: UserPublicSchema },
      },
    },
    async (request) => {
      const me = requireUser(request);
      if (request.params.user_id === me.id) return toUserPublic(me);
      if (!me.isSuperuser) throw new HttpError(403, serverMessages.notEnoughPrivileges);
      const user = await findUserById(app.db, request.params.user_id);
      if (!user) throw new HttpError(404, serverMessages.userNotFound);
      return toUserPublic(user);
    },
  );

  app.patch(
    '/users/:user_id',
    {
      onRequest: superuserOnly,
      schema: {
        tags: ['users'],
        summary: 'Update a user (superusers)',
        security,
        params: UserIdParamsSchema,
        body: UserUpdateSchema,
        response: { 200: UserPublicSchema },
      },
    },
    async (request) => {
      const { email, password, full_name, is_active, is_superuser } = request.body;
      const changes: UserChanges = {};
      if (email !== undefined) changes.email = email;
      if (full_name !== undefined) changes.fullName = full_name;
      if (is_active !== undefined) changes.isActive = is_active;
      if (is_superuser !== undefined) changes.isSuperuser = is_superuser;
      if (password !== undefined) changes.hashedPassword = await app.passwords.hash(password);
      const updated = await updateUser(app.db, request.params.user_id, changes);
      if (updated === 'conflict') throw new HttpError(409, serverMessages.emailTakenMe);
      if (!updated) throw new HttpError(404, serverMessages.userNotFound);
      return toUserPublic(updated);
    },
  );

  app.delete(
    '/users/:user_id',
    {
      onRequest: superuserOnly,
      schema: {
        tags: ['users'],
        summary: "Delete a user and everything they own (superusers)",
        security,
        params: UserIdParamsSchema,
        response: { 200: MessageSchema },
      },
    },
    async (request) => {
      const me = requireUser(request);
      const user = await findUserById(app.db, request.params.user_id);
      if (!user) throw new HttpError(404, serverMessages.userNotFound);
      if (user.id === me.id) throw new HttpError(403, serverMessages.superuserSelfDelete);
      const deleted = await deleteUser(app.db, user.id);
      if (!deleted) throw new HttpError(404, serverMessages.userNotFound);
      await removeStoredBytes(app.files, deleted.storageKeys, request.log);
      return { message: serverMessages.userDeleted };
    },
  );
};

export default routes;
