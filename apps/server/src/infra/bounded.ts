import pLimit from 'p-limit';

/**
 * Runs work at most `concurrency` at a time, and refuses at once (rejecting with `busy()`) when
 * `queueLimit` calls already wait: a flood waits its turn up to a point, then is told to come
 * back, instead of piling up memory or holding everyone else up.
 */
export function boundedQueue(concurrency: number, queueLimit: number, busy: () => Error) {
  const limit = pLimit(concurrency);
  return <T>(work: () => Promise<T>): Promise<T> => {
    if (limit.activeCount >= concurrency && limit.pendingCount >= queueLimit) {
      return Promise.reject(busy());
    }
    return limit(work);
  };
}
