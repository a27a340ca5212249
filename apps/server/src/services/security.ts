import { createHash } from 'node:crypto';
import { hash, verify, type Algorithm, type Options } from '@node-rs/argon2';
import { errors, jwtVerify, SignJWT } from 'jose';

/** @node-rs/argon2's Algorithm is an ambient const enum, which isolatedModules cannot read. */
const ARGON2ID = 2 as Algorithm;

/** OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane. */
const STANDARD_COST: Options = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };
/** Only for test suites (refused in production by the settings): hashing then takes well under 1 ms. */
const LOW_COST: Options = { algorithm: ARGON2ID, memoryCost: 1_024, timeCost: 1, parallelism: 1 };

export type HashCost = 'standard' | 'low';

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(hashed: string, password: string): Promise<boolean>;
  /** Spends the time of a real verification, so an unknown e-mail answers as slowly as a known one. */
  verifyDummy(password: string): Promise<void>;
}

export function createPasswordHasher(cost: HashCost): PasswordHasher {
  const options = cost === 'low' ? LOW_COST : STANDARD_COST;
  let dummy: Promise<string> | undefined;
  return {
    hash: (password) => hash(password, options),
    async verify(hashed, password) {
      try {
        return await verify(hashed, password);
      } catch {
        return false;
      }
    },
    async verifyDummy(password) {
      dummy ??= hash('dummy password for timing', options);
      await verify(await dummy, password).catch(() => false);
    },
  };
}

const ACCESS_SCOPE = 'access';
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
      const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], requiredClaims: ['sub', 'exp'] });
      if (payload.scope !== scope || typeof payload.sub !== 'string') return null;
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
