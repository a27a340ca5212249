import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { JsonResumeAnswer } from '../src/domains/profile/json-resume';
import { createJobWorker } from '../src/infra/workers';

const IDLE_MS = 60_000;
const RESUME = JSON.stringify({ basics: { name: 'Alex Example', label: 'Platform Engineer' } });

/** The JSON Resume reader's worker: the lightest of the app's workers to start. */
function worker(onIdleStop: () => void) {
  return createJobWorker<string, JsonResumeAnswer>({
    bundled: new URL('../src/domains/profile/json-resume-worker.js', import.meta.url),
    source: new URL('../src/domains/profile/json-resume-worker.ts', import.meta.url),
    timeoutMs: 30_000,
    maxMemoryMb: 128,
    maxQueue: 1,
    name: 'test worker',
    refuse: (reason) => new Error(reason),
    idleMs: IDLE_MS,
    onIdleStop,
  });
}

// Only the worker's own timers are faked: the thread starts and answers for real.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('a job worker with an idle time', () => {
  it('stops its thread once idle that long, and starts a fresh one for the next job', async () => {
    const onIdleStop = vi.fn();
    const jobs = worker(onIdleStop);
    try {
      expect((await jobs.run(RESUME)).ok).toBe(true);
      vi.advanceTimersByTime(IDLE_MS - 1);
      expect(onIdleStop).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(onIdleStop).toHaveBeenCalledTimes(1);

      expect((await jobs.run(RESUME)).ok).toBe(true);
      vi.advanceTimersByTime(IDLE_MS);
      expect(onIdleStop).toHaveBeenCalledTimes(2);
    } finally {
      await jobs.close();
    }
  });

  it('counts the idle time from the last job: a job meanwhile keeps the thread', async () => {
    const onIdleStop = vi.fn();
    const jobs = worker(onIdleStop);
    try {
      await jobs.run(RESUME);
      vi.advanceTimersByTime(IDLE_MS - 1);
      await jobs.run(RESUME);
      vi.advanceTimersByTime(IDLE_MS - 1);
      expect(onIdleStop).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(onIdleStop).toHaveBeenCalledTimes(1);
    } finally {
      await jobs.close();
    }
  });

  it('never stops a worker that has not started, nor one that is closed', async () => {
    const onIdleStop = vi.fn();
    const jobs = worker(onIdleStop);
    vi.advanceTimersByTime(IDLE_MS * 2);
    await jobs.run(RESUME);
    await jobs.close();
    vi.advanceTimersByTime(IDLE_MS * 2);
    expect(onIdleStop).not.toHaveBeenCalled();
  });
});
