/**
 * CV export benchmark: how long the renderer takes per template once warm (median and p95 of
 * BENCH_EXPORT_ROUNDS renders of a two-to-three-page CV: a new CV with every text unseen, the
 * same CV under another title, and the PDF of a CV whose page preview was just drawn), how long a cold start takes, and whether the server's event
 * loop stays free while 20 exports run at once (its delay measured with monitorEventLoopDelay,
 * and a 5 ms timer's lateness as the "other task"). For contrast, the same compile run on the
 * main thread shows the stall the worker thread avoids. Then over HTTP against the real server:
 * BENCH_EXPORT_CONCURRENT downloads of `GET /cv/{id}/export.pdf` at once while another user's
 * `GET /users/me` is timed every 10 ms, to show that exporting slows no other route: on PGlite,
 * and on PostgreSQL too when DATABASE_URL is set (a temporary database). Prints Markdown tables.
 *
 * Env: BENCH_EXPORT_ROUNDS (30), BENCH_EXPORT_CONCURRENT (20), DATABASE_URL.
 */
import { loadavg } from 'node:os';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { createCvRenderer, CV_TEMPLATES, toCvDocument, type CvDocument } from '../src/infra/export';
import { createTypstEngine } from '../src/infra/export/typst-engine';
import { richCv, richProfile, richProfileSaves, richUser } from '../test/export-fixtures';
import { benchMember, json, startBenchServer } from './server-process';
import { temporaryDatabase } from './start';

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

/**
 * Fields that are not prose, left as they are in a new CV: ids, addresses, dates, layout, and
 * choices from a list (the API refuses anything else).
 */
const NOT_PROSE = new Set([
  'id',
  'email',
  'paper',
  'section_order',
  'hidden',
  'employment_type',
  'degree',
  'proficiency_level',
]);
const isNotProse = (key: string) =>
  NOT_PROSE.has(key) || key.endsWith('_date') || key.endsWith('_url') || key in base.person.links;

/**
 * Another person's text, as far as Typst can tell: every prose string with a mark after its
 * first word, so no paragraph of it was laid out before; dates, addresses and ids as they were.
 */
function unseen(value: unknown, mark: string, key = ''): unknown {
  if (typeof value === 'string') {
    return isNotProse(key) ? value : value.replace(/^(\S+)/, `$1${mark}`);
  }
  if (Array.isArray(value)) return value.map((item) => unseen(item, mark, key));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, unseen(v, mark, k)]));
  }
  return value;
}

/** Another person's CV of the same shape. */
const newCv = (n: number) => unseen(base, `q${n.toString(36)}`) as CvDocument;

