// A Jest reporter for the Storybook lane: writes the run's counts (Jest's own JSON result shape,
// without the per-test details) to the file named by STORYBOOK_JSON_OUT, for scripts/test-all.sh's
// summary. test-storybook's `--outputFile` takes no path, hence this.
const fs = require('node:fs');

class SummaryReporter {
  onRunComplete(_contexts, results) {
    const file = process.env.STORYBOOK_JSON_OUT;
    if (!file) return;
    const {
      numPassedTests,
      numFailedTests,
      numPendingTests,
      numTodoTests,
      numTotalTests,
      success,
    } = results;
    fs.writeFileSync(
      file,
      JSON.stringify({
        numPassedTests,
        numFailedTests,
        numPendingTests,
        numTodoTests,
        numTotalTests,
        success,
      }),
    );
  }
}

module.exports = SummaryReporter;
