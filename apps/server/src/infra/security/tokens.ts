import { createHash } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';

const ACCESS_SCOPE = 'access';
/** User ids are UUIDs; any other subject could only reach the database as a query error. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const RESET_SCOPE = 'password_reset';

export interface TokenService {
  createAccessToken(userId: string): Promise<string>;
  /** The user id of a valid access token, or null. */
  verifyAccessToken(token: string): Promise<string | null>;
  createResetToken(userId: string, hashedPassword: string): Promise<string>;
  /** The user id and password fingerprint of a valid reset token, or null. */
  verifyResetToken(token: string): Promise<{ userId: string; passwordFingerprint: string } | null>;
}

/**
 * A short digest of the stored hash. A reset token carries it, and the reset compares it with the
 * current hash: once the password changes, every earlier reset token stops working.
 */
export function passwordFingerprint(hashedPassword: string): string {
  return createHash('sha256').update(hashedPassword).digest('base64url').slice(0, 22);
}

export function createTokenService(options: {
  secretKey: string;
  accessTokenExpireMinutes: number;
  resetTokenExpireHours: number;
}): TokenService {
  const key = new TextEncoder().encode(options.secretKey);

  async function sign(claims: Record<string, string>, subject: string, expiresInSeconds: number) {
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(subject)
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + expiresInSeconds)
      .sign(key);
  }

  async function read(token: string, scope: string) {
    try {
      // Pinning the algorithm rejects `alg: none` and any algorithm confusion.
      const { payload } = await jwtVerify(token, key, {
        algorithms: ['HS256'],
        requiredClaims: ['sub', 'exp'],
      });
      if (payload.scope !== scope || typeof payload.sub !== 'string' || !UUID.test(payload.sub)) {
        return null;
      }
      return payload;
    } catch (error) {
      if (error instanceof errors.JOSEError || error instanceof TypeError) return null;
      throw error;
    }
  }

  return {
    createAccessToken: (userId) =>
      sign({ scope: ACCESS_SCOPE }, userId, options.accessTokenExpireMinutes * 60),
    async verifyAccessToken(token) {
      const payload = await read(token, ACCESS_SCOPE);
      return payload?.sub ?? null;
    },
    createResetToken: (userId, hashedPassword) =>
      sign(
        { scope: RESET_SCOPE, pwd: passwordFingerprint(hashedPassword) },
        userId,
        options.resetTokenExpireHours * 3600,
      ),
    async verifyResetToken(token) {
      const payload = await read(token, RESET_SCOPE);
      if (!payload?.sub || typeof payload.pwd !== 'string') return null;
      return { userId: payload.sub, passwordFingerprint: payload.pwd };
    },
  };
}
