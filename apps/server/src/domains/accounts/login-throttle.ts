import { eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../../infra/db';
import { loginFailures } from '../../infra/db/schema';

export interface LoginThrottle {
  /** Seconds until the key may try again, or 0 when it is not blocked. */
  retryAfter(key: string): Promise<number>;
  recordFailure(key: string): Promise<void>;
  clear(key: string): Promise<void>;
}

/**
 * Counts failed sign-ins per key in a fixed window. Only failures count, so a suite that signs in
 * correctly a thousand times is never blocked, while guessing passwords is.
 */
export function createLoginThrottle(
  db: Database,
  options: { maxFailures: number; windowSeconds: number },
): LoginThrottle {
  const windowMs = options.windowSeconds * 1000;
  return {
    async retryAfter(key) {
      const [row] = await db
        .select()
        .from(loginFailures)
        .where(eq(loginFailures.key, key))
        .limit(1);
      if (!row || row.count < options.maxFailures) return 0;
      const remaining = row.window_started_at.getTime() + windowMs - Date.now();
      return remaining > 0 ? Math.ceil(remaining / 1000) : 0;
    },
    async recordFailure(key) {
      const now = new Date();
      const windowStart = new Date(now.getTime() - windowMs);
      // One statement, so concurrent failures on many instances all count.
      const since = sql`${windowStart.toISOString()}::timestamptz`;
      const at = sql`${now.toISOString()}::timestamptz`;
      await db
        .insert(loginFailures)
        .values({ key, count: 1, window_started_at: now })
        .onConflictDoUpdate({
          target: loginFailures.key,
          set: {
            count: sql`case when ${loginFailures.window_started_at} < ${since} then 1 else ${loginFailures.count} + 1 end`,
            window_started_at: sql`case when ${loginFailures.window_started_at} < ${since} then ${at} else ${loginFailures.window_started_at} end`,
          },
        });
      await db.delete(loginFailures).where(lt(loginFailures.window_started_at, windowStart));
    },
    async clear(key) {
      await db.delete(loginFailures).where(eq(loginFailures.key, key));
    },
  };
}
