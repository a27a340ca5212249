import { describe, expect, it } from 'vitest';
import { createPasswordHasher, HashingBusyError } from '../src/infra/security/passwords';

describe('the password hashing pool', () => {
  it('runs at most `concurrency` hashes, queues up to the limit, and refuses the rest at once', async () => {
    const hasher = createPasswordHasher('low', { concurrency: 1, queueLimit: 2 });
    const settled = await Promise.allSettled(
      Array.from({ length: 5 }, (_, i) => hasher.hash(`password-${i}`)),
    );
    expect(settled.map((result) => result.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'fulfilled',
      'rejected',
      'rejected',
    ]);
    for (const result of settled.slice(3)) {
      expect((result as PromiseRejectedResult).reason).toBeInstanceOf(HashingBusyError);
    }
    // Once the queue has drained, new work is taken again.
    const hashed = await hasher.hash('after-the-burst');
    expect(await hasher.verify(hashed, 'after-the-burst')).toBe(true);
  });

  it('a full queue is an answer to give (503), never a wrong-password result', async () => {
    const hasher = createPasswordHasher('low', { concurrency: 1, queueLimit: 0 });
    const hashed = await hasher.hash('first-one-runs');
    const [running, refused] = await Promise.allSettled([
      hasher.verify(hashed, 'first-one-runs'),
      hasher.verify(hashed, 'first-one-runs'),
    ]);
    expect(running).toEqual({ status: 'fulfilled', value: true });
    expect((refused as PromiseRejectedResult).reason).toBeInstanceOf(HashingBusyError);
  });

  it('a malformed stored hash matches nothing', async () => {
    const hasher = createPasswordHasher('low', { concurrency: 2, queueLimit: 4 });
    expect(await hasher.verify('not-a-hash', 'anything')).toBe(false);
  });
});
