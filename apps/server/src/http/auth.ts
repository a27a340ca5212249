import type { Access } from '@vita/api/endpoints';
import { serverMessages } from '@vita/api/schemas';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../infra/db';
import type { UserRow } from '../infra/db/schema';
import { createRateLimiter, type RateLimiter } from '../infra/security/rate-limits';
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
     * an existing, active user's current session through (else 401, or 400 when inactive);
     * 'superuser' also requires the flag (else 403). Routes outside the table (a websocket) use the same guards.
     */
    accessGuards: Record<Exclude<Access, 'public'>, Guard>;
    /**
     * The signed-in, active user a token stands for, by the same rules as the 'user' guard;
     * throws the guard's HttpError otherwise. For callers that carry the token elsewhere than in
     * the Authorization header (the chat socket's query).
     */
    userFromToken(token: string | null): Promise<UserRow>;
    /**
     * Runs after an access guard on every signed-in change (POST, PUT, PATCH, DELETE): at most
     * WRITES_PER_MINUTE per user, else 429, so one account cannot flood the database or the disk.
     */
    writeLimit: Guard;
    /**
     * Counts one change of the user against WRITES_PER_MINUTE; answers 0 when it is allowed, else
     * the seconds to wait. The same counter as writeLimit's, for changes that arrive elsewhere
     * than over HTTP (a question on the chat socket).
     */
    countWrite(userId: string): Promise<number>;
    /** Counters shared by every limit of the app (sign-ins, recovery e-mails, writes). */
    rateLimits: RateLimiter;
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

    async function userFromToken(token: string | null): Promise<UserRow> {
      if (!token) {
        throw new HttpError(401, serverMessages.notAuthenticated, { 'www-authenticate': 'Bearer' });
      }
      const claims = await app.tokens.verifyAccessToken(token);
      // A token of a deleted user, or one issued before the user's sessions were ended (a new
      // password, a deactivation, "sign out of all other sessions"), is as invalid as a forged one.
      const user = claims ? await loadUser(app.db, claims.userId) : undefined;
      if (!user || user.session_version !== claims?.sessionVersion) {
        throw new HttpError(401, serverMessages.invalidCredentials, {
          'www-authenticate': 'Bearer',
        });
      }
      if (!user.is_active) throw new HttpError(400, serverMessages.inactiveUser);
      return user;
    }
    app.decorate('userFromToken', userFromToken);

    async function signedIn(request: FastifyRequest): Promise<UserRow> {
      const user = await userFromToken(tokenFromHeader(request.headers.authorization));
      request.currentUser = user;
      return user;
    }

    const rateLimits = createRateLimiter(app.db);
    app.decorate('rateLimits', rateLimits);
    const writeRule = { limit: app.settings.writesPerMinute, windowSeconds: 60 };
    const countWrite = (userId: string) => rateLimits.hit(`writes:${userId}`, writeRule);
    app.decorate('countWrite', countWrite);
    app.decorate('writeLimit', async (request: FastifyRequest) => {
      const user = request.currentUser;
      if (!user) return;
      const wait = await countWrite(user.id);
      if (wait > 0) {
        throw new HttpError(429, serverMessages.tooManyRequests, { 'retry-after': String(wait) });
      }
    });

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
