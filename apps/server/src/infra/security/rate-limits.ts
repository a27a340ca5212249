import { eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../db';
import { rateLimits } from '../db/schema';

/** At most `limit` hits per key within a fixed window of `windowSeconds`. */
export interface RateRule {
  limit: number;
  windowSeconds: number;
}

export interface RateLimiter {
  /**
   * Counts one hit for the key, before the work it guards, so parallel requests cannot slip
   * through between a check and a count. Answers 0 while the key is within its rule, else the
   * seconds until its window ends.
   */
  hit(key: string, rule: RateRule): Promise<number>;
  /** Takes back one hit (the outcome turned out not to count, e.g. a right password). */
  undo(key: string): Promise<void>;
  /** Forgets the key (a success that ends the need to limit it). */
  clear(key: string): Promise<void>;
}

/** Expired windows are swept at most this often, by whichever hit comes first. */
const SWEEP_INTERVAL_MS = 60_000;

/** Fixed-window counters in the database (see the `rate_limits` table). */
export function createRateLimiter(db: Database): RateLimiter {
  let nextSweep = 0;

  async function sweep(now: number) {
    if (now < nextSweep) return;
    nextSweep = now + SWEEP_INTERVAL_MS;
    await db.delete(rateLimits).where(lt(rateLimits.window_ends_at, new Date(now)));
  }

  return {
    async hit(key, rule) {
      const now = Date.now();
      const at = sql`${new Date(now).toISOString()}::timestamptz`;
      const windowEnd = new Date(now + rule.windowSeconds * 1000);
      const expired = sql`${rateLimits.window_ends_at} <= ${at}`;
      // One statement: concurrent hits on any number of instances all count.
      const [row] = await db
        .insert(rateLimits)
        .values({ key, count: 1, window_ends_at: windowEnd })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: {
            count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
            window_ends_at: sql`case when ${expired} then ${sql`${windowEnd.toISOString()}::timestamptz`} else ${rateLimits.window_ends_at} end`,
          },
        })
        .returning({ count: rateLimits.count, window_ends_at: rateLimits.window_ends_at });
      await sweep(now);
      if (!row || row.count <= rule.limit) return 0;
      return Math.max(1, Math.ceil((row.window_ends_at.getTime() - now) / 1000));
    },
    async undo(key) {
      await db
        .update(rateLimits)
        .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
        .where(eq(rateLimits.key, key));
    },
    async clear(key) {
      await db.delete(rateLimits).where(eq(rateLimits.key, key));
    },
  };
}
