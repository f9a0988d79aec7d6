// @ts-check
/**
 * A jest reporter that writes how many tests passed and failed in each project (by displayName) to
 * the file named by JEST_COUNTS_FILE, so the test command can say how the api did on PGlite and on
 * PostgreSQL, which run in one jest run. A test file that failed to run counts as one failure.
 */
const { writeFileSync } = require('node:fs');

class CountsReporter {
  constructor() {
    /** @type {Record<string, { passed: number, failed: number }>} */
    this.projects = {};
  }

  /**
   * @param {{ context: { config: { displayName?: string | { name: string } } } }} test
   * @param {{ numPassingTests: number, numFailingTests: number, testExecError?: unknown, failureMessage?: string | null }} result
   */
  onTestResult(test, result) {
    const name = test.context.config.displayName;
    const project = (typeof name === 'string' ? name : name?.name) ?? 'jest';
    const counts = (this.projects[project] ??= { passed: 0, failed: 0 });
    counts.passed += result.numPassingTests;
    counts.failed += result.numFailingTests;
    if (result.testExecError && result.numFailingTests === 0) counts.failed += 1;
  }

  onRunComplete() {
    if (process.env.JEST_COUNTS_FILE) writeFileSync(process.env.JEST_COUNTS_FILE, JSON.stringify(this.projects));
  }
}

module.exports = CountsReporter;
