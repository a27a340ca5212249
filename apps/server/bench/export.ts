/**
 * CV export benchmark: how long the renderer takes per template once warm (median and p95 of
 * BENCH_EXPORT_ROUNDS renders of a two-to-three-page CV, each a little different so Typst cannot
 * reuse the previous layout whole), how long a cold start takes, and whether the server's event
 * loop stays free while 20 exports run at once (its delay measured with monitorEventLoopDelay,
 * and a 5 ms timer's lateness as the "other task"). For contrast, the same compile run on the
 * main thread shows the stall the worker thread avoids. Prints Markdown tables.
 *
 * Env: BENCH_EXPORT_ROUNDS (30), BENCH_EXPORT_CONCURRENT (20).
 */
import { loadavg } from 'node:os';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { createCvRenderer, CV_TEMPLATES, toCvDocument, type CvDocument } from '../src/infra/export';
import { createTypstEngine } from '../src/infra/export/typst-engine';
import { richCv, richProfile, richUser } from '../test/export-fixtures';

const ROUNDS = Number(process.env.BENCH_EXPORT_ROUNDS ?? 30);
const CONCURRENT = Number(process.env.BENCH_EXPORT_CONCURRENT ?? 20);

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length
    ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!
    : 0;
};
const ms = (n: number) => `${n.toFixed(1)} ms`;

const base = toCvDocument(richProfile(), richUser, richCv);
/** A CV of its own for each render: a different title and summary, as two users' CVs differ. */
const variant = (n: number): CvDocument => ({
  ...base,
  title: `${base.title} (${n})`,
  summary: `${base.summary} Version ${n}.`,
});

/**
 * Runs `work` while watching the event loop: its delay as monitorEventLoopDelay samples it, and
 * the longest gap between two ticks of a 5 ms timer beyond those 5 ms (a blocked loop takes no
 * samples, so the timer is what catches a long stall).
 */
async function watched<T>(work: () => Promise<T>) {
  const delay = monitorEventLoopDelay({ resolution: 5 });
  let last = performance.now();
  let stall = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    stall = Math.max(stall, now - last - 5);
    last = now;
  }, 5);
  delay.enable();
  const started = performance.now();
  const result = await work();
  const finished = performance.now();
  stall = Math.max(stall, finished - last - 5);
  delay.disable();
  clearInterval(timer);
  // The histogram is in nanoseconds and counts the 5 ms it waits between samples.
  const sampled = (ns: number) => Math.max(0, ns / 1e6 - 5);
  return {
    result,
    wall: finished - started,
    delayP50: sampled(delay.percentile(50)),
    delayP99: sampled(delay.percentile(99)),
    delayMax: sampled(delay.max),
    stall: Math.max(0, stall),
  };
}

async function main() {
  const [load1] = loadavg();
  console.log(`\n## CV export (Typst in a worker thread; load average ${load1!.toFixed(2)})\n`);
  const renderer = createCvRenderer({ timeoutMs: 120_000, maxQueue: CONCURRENT + 8 });
  try {
    let started = performance.now();
    await renderer.warm();
    const cold = performance.now() - started;

    console.log('| template | pages | renders | median | p95 |');
    console.log('|---|---|---|---|---|');
    let n = 0;
    for (const template of CV_TEMPLATES) {
      const times: number[] = [];
      let size = 0;
      for (let i = 0; i < ROUNDS; i += 1) {
        started = performance.now();
        const pdf = await renderer.pdf(variant((n += 1)), template);
        times.push(performance.now() - started);
        size = pdf.length;
      }
      const pages = await countPages(template);
      console.log(
        `| ${template} (${Math.round(size / 1024)} KB) | ${pages} | ${ROUNDS} | ${ms(percentile(times, 50))} | ${ms(percentile(times, 95))} |`,
      );
    }
    console.log(`\nCold start (thread, compiler, fonts, a small CV per template): ${ms(cold)}.`);

    // The main thread alone, for a baseline of its event-loop delay.
    const idle = await watched(() => new Promise((resolve) => setTimeout(resolve, 1000)));
    const crowd = await watched(() =>
      Promise.all(
        Array.from({ length: CONCURRENT }, (_, i) =>
          renderer.pdf(variant((n += 1)), CV_TEMPLATES[i % CV_TEMPLATES.length]!),
        ),
      ),
    );

    // The same compiles on the main thread, as they would run without the worker.
    const engine = await createTypstEngine();
    await engine.warm();
    const inline = await watched(async () => {
      for (let i = 0; i < CONCURRENT; i += 1) {
        await engine.pdf(variant((n += 1)), CV_TEMPLATES[i % CV_TEMPLATES.length]!);
        // Other work gets its turn between two compiles, as between two requests.
        await new Promise((resolve) => setImmediate(resolve));
      }
    });

    console.log(`\n### ${CONCURRENT} exports at once: the main thread's event loop\n`);
    console.log(
      '| while | wall time | loop delay p50 | p99 | max | longest stall of a 5 ms timer |',
    );
    console.log('|---|---|---|---|---|---|');
    for (const [label, run] of [
      ['idle (1 s)', idle],
      [`${CONCURRENT} exports in the worker`, crowd],
      [`${CONCURRENT} compiles on the main thread (no worker)`, inline],
    ] as const) {
      console.log(
        `| ${label} | ${ms(run.wall)} | ${ms(run.delayP50)} | ${ms(run.delayP99)} | ${ms(run.delayMax)} | ${ms(run.stall)} |`,
      );
    }
    console.log(
      `\n${CONCURRENT} exports in ${ms(crowd.wall)}: ${((CONCURRENT * 1000) / crowd.wall).toFixed(1)} CVs a second through one worker thread.`,
    );
  } finally {
    await renderer.close();
  }

  async function countPages(template: (typeof CV_TEMPLATES)[number]) {
    // A page past the end is refused with the page count in its message.
    const error = await renderer.svg(base, template, 999).catch((e: Error) => e);
    return /has (\d+) page/.exec(String((error as Error).message))?.[1] ?? '?';
  }
}

await main();