/** The same CV under another title, as a member's second CV aimed at another job. */
const retitled = (n: number): CvDocument => ({ ...base, title: `${base.title} (${n})` });

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
  const recycled: number[] = [];
  const renderer = createCvRenderer({
    timeoutMs: 120_000,
    maxQueue: CONCURRENT + 8,
    onRecycle: (memoryMb) => recycled.push(memoryMb),
  });
  try {
    const started = performance.now();
    await renderer.warm();
    const cold = performance.now() - started;

    console.log(
      '| template | pages | renders | a new CV: median | p95 | retitled: median | p95 | PDF after its preview: median | p95 |',
    );
    console.log('|---|---|---|---|---|---|---|---|---|');
    let n = 0;
    const timed = async (work: () => Promise<unknown>) => {
      const from = performance.now();
      await work();
      return performance.now() - from;
    };
    for (const template of CV_TEMPLATES) {
      const fresh: number[] = [];
      const titled: number[] = [];
      // The export page's way: a choice changes the CV, its preview is drawn, then the download
      // comes, which Typst lays out no more (only the PDF is written).
      const downloads: number[] = [];
      let size = 0;
      for (let i = 0; i < ROUNDS; i += 1) {
        fresh.push(
          await timed(async () => {
            size = (await renderer.pdf(newCv((n += 1)), template)).length;
          }),
        );
        titled.push(await timed(() => renderer.pdf(retitled((n += 1)), template)));
        const previewed = newCv((n += 1));
        await renderer.svg(previewed, template, 1);
        downloads.push(await timed(() => renderer.pdf(previewed, template)));
      }
      const pages = await countPages(template);
      const cells = [fresh, titled, downloads].map(
        (times) => `${ms(percentile(times, 50))} | ${ms(percentile(times, 95))}`,
      );
      console.log(
        `| ${template} (${Math.round(size / 1024)} KB) | ${pages} | ${ROUNDS} | ${cells.join(' | ')} |`,
      );
    }
    console.log(
      `\nCold start (thread, compiler, fonts, the warm-up CV with every template): ${ms(cold)}.`,
    );
    console.log(
      `Threads handed over for their memory so far: ${recycled.length}` +
        (recycled.length ? ` (at ${recycled.join(', ')} MB)` : '') +
        '; each new thread warms up beside the one serving.',
    );

    // The main thread alone, for a baseline of its event-loop delay.
    const idle = await watched(() => new Promise((resolve) => setTimeout(resolve, 1000)));
    const crowd = await watched(() =>
      Promise.all(
        Array.from({ length: CONCURRENT }, (_, i) =>
          renderer.pdf(newCv((n += 1)), CV_TEMPLATES[i % CV_TEMPLATES.length]!),
        ),
      ),
    );

    // The same compiles on the main thread, as they would run without the worker.
    const engine = await createTypstEngine();
    await engine.warm();
    const inline = await watched(async () => {
      for (let i = 0; i < CONCURRENT; i += 1) {
        await engine.pdf(newCv((n += 1)), CV_TEMPLATES[i % CV_TEMPLATES.length]!);
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
    return (await renderer.svg(base, template, 1)).pages;
  }
}

/**
 * CONCURRENT + 1 members, each with the rich fixture as their profile with every text changed
 * (as `newCv` does), and a CV: twenty downloads are twenty people's CVs, none laid out before.
 */
async function membersWithCvs(apiBase: string) {
  const members: { auth: Record<string, string>; cvId: string }[] = [];
  for (let i = 0; i <= CONCURRENT; i += 1) {
    const mark = `m${i}`;
    const member = await benchMember(
      apiBase,
      `export-bench-${i}@example.com`,
      unseen(richUser.full_name, mark) as string,
    );
    const post = async (path: string, body: unknown) =>
      json(
        await fetch(`${apiBase}/api/v1/${path}`, {
          method: 'POST',
          headers: member.auth,
          body: JSON.stringify(body),
        }),
      );
    for (const { path, body } of richProfileSaves()) await post(path.slice(1), unseen(body, mark));
    const cv = (await post('cv/', unseen(richCv, mark))) as { id: string };
    members.push({ auth: member.auth, cvId: cv.id });
  }
  return members;
}

/** Times one request, in milliseconds, with its body read. */
async function timed(url: string, headers: Record<string, string>) {
  const started = performance.now();
  const res = await fetch(url, { headers });
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`${url}: ${res.status}`);
  return performance.now() - started;
}

async function overHttp(label: string, databaseUrl: string) {
  const server = await startBenchServer('export', databaseUrl);
  try {
    const { base: apiBase } = server;
    const members = await membersWithCvs(apiBase);
    const other = await benchMember(apiBase, 'other-bench@example.com', 'Other Member');
    const pdfUrl = (template: string, n = 0) =>
      `${apiBase}/api/v1/cv/${members[n]!.cvId}/export.pdf?template=${template}`;
    const meUrl = `${apiBase}/api/v1/users/me`;
    // Warm: the server starts its renderer on the first download; one download each warms it.
    for (const template of CV_TEMPLATES) await timed(pdfUrl(template), members[0]!.auth);
    const quiet: number[] = [];
    for (let i = 0; i < 50; i += 1) quiet.push(await timed(meUrl, other.auth));

    let exporting = true;
    const probes: number[] = [];
    const probing = (async () => {
      while (exporting) {
        probes.push(await timed(meUrl, other.auth));
        await new Promise((r) => setTimeout(r, 10));
      }
    })();
    const started = performance.now();
    const exports = await Promise.all(
      Array.from({ length: CONCURRENT }, (_, i) =>
        timed(pdfUrl(CV_TEMPLATES[i % CV_TEMPLATES.length]!, i + 1), members[i + 1]!.auth),
      ),
    );
    const wall = performance.now() - started;
    exporting = false;
    await probing;

    console.log(`\n### Over HTTP: ${CONCURRENT} downloads of export.pdf at once (${label})\n`);
    console.log('| measure | median | p95 | max |');
    console.log('|---|---|---|---|');
    const row = (label: string, values: number[]) =>
      console.log(
        `| ${label} | ${ms(percentile(values, 50))} | ${ms(percentile(values, 95))} | ${ms(Math.max(...values))} |`,
      );
    row(`export.pdf, ${CONCURRENT} at once (each, queue included)`, exports);
    row('GET /users/me, quiet', quiet);
    row(`GET /users/me, during the exports (${probes.length} calls)`, probes);
    console.log(
      `\nAll ${CONCURRENT} downloads done in ${ms(wall)}; the slowest other request took ${ms(Math.max(...probes))} (target: none past 50 ms).`,
    );
  } finally {
    await server.stop();
  }
}

await main();
await overHttp('PGlite', '');
if (process.env.DATABASE_URL) {
  const database = await temporaryDatabase(process.env.DATABASE_URL);
  try {
    await overHttp('PostgreSQL', database.url);
  } finally {
    await database.drop();
  }
} else {
  console.log('\n(PostgreSQL skipped: set DATABASE_URL to include it.)');
}
