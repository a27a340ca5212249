import { createHash } from 'node:crypto';
import { errors, jwtVerify, SignJWT, type JWTPayload } from 'jose';
import { LRUCache } from 'lru-cache';

const ACCESS_SCOPE = 'access';
/** User ids are UUIDs; any other subject could only reach the database as a query error. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const RESET_SCOPE = 'password_reset';
/** Signed tokens remembered as checked; a few MB at most, however many clients there are. */
const VERIFIED_TOKENS_CACHED = 10_000;

/** Whom a token was issued to, and under which of their session versions. */
export interface AccessClaims {
  userId: string;
  sessionVersion: number;
}

/** What a reset link is bound to: it stops working once any of these changes. */
export interface ResetBinding {
  id: string;
  email: string;
  hashed_password: string;
}

export interface TokenService {
  createAccessToken(claims: AccessClaims): Promise<string>;
  /** The claims of a valid access token, or null. */
  verifyAccessToken(token: string): Promise<AccessClaims | null>;
  createResetToken(user: ResetBinding): Promise<string>;
  /** The user id and password fingerprint of a valid reset token, or null. */
  verifyResetToken(token: string): Promise<{ userId: string; fingerprint: string } | null>;
}

/**
 * A short digest of the stored hash and the e-mail. A reset token carries it, and the reset
 * compares it with the account as it is now: once the password or the e-mail changes, every
 * earlier reset link stops working (a link sent to an old address must not outlive the change).
 */
export function resetFingerprint(user: Omit<ResetBinding, 'id'>): string {
  return createHash('sha256')
    .update(`${user.hashed_password}\n${user.email.toLowerCase()}`)
    .digest('base64url')
    .slice(0, 22);
}

export function createTokenService(options: {
  secretKey: string;
  accessTokenExpireMinutes: number;
  resetTokenExpireHours: number;
}): TokenService {
  // Imported once: given raw bytes, jose would import the key again on every token check.
  const key = crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(options.secretKey),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
  /**
   * Tokens whose signature was already checked, until they expire. A client sends the same token
   * with every request; checking its HMAC once is enough (the key is in this process, and the
   * cache is keyed by the whole token, signature included). Whether its user and session are
   * still current is checked on every request all the same.
   */
  const verified = new LRUCache<string, JWTPayload>({ max: VERIFIED_TOKENS_CACHED });

  async function sign(
    claims: Record<string, string | number>,
    subject: string,
    expiresInSeconds: number,
  ) {
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(subject)
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + expiresInSeconds)
      .sign(await key);
  }

  async function verify(token: string): Promise<JWTPayload | null> {
    const known = verified.get(token);
    if (known) {
      if ((known.exp ?? 0) * 1000 > Date.now()) return known;
      verified.delete(token);
      return null;
    }
    try {
      // Pinning the algorithm rejects `alg: none` and any algorithm confusion.
      const { payload } = await jwtVerify(token, await key, {
        algorithms: ['HS256'],
        requiredClaims: ['sub', 'exp'],
      });
      verified.set(token, payload);
      return payload;
    } catch (error) {
      if (error instanceof errors.JOSEError || error instanceof TypeError) return null;
      throw error;
    }
  }

  async function read(token: string, scope: string) {
    const payload = await verify(token);
    if (payload?.scope !== scope || typeof payload.sub !== 'string' || !UUID.test(payload.sub)) {
      return null;
    }
    return payload;
  }

  return {
    createAccessToken: ({ userId, sessionVersion }) =>
      sign(
        { scope: ACCESS_SCOPE, ver: sessionVersion },
        userId,
        options.accessTokenExpireMinutes * 60,
      ),
    async verifyAccessToken(token) {
      const payload = await read(token, ACCESS_SCOPE);
      const version = payload?.ver;
      // A token without a version predates ended sessions and cannot be checked against them.
      if (!payload?.sub || typeof version !== 'number' || !Number.isSafeInteger(version)) {
        return null;
      }
      return { userId: payload.sub, sessionVersion: version };
    },
    createResetToken: (user) =>
      sign(
        { scope: RESET_SCOPE, pwd: resetFingerprint(user) },
        user.id,
        options.resetTokenExpireHours * 3600,
      ),
    async verifyResetToken(token) {
      const payload = await read(token, RESET_SCOPE);
      if (!payload?.sub || typeof payload.pwd !== 'string') return null;
      return { userId: payload.sub, fingerprint: payload.pwd };
    },
  };
}
