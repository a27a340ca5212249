/**
 * Resume analysis benchmark: runs the offline CV × posting comparison over the labelled set
 * (test/fixtures/analysis/pairs.ts) and prints, as a Markdown table, how well its missing
 * requirements agree with the labels (recall, precision; in all and per field) and how long one
 * analysis takes (median and p95 per pair, each pair analysed BENCH_ANALYSIS_ROUNDS times after
 * one warm-up round). Sets a failing exit code when a target is missed.
 *
 * Env: BENCH_ANALYSIS_ROUNDS (30).
 */
import { performance } from 'node:perf_hooks';
import { analyse } from '../src/domains/analysis/compare';
import {
  PAIRS,
  TODAY,
  recallPrecision,
  requirementKey,
  tallyMissing,
  type MissingTally,
} from '../test/fixtures/analysis/pairs';

const ROUNDS = Number(process.env.BENCH_ANALYSIS_ROUNDS ?? 30);
const TARGETS = { recall: 0.9, precision: 0.85, medianMs: 300 };

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

main();
