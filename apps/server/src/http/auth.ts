import type { Access } from '@vita/api/endpoints';
import { serverMessages } from '@vita/api/schemas';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../infra/db';
import type { UserRow } from '../infra/db/schema';
import { HttpError } from './errors';

type Guard = (request: FastifyRequest) => Promise<void>;

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller, set by the access guard; null on public endpoints. */
    currentUser: UserRow | null;
  }
  interface FastifyInstance {
    /**
     * The one onRequest hook per access level of the endpoint table: 'user' lets a valid token of
     * an existing, active user through (else 401, or 400 when inactive); 'superuser' also
     * requires the flag (else 403). Routes outside the table (a websocket) use the same guards.
     */
    accessGuards: Record<Exclude<Access, 'public'>, Guard>;
  }
}

/**
 * The token in the Authorization header: `Bearer <token>`, or the bare token on its own (clients
 * of the FastAPI template send both). Any other scheme counts as no token.
 */
export function tokenFromHeader(header: string | undefined): string | null {
  const value = header?.trim();
  if (!value) return null;
  const match = /^bearer\s+(\S+)$/i.exec(value);
  if (match?.[1]) return match[1];
  if (/^\S+$/.test(value) && value.toLowerCase() !== 'bearer') return value;
  return null;
}

export interface AuthOptions {
  /** The account of a token's subject (the accounts domain reads it); undefined when deleted. */
  loadUser(db: Database, id: string): Promise<UserRow | undefined>;
}

export default fp<AuthOptions>(
  async (app, { loadUser }) => {
    app.decorateRequest('currentUser', null);

    async function signedIn(request: FastifyRequest): Promise<UserRow> {
      const token = tokenFromHeader(request.headers.authorization);
      if (!token) {
        throw new HttpError(401, serverMessages.notAuthenticated, { 'www-authenticate': 'Bearer' });
      }
      const userId = await app.tokens.verifyAccessToken(token);
      // A token of a deleted user is as invalid as a forged one.
      const user = userId ? await loadUser(app.db, userId) : undefined;
      if (!user) {
        throw new HttpError(401, serverMessages.invalidCredentials, {
          'www-authenticate': 'Bearer',
        });
      }
      if (!user.is_active) throw new HttpError(400, serverMessages.inactiveUser);
      request.currentUser = user;
      return user;
    }

    app.decorate('accessGuards', {
      async user(request: FastifyRequest) {
        await signedIn(request);
      },
      async superuser(request: FastifyRequest) {
        const user = await signedIn(request);
        if (!user.is_superuser) throw new HttpError(403, serverMessages.notEnoughPrivileges);
      },
    });
  },
  { name: 'auth', dependencies: ['db', 'security'] },
);
