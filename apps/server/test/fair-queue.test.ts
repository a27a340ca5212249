import { describe, expect, it } from 'vitest';
import { createFairQueue } from '../src/infra/fair-queue';

class Busy extends Error {}

/** A job that runs until the test lets it finish, and says when it started. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

function queue(options: Partial<Parameters<typeof createFairQueue>[0]> = {}) {
  return createFairQueue({
    concurrency: 1,
    perOwnerRunning: 1,
    perOwnerWaiting: 8,
    maxWaiting: 32,
    busy: () => new Busy(),
    ...options,
  });
}

describe('a fair queue', () => {
  it('takes members in turns: a newcomer waits behind their own work, not everyone’s', async () => {
    const q = queue();
    const order: string[] = [];
    const gates = new Map<string, ReturnType<typeof gate>>();
    const job = (owner: string, name: string) => {
      const g = gate();
      gates.set(name, g);
      return q.run(owner, async () => {
        order.push(name);
        await g.opened;
      });
    };
    const all = [
      job('a', 'a1'),
      job('a', 'a2'),
      job('a', 'a3'),
      job('a', 'a4'),
      job('b', 'b1'),
      job('b', 'b2'),
      job('c', 'c1'),
    ];
    for (const name of ['a1', 'b1', 'c1', 'a2', 'b2', 'a3', 'a4']) {
      await new Promise((resolve) => setImmediate(resolve));
      expect(order.at(-1)).toBe(name);
      gates.get(name)!.open();
    }
    await Promise.all(all);
    expect(order).toEqual(['a1', 'b1', 'c1', 'a2', 'b2', 'a3', 'a4']);
  });

  it('runs at most a member’s share at once, leaving the rest of the slots to others', async () => {
    const q = queue({ concurrency: 2 });
    const a = gate();
    const running: string[] = [];
    const first = q.run('a', async () => {
      running.push('a1');
      await a.opened;
    });
    const second = q.run('a', async () => {
      running.push('a2');
    });
    const other = q.run('b', async () => {
      running.push('b1');
    });
    await other;
    expect(running).toEqual(['a1', 'b1']);
    a.open();
    await Promise.all([first, second]);
    expect(running).toEqual(['a1', 'b1', 'a2']);
  });

  it('refuses a member past their own waiting cap while others still get in', async () => {
    const q = queue({ perOwnerWaiting: 2 });
    const g = gate();
    const held = [1, 2, 3].map(() => q.run('a', () => g.opened));
    await expect(q.run('a', () => g.opened)).rejects.toBeInstanceOf(Busy);
    const other = q.run('b', async () => 'b');
    g.open();
    expect(await other).toBe('b');
    await Promise.all(held);
  });

  it('refuses anyone once the whole queue is full', async () => {
    const q = queue({ maxWaiting: 2 });
    const g = gate();
    const held = [
      q.run('a', () => g.opened),
      q.run('b', () => g.opened),
      q.run('c', () => g.opened),
    ];
    await expect(q.run('d', () => g.opened)).rejects.toBeInstanceOf(Busy);
    g.open();
    await Promise.all(held);
  });

  it('drops waiting work whose caller has gone, and tells running work to stop', async () => {
    const q = queue();
    const g = gate();
    const ran: string[] = [];
    let runningSignal: AbortSignal | undefined;
    const running = new AbortController();
    const first = q.run(
      'a',
      async (signal) => {
        runningSignal = signal;
        ran.push('a1');
        await g.opened;
      },
      running.signal,
    );
    const waiting = new AbortController();
    const gone = q.run('b', async () => void ran.push('b1'), waiting.signal);
    const reason = new Error('gone');
    waiting.abort(reason);
    await expect(gone).rejects.toBe(reason);
    expect(q.waiting).toBe(0);
    running.abort(reason);
    expect(runningSignal?.aborted).toBe(true);
    g.open();
    await first;
    expect(ran).toEqual(['a1']);
    // An aborted signal before the queue is reached: refused at once, nothing runs.
    await expect(q.run('c', async () => void ran.push('c1'), waiting.signal)).rejects.toBe(reason);
    expect(ran).toEqual(['a1']);
  });
});
