#!/usr/bin/env node
// @ts-check
/**
 * The test command (README Quick start): installs, runs every package's unit and component tests,
 * builds every app for production and runs the end-to-end suite in Chromium against that build.
 * Ends with one line "N passed, N failed" and exits non-zero when anything failed.
 */
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { buildApps, install, rootDir } from './apps.mjs';
import { runPnpm } from './pnpm.mjs';

const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium';
if (!existsSync(chromePath)) {
  console.error(
    `Chromium was not found at ${chromePath}. Install it (Debian/Ubuntu: sudo apt-get install -y chromium) or set CHROME_PATH.`,
  );
  process.exit(1);
}

const reportsDir = path.join(rootDir, '.tmp');
mkdirSync(reportsDir, { recursive: true });

/** @param {string} file */
function readCounts(file) {
  if (!existsSync(file)) return { passed: 0, failed: 1 };
  const report = JSON.parse(readFileSync(file, 'utf8'));
  return { passed: report.numPassedTests, failed: report.numFailedTests + report.numRuntimeErrorTestSuites };
}

install();

console.log('\n▶ Unit and component tests');
const unitReport = path.join(reportsDir, 'unit-results.json');
const unitCode = runPnpm(['exec', 'jest', '--ci', '--json', `--outputFile=${unitReport}`]);

console.log('\n▶ Production build');
await buildApps();

console.log('\n▶ End-to-end tests (Chromium, production build)');
const e2eReport = path.join(reportsDir, 'e2e-results.json');
const e2eCode = runPnpm([
  '--filter',
  '@talentindia/e2e',
  'exec',
  'jest',
  '--ci',
  '--runInBand',
  '--json',
  `--outputFile=${e2eReport}`,
]);

const unit = readCounts(unitReport);
const e2e = readCounts(e2eReport);
console.log(`\nunit: ${unit.passed} passed, ${unit.failed} failed`);
console.log(`e2e: ${e2e.passed} passed, ${e2e.failed} failed`);
console.log(`${unit.passed + e2e.passed} passed, ${unit.failed + e2e.failed} failed`);
process.exit(unitCode !== 0 || e2eCode !== 0 ? 1 : 0);
