import { eq, lt, sql, type SQL } from 'drizzle-orm';
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
  /**
   * Counts one attempt like `hit`, and holds it as under way until `endAttempt`: a right password
   * forgets the key's count only when no other attempt of the key is under way (a burst of
   * guesses holding one right password is no person mistyping, and is not forgiven mid-way).
   */
  attempt(key: string, rule: RateRule): Promise<number>;
  /** Ends an attempt: `right`, `wrong`, or `unchecked` (taken back: the password was not checked). */
  endAttempt(key: string, outcome: 'right' | 'wrong' | 'unchecked'): Promise<void>;
  /** Takes back one hit (the outcome turned out not to count, e.g. a right password). */
  undo(key: string): Promise<void>;
  /** Forgets the key (a success that ends the need to limit it). */
  clear(key: string): Promise<void>;
  /**
   * Takes a place for one check of the key when its failures and the checks under way are below
   * the rule, in one statement. Answers `true` for a place, a number of seconds to wait when the
   * failures alone reached the rule, or `false` when only checks under way fill it (they may all
   * turn out right: wait for one to end, see `settled`).
   */
  reserve(key: string, rule: RateRule): Promise<true | false | number>;
  /** Gives a place back; a `failure` is counted in the key's window. */
  settle(key: string, rule: RateRule, outcome: 'failure' | 'released'): Promise<void>;
  /** Resolves when a check of the key settles here, or after `ms` (another instance's checks). */
  settled(key: string, ms: number): Promise<void>;
}

/** Expired windows are swept at most this often, by whichever hit comes first. */
const SWEEP_INTERVAL_MS = 60_000;

/**
 * A place held for a check ends this long after the latest place taken, in case the process
 * holding it stopped: far longer than a password check, even one waiting for the hashing pool.
 */
const PENDING_SECONDS = 60;

