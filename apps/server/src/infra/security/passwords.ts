import { hash, verify, type Algorithm, type Options } from '@node-rs/argon2';

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
