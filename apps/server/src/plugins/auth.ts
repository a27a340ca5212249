import { serverMessages } from '@vita/api/schemas';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { UserRow } from '../db/schema';
import { HttpError } from '../http-error';
import { findUserById } from '../services/users';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `app.authenticate`; null on routes that do not require a user. */
    currentUser: UserRow | null;
  }
  interface FastifyInstance {
    /** onRequest hook: a valid token of an existing, active user, or 401/400. */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** onRequest hook, after authenticate: superusers only, or 403. */
    requireSuperuser: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

/**
 * The token in the Authorization header: `Bearer <token>`, or the bare token on its own (SPEC §6
 * lists both readings). Any other scheme counts as no token.
 */
export function tokenFromHeader(header: string | undefined): string | null {
  const value = header?.trim();
  if (!value) return null;
  const match = /^bearer\s+(\S+)$/i.exec(value);
  if (match?.[1]) return match[1];
  if (/^\S+$/.test(value) && value.toLowerCase() !== 'bearer') return value;
  return null;
}

/** The signed-in user of a request that went through `app.authenticate`. */
export function requireUser(request: FastifyRequest): UserRow {
  if (!request.currentUser) throw new Error('Route used requireUser without the authenticate hook');
  return request.currentUser;
}

export default fp(
  async (app) => {
    app.decorateRequest('currentUser', null);

    app.decorate('authenticate', async (request: FastifyRequest) => {
      const token = tokenFromHeader(request.headers.authorization);
      if (!token) {
        throw new HttpError(401, serverMessages.notAuthenticated, { 'www-authenticate': 'Bearer' });
      }
      const userId = await app.tokens.verifyAccessToken(token);
      // A token of a deleted user is as invalid as a forged one.
      const user = userId ? await findUserById(app.db, userId) : undefined;
      if (!user) {
        throw new HttpError(401, serverMessages.invalidCredentials, { 'www-authenticate': 'Bearer' });
      }
      if (!user.isActive) throw new HttpError(400, serverMessages.inactiveUser);
      request.currentUser = user;
    });

    app.decorate('requireSuperuser', async (request: FastifyRequest) => {
      if (!requireUser(request).isSuperuser) throw new HttpError(403, serverMessages.notEnoughPrivileges);
    });
  },
  { name: 'auth', dependencies: ['db', 'security'] },
);
