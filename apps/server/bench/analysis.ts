/**
 * Resume analysis benchmark: runs the offline CV × posting comparison over the labelled set
 * (test/fixtures/analysis/pairs.ts) and prints, as a Markdown table, how well its missing
 * requirements agree with the labels (recall, precision; in all and per field) and how long one
 * analysis takes (median and p95 per pair, each pair analysed BENCH_ANALYSIS_ROUNDS times after
 * one warm-up round). Sets a failing exit code when a target is missed.
 *
 * Then the whole pipeline (fetch, worker, comparison) against a loopback job board.
 *
 * Env: BENCH_ANALYSIS_ROUNDS (30), VITA_CORPUS_DIR (the shared corpus, for its real postings).
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { runAnalysis, type AnalysisDependencies } from '../src/domains/chat/analysis';
import { createPostingReader, type Posting } from '../src/infra/analysis';
import { analyse } from '../src/infra/analysis/compare';
import {
  PAIRS,
  TODAY,
  recallPrecision,
  requirementKey,
  tallyMissing,
  type MissingTally,
} from '../test/fixtures/analysis/pairs';
import { CORPUS_DIR, corpusItems } from '../test/corpus';

interface CorpusItem {
  id: string;
  kind: string;
  file: string;
  format: string;
}

const ROUNDS = Number(process.env.BENCH_ANALYSIS_ROUNDS ?? 30);
const TARGETS = { recall: 0.9, precision: 0.9, medianMs: 300 };

const percentile = (sorted: number[], p: number) =>
  sorted.length
    ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!
    : 0;
const fixed = (n: number, digits = 2) => n.toFixed(digits);

function main() {
  const run = (index: number) => {
    const pair = PAIRS[index]!;
    return analyse(pair.posting, pair.cv, {
      url: `https://jobs.example.com/${pair.id}`,
      today: TODAY,
    });
  };

  // One round first, so module loading and the first regular expression compiles are not timed.
  const tallies: (MissingTally & { field: string; id: string; wrong: string })[] = PAIRS.map(
    (pair, i) => {
      const predicted = run(i).missing.map((m) => m.requirement);
      const tally = tallyMissing(predicted, pair.expectedMissing);
      const expectedKeys = new Set(pair.expectedMissing.map(requirementKey));
      const predictedKeys = new Set(predicted.map(requirementKey));
      const extra = predicted.filter((n) => !expectedKeys.has(requirementKey(n)));
      const lost = pair.expectedMissing.filter((n) => !predictedKeys.has(requirementKey(n)));
      return {
        ...tally,
        field: pair.field,
        id: pair.id,
        wrong: [...extra.map((n) => `+${n}`), ...lost.map((n) => `−${n}`)].join(', '),
      };
    },
  );

  const times: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    for (let i = 0; i < PAIRS.length; i += 1) {
      const started = performance.now();
      run(i);
      times.push(performance.now() - started);
    }
  }
  times.sort((a, b) => a - b);

  const all = recallPrecision(tallies);
  const median = percentile(times, 50);
  const p95 = percentile(times, 95);

  console.log('\n### Resume analysis: missing requirements against the labelled set\n');
  console.log('| set | pairs | labelled missing | predicted missing | recall | precision |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
  const row = (label: string, subset: typeof tallies) => {
    const { recall, precision } = recallPrecision(subset);
    const sum = (key: 'expected' | 'predicted') => subset.reduce((t, x) => t + x[key], 0);
    console.log(
      `| ${label} | ${subset.length} | ${sum('expected')} | ${sum('predicted')} | ${fixed(recall)} | ${fixed(precision)} |`,
    );
  };
  row('**all**', tallies);
  const fields = [...new Set(PAIRS.map((p) => p.field))].sort();
  for (const field of fields)
    row(
      field,
      tallies.filter((t) => t.field === field),
    );

  console.log('\n| timing | per pair |');
  console.log('| --- | ---: |');
  console.log(`| analyses timed | ${times.length} (${ROUNDS} rounds × ${PAIRS.length} pairs) |`);
  console.log(`| median | ${fixed(median)} ms |`);
  console.log(`| p95 | ${fixed(p95)} ms |`);

  const disagreements = tallies.filter((t) => t.wrong);
  if (disagreements.length) {
    console.log(
      '\nDisagreements with the labels (+ listed but not labelled, − labelled but not listed):\n',
    );
    for (const t of disagreements) console.log(`- ${t.id}: ${t.wrong}`);
  }

  const met =
    all.recall >= TARGETS.recall &&
    all.precision >= TARGETS.precision &&
    median <= TARGETS.medianMs;
  console.log(
    `\ntargets: recall >= ${TARGETS.recall}, precision >= ${TARGETS.precision}, median <= ${TARGETS.medianMs} ms: ${met ? 'met' : 'MISSED'}`,
  );
  if (!met) process.exitCode = 1;
}

/** A job board page for a labelled posting: its fields as schema.org JobPosting data. */
function postingPage(posting: Posting): string {
  const list = (items: string[]) =>
    `<ul>${items.map((i) => `<li>${escapeHtml(i)}</li>`).join('')}</ul>`;
  const description = [
    posting.responsibilities.length
      ? `<h3>Responsibilities</h3>${list(posting.responsibilities)}`
      : '',
    posting.required.length ? `<h3>Requirements</h3>${list(posting.required)}` : '',
    posting.preferred.length ? `<h3>Nice to have</h3>${list(posting.preferred)}` : '',
  ].join('');
  const data = {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: posting.title,
    hiringOrganization: { '@type': 'Organization', name: posting.company },
    description,
  };
  return `<!doctype html><html><head><title>${escapeHtml(posting.title ?? 'Job')}</title><script type="application/ld+json">${JSON.stringify(data).replace(/</g, '\\u003c')}</script></head><body><h1>${escapeHtml(posting.title ?? '')}</h1></body></html>`;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The whole pipeline as a user runs it, minus the socket: each labelled posting served by a job
 * board on loopback, fetched through the SSRF-guarded fetcher, read in the posting worker, then
 * compared with the pair's CV text. The real postings of the shared corpus are timed the same
 * way when the corpus is present.
 */
async function pipeline() {
  const pages = new Map<string, { type: string; body: string | Buffer }>();
  PAIRS.forEach((pair) =>
    pages.set(`/pairs/${pair.id}`, {
      type: 'text/html; charset=utf-8',
      body: postingPage(pair.posting),
    }),
  );
  const corpusIds: string[] = [];
  for (const item of (corpusItems<CorpusItem>() ?? []).filter((i) => i.kind === 'posting')) {
    const type = item.format === 'html' ? 'text/html; charset=utf-8' : 'text/plain; charset=utf-8';
    pages.set(`/corpus/${item.id}`, { type, body: readFileSync(join(CORPUS_DIR, item.file)) });
    corpusIds.push(item.id);
  }
  const board = createServer((req, res) => {
    const page = pages.get(req.url ?? '');
    if (!page) res.writeHead(404).end();
    else res.writeHead(200, { 'content-type': page.type }).end(page.body);
  });
  await new Promise<void>((resolve) => board.listen(0, '127.0.0.1', resolve));
  const address = board.address() as AddressInfo;
  const origin = `http://127.0.0.1:${address.port}`;
  const reader = createPostingReader();
  let cvText = '';
  const deps: AnalysisDependencies = {
    files: {
      resolve: async () => ({ id: 'bench', filename: 'cv.txt' }),
      text: async () => cvText,
    },
    analysePosting: (job, caller) => reader.analyse(job, caller),
    fetch: { allowHosts: [`127.0.0.1:${address.port}`] },
    today: () => TODAY,
  };
  const time = async (path: string, text: string) => {
    cvText = text;
    const started = performance.now();
    await runAnalysis(deps, {
      ownerId: 'bench',
      file: { id: 'bench', filename: 'cv.txt' },
      cvPath: 'cv-files/bench',
      jobUrl: `${origin}${path}`,
      signal: new AbortController().signal,
    });
    return performance.now() - started;
  };
  try {
    // The worker's first start is not part of an analysis a user waits for twice.
    await time(`/pairs/${PAIRS[0]!.id}`, PAIRS[0]!.cv.text);
    const pairTimes: number[] = [];
    for (let round = 0; round < 5; round += 1) {
      for (const pair of PAIRS) pairTimes.push(await time(`/pairs/${pair.id}`, pair.cv.text));
    }
    const corpusTimes: number[] = [];
    for (let round = 0; round < 5; round += 1) {
      for (const id of corpusIds) corpusTimes.push(await time(`/corpus/${id}`, PAIRS[0]!.cv.text));
    }
    const row = (label: string, values: number[]) => {
      const sorted = [...values].sort((a, b) => a - b);
      return `| ${label} | ${values.length} | ${fixed(percentile(sorted, 50)!)} ms | ${fixed(percentile(sorted, 95)!)} ms |`;
    };
    console.log(
      '\n### The whole pipeline: fetched from a loopback board, read in the worker, compared\n',
    );
    console.log('| postings | analyses | median | p95 |');
    console.log('| --- | ---: | ---: | ---: |');
    console.log(row('labelled set, as JSON-LD pages', pairTimes));
    if (corpusIds.length)
      console.log(row(`the ${corpusIds.length} real postings of the corpus`, corpusTimes));
    else
      console.log(
        '\n(the shared corpus was not found: set VITA_CORPUS_DIR to time the real postings)',
      );
    const median = [...pairTimes, ...corpusTimes].sort((a, b) => a - b);
    const worst = percentile(median, 50)!;
    console.log(
      `\npipeline median <= ${TARGETS.medianMs} ms: ${worst <= TARGETS.medianMs ? 'met' : 'MISSED'}`,
    );
    if (worst > TARGETS.medianMs) process.exitCode = 1;
  } finally {
    await reader.close();
    await new Promise((resolve) => board.close(resolve));
  }
}

main();
await pipeline();
