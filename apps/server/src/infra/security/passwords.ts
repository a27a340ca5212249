import { hash, verify, type Algorithm, type Options } from '@node-rs/argon2';
import { boundedQueue } from '../bounded';

/** @node-rs/argon2's Algorithm is an ambient const enum, which isolatedModules cannot read. */
const ARGON2ID = 2 as Algorithm;

/** OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane. */
const STANDARD_COST: Options = {
  algorithm: ARGON2ID,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};
/** Only for test suites (refused in production by the settings): hashing then takes well under 1 ms. */
const LOW_COST: Options = { algorithm: ARGON2ID, memoryCost: 1_024, timeCost: 1, parallelism: 1 };

export type HashCost = 'standard' | 'low';

/** Thrown when more hashes wait than the pool's queue holds; the caller answers 503. */
export class HashingBusyError extends Error {
  constructor() {
    super('Too many password checks are waiting');
    this.name = 'HashingBusyError';
  }
}

export interface HashingPool {
  /** Hashes running at once. argon2 runs on libuv's threads, which file I/O shares (4 by default). */
  concurrency: number;
  /** Hashes allowed to wait; one more is refused at once rather than queued for ever. */
  queueLimit: number;
}

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(hashed: string, password: string): Promise<boolean>;
  /** Spends the time of a real verification, so an unknown e-mail answers as slowly as a known one. */
  verifyDummy(password: string): Promise<void>;
}

/**
 * argon2id behind a bounded pool: a flood of sign-ins (each costs ~19 MiB and tens of ms) waits
 * its turn on a few threads instead of taking every libuv thread from file uploads and downloads,
 * and beyond the queue it is refused instead of piling up memory.
 */
export function createPasswordHasher(cost: HashCost, pool: HashingPool): PasswordHasher {
  const options = cost === 'low' ? LOW_COST : STANDARD_COST;
  const bounded = boundedQueue(pool.concurrency, pool.queueLimit, () => new HashingBusyError());
  let dummy: Promise<string> | undefined;

  async function check(hashed: string, password: string) {
    try {
      return await bounded(() => verify(hashed, password));
    } catch (error) {
      if (error instanceof HashingBusyError) throw error;
      // A malformed stored hash cannot match anything.
      return false;
    }
  }

  return {
    hash: (password) => bounded(() => hash(password, options)),
    verify: check,
    async verifyDummy(password) {
      dummy ??= hash('dummy password for timing', options);
      await check(await dummy, password);
    },
  };
}