/** Fixed-window counters in the database (see the `rate_limits` table). */
export function createRateLimiter(db: Database): RateLimiter {
  let nextSweep = 0;
  /** Requests of this process waiting for a place, per key, woken when a check settles. */
  const waiting = new Map<string, Set<() => void>>();

  function wake(key: string, all: boolean) {
    const wakers = waiting.get(key);
    if (!wakers) return;
    for (const wakeOne of wakers) {
      wakeOne();
      if (!all) return;
    }
  }

  const timestamp = (ms: number) => sql`${new Date(ms).toISOString()}::timestamptz`;
  /** The key's failures and places as of `at`: an ended window or place counts 0. */
  const live = (at: SQL) => ({
    failures: sql`(case when ${rateLimits.window_ends_at} <= ${at} then 0 else ${rateLimits.count} end)`,
    pending: sql`(case when ${rateLimits.pending_until} is null or ${rateLimits.pending_until} <= ${at} then 0 else ${rateLimits.pending} end)`,
  });

  async function sweep(now: number) {
    if (now < nextSweep) return;
    nextSweep = now + SWEEP_INTERVAL_MS;
    await db.delete(rateLimits).where(lt(rateLimits.window_ends_at, new Date(now)));
  }

  async function count(key: string, rule: RateRule, inFlight: boolean): Promise<number> {
    const now = Date.now();
    const at = sql`${new Date(now).toISOString()}::timestamptz`;
    const windowEnd = new Date(now + rule.windowSeconds * 1000);
    const expired = sql`${rateLimits.window_ends_at} <= ${at}`;
    const newCount = sql`(case when ${expired} then 1 else ${rateLimits.count} + 1 end)`;
    const pendingUntil = new Date(now + PENDING_SECONDS * 1000);
    // One statement: concurrent hits on any number of instances all count.
    const [row] = await db
      .insert(rateLimits)
      .values({
        key,
        count: 1,
        window_ends_at: windowEnd,
        ...(inFlight ? { pending: 1, pending_until: pendingUntil } : {}),
      })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          count: sql`${newCount}`,
          window_ends_at: sql`case when ${expired} then ${sql`${windowEnd.toISOString()}::timestamptz`} else ${rateLimits.window_ends_at} end`,
          ...(inFlight
            ? {
                // Only an attempt within the rule goes on to be checked.
                pending: sql`${live(at).pending} + (case when ${newCount} <= ${rule.limit} then 1 else 0 end)`,
                pending_until: sql`case when ${newCount} <= ${rule.limit} then ${timestamp(pendingUntil.getTime())} else ${rateLimits.pending_until} end`,
              }
            : {}),
        },
      })
      .returning({ count: rateLimits.count, window_ends_at: rateLimits.window_ends_at });
    await sweep(now);
    if (!row || row.count <= rule.limit) return 0;
    return Math.max(1, Math.ceil((row.window_ends_at.getTime() - now) / 1000));
  }

  return {
    hit: (key, rule) => count(key, rule, false),
    attempt: (key, rule) => count(key, rule, true),
    async endAttempt(key, outcome) {
      const at = timestamp(Date.now());
      const { pending } = live(at);
      const others = sql`${pending} > 1`;
      await db
        .update(rateLimits)
        .set({
          count:
            outcome === 'right'
              ? sql`case when ${others} then ${rateLimits.count} else 0 end`
              : outcome === 'unchecked'
                ? sql`greatest(${rateLimits.count} - 1, 0)`
                : rateLimits.count,
          pending: sql`greatest(${pending} - 1, 0)`,
        })
        .where(eq(rateLimits.key, key));
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
    async reserve(key, rule) {
      const now = Date.now();
      const at = timestamp(now);
      const current = live(at);
      const windowEnd = timestamp(now + rule.windowSeconds * 1000);
      // One statement that updates only when a place is free: checks started at once on any
      // number of instances never hold more places than the rule has.
      const taken = await db
        .insert(rateLimits)
        .values({
          key,
          count: 0,
          window_ends_at: new Date(now + rule.windowSeconds * 1000),
          pending: 1,
          pending_until: new Date(now + PENDING_SECONDS * 1000),
        })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: {
            count: current.failures,
            window_ends_at: sql`case when ${rateLimits.window_ends_at} <= ${at} then ${windowEnd} else ${rateLimits.window_ends_at} end`,
            pending: sql`${current.pending} + 1`,
            pending_until: timestamp(now + PENDING_SECONDS * 1000),
          },
          setWhere: sql`${current.failures} + ${current.pending} < ${rule.limit}`,
        })
        .returning({ key: rateLimits.key });
      await sweep(now);
      if (taken.length > 0) return true;
      const [row] = await db
        .select({ failures: current.failures, ends: rateLimits.window_ends_at })
        .from(rateLimits)
        .where(eq(rateLimits.key, key));
      if (!row || Number(row.failures) < rule.limit) return false;
      return Math.max(1, Math.ceil((row.ends.getTime() - now) / 1000));
    },
    async settle(key, rule, outcome) {
      const now = Date.now();
      const at = timestamp(now);
      const expired = sql`${rateLimits.window_ends_at} <= ${at}`;
      const failures =
        outcome === 'failure'
          ? sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`
          : sql`case when ${expired} then 0 else ${rateLimits.count} end`;
      await db
        .update(rateLimits)
        .set({
          count: failures,
          window_ends_at: sql`case when ${expired} then ${timestamp(now + rule.windowSeconds * 1000)} else ${rateLimits.window_ends_at} end`,
          pending: sql`greatest(${rateLimits.pending} - 1, 0)`,
        })
        .where(eq(rateLimits.key, key));
      // A released place is one more for one waiting check; a failure may have reached the
      // limit, which every waiting check must hear.
      wake(key, outcome === 'failure');
    },
    settled(key, ms) {
      return new Promise<void>((resolve) => {
        const wakers = waiting.get(key) ?? new Set();
        waiting.set(key, wakers);
        const done = () => {
          clearTimeout(timer);
          wakers.delete(done);
          if (wakers.size === 0 && waiting.get(key) === wakers) waiting.delete(key);
          resolve();
        };
        const timer = setTimeout(done, ms);
        wakers.add(done);
      });
    },
  };
}
