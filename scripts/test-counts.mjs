#!/usr/bin/env node
// Totals the JSON reports that scripts/test-all.sh collected (Vitest and Jest share one shape;
// Playwright has its own) and prints one count line per suite and `N passed, N failed`.
import fs from 'node:fs';
import path from 'node:path';

const dir = process.argv[2];
const counts = [];
for (const file of fs.existsSync(dir) ? fs.readdirSync(dir).sort() : []) {
  if (!file.endsWith('.json')) continue;
  let report;
  try {
    report = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
  } catch {
    continue;
  }
  const name = file.replace(/\.json$/, '');
  if (report.stats && 'expected' in report.stats) {
    // Playwright: expected = passed, unexpected = failed, flaky passed on retry (retries are 0).
    counts.push({
      name,
      passed: report.stats.expected + (report.stats.flaky ?? 0),
      failed: report.stats.unexpected,
      skipped: report.stats.skipped ?? 0,
    });
  } else if ('numPassedTests' in report) {
    counts.push({
      name,
      passed: report.numPassedTests,
      failed: report.numFailedTests,
      skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
    });
  }
}
let passed = 0;
let failed = 0;
for (const c of counts) {
  console.log(
    `  ${c.name}: ${c.passed} passed, ${c.failed} failed${c.skipped ? `, ${c.skipped} skipped` : ''}`,
  );
  passed += c.passed;
  failed += c.failed;
}
console.log(`${passed} passed, ${failed} failed`);
