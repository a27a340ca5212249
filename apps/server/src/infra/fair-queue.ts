/**
 * Work shared by every member (reading CVs, printing them) taken in turns: each member's work
 * waits behind their own, not behind everyone's. Members with work waiting are served round
 * robin, one job each per turn; a member runs at most `perOwnerRunning` jobs at once and has at
 * most `perOwnerWaiting` waiting, and the whole queue holds at most `maxWaiting`. Beyond any of
 * them a job is refused at once with `busy()`, instead of piling up or holding everyone up.
 * The next job is the waiting one of the member served longest ago, so a member who just came
 * goes before one who has had a turn.
 *
 * Work whose caller has gone (its signal aborted) is taken out of the queue, and a running job
 * is handed a signal that aborts with the caller's, so that it can stop if it is able to.
 */
export interface FairQueueOptions {
  /** Jobs running at once, all members together. */
  concurrency: number;
  /** Jobs one member may have running at once. */
  perOwnerRunning: number;
  /** Jobs one member may have waiting. */
  perOwnerWaiting: number;
  /** Jobs waiting, all members together. */
  maxWaiting: number;
  /** The error a job refused for the load rejects with. */
  busy: () => Error;
}

export interface FairQueue {
  /**
   * Runs `work` on `owner`'s turn. Rejects with the signal's reason when the signal aborts
   * before the work starts; once started, `work` gets a signal that aborts with it.
   */
  run<T>(
    owner: string,
    work: (signal: AbortSignal) => Promise<T>,
    signal?: AbortSignal,
  ): Promise<T>;
  /** Jobs waiting, all members together (for tests and logs). */
  readonly waiting: number;
}

interface Waiting {
  start: () => void;
  drop: () => void;
}

interface Member {
  running: number;
  waiting: Waiting[];
  /** When this member was last served (a count of jobs started); 0 for a newcomer. */
  served: number;
}

export function createFairQueue(options: FairQueueOptions): FairQueue {
  const { concurrency, perOwnerRunning, perOwnerWaiting, maxWaiting, busy } = options;
  /** Members with work running or waiting. */
  const members = new Map<string, Member>();
  let running = 0;
  let waiting = 0;
  let started = 0;

  function pump() {
    while (running < concurrency) {
      // The member served longest ago (a newcomer first) among those who may start a job.
      let chosen: Member | undefined;
      for (const member of members.values()) {
        if (member.waiting.length === 0 || member.running >= perOwnerRunning) continue;
        if (!chosen || member.served < chosen.served) chosen = member;
      }
      if (!chosen) return;
      started += 1;
      chosen.served = started;
      const next = chosen.waiting.shift()!;
      waiting -= 1;
      next.start();
    }
  }

  function settle(owner: string, member: Member) {
    if (member.running === 0 && member.waiting.length === 0 && members.get(owner) === member) {
      members.delete(owner);
    }
  }

  return {
    get waiting() {
      return waiting;
    },
    run<T>(owner: string, work: (signal: AbortSignal) => Promise<T>, signal?: AbortSignal) {
      if (signal?.aborted) return Promise.reject(signal.reason as Error);
      let member = members.get(owner);
      const mustWait =
        running >= concurrency || (member !== undefined && member.running >= perOwnerRunning);
      if (mustWait && (waiting >= maxWaiting || (member?.waiting.length ?? 0) >= perOwnerWaiting)) {
        return Promise.reject(busy());
      }
      if (!member) {
        member = { running: 0, waiting: [], served: 0 };
        members.set(owner, member);
      }
      const own = member;
      return new Promise<T>((resolve, reject) => {
        const entry: Waiting = {
          start() {
            signal?.removeEventListener('abort', entry.drop);
            own.running += 1;
            running += 1;
            const controller = new AbortController();
            const abort = () => controller.abort(signal?.reason);
            signal?.addEventListener('abort', abort, { once: true });
            void (async () => {
              try {
                resolve(await work(controller.signal));
              } catch (error) {
                reject(error as Error);
              } finally {
                signal?.removeEventListener('abort', abort);
                own.running -= 1;
                running -= 1;
                settle(owner, own);
                pump();
              }
            })();
          },
          drop() {
            const index = own.waiting.indexOf(entry);
            if (index < 0) return;
            own.waiting.splice(index, 1);
            waiting -= 1;
            settle(owner, own);
            reject(signal?.reason as Error);
          },
        };
        own.waiting.push(entry);
        waiting += 1;
        signal?.addEventListener('abort', entry.drop, { once: true });
        pump();
      });
    },
  };
}

/** The error a job rejects with when its caller has gone before or while it ran. */
export function isAbort(error: unknown, signal: AbortSignal | undefined): boolean {
  return signal?.aborted === true && error === signal.reason;
}
