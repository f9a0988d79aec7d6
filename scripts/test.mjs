#!/usr/bin/env node
// @ts-check
/**
 * The test command (README Quick start): installs, runs every package's unit and component tests
 * (the api's on embedded PGlite), the api suite again on PostgreSQL when TEST_DATABASE_URL is set
 * (CI sets it), builds every app for production and runs the end-to-end suite in Chromium against
 * that build and the real api. Ends with one line "N passed, N failed" and exits non-zero when
 * anything failed.
 */
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
// Only Node's own modules until the install has run: a fresh clone has no node_modules.
import { install, rootDir, runPnpm } from './pnpm.mjs';

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
const { buildApps } = await import('./apps.mjs');

// PGlite loads its WebAssembly through a dynamic import, which jest's VM allows only with this flag.
const jestEnv = { ...process.env, NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --experimental-vm-modules`.trim() };
delete jestEnv.DATABASE_URL;

console.log('\n▶ Unit and component tests (api on embedded PGlite)');
const unitReport = path.join(reportsDir, 'unit-results.json');
const unitCode = runPnpm(['exec', 'jest', '--ci', '--json', `--outputFile=${unitReport}`], { env: jestEnv });

const postgresUrl = process.env.TEST_DATABASE_URL;
const postgresReport = path.join(reportsDir, 'api-postgres-results.json');
let postgresCode = 0;
if (postgresUrl) {
  console.log('\n▶ api suite on PostgreSQL (a scratch database per test file)');
  postgresCode = runPnpm(
    ['exec', 'jest', '--ci', '--selectProjects', 'api', '--json', `--outputFile=${postgresReport}`],
    {
      env: { ...jestEnv, DATABASE_URL: postgresUrl },
    },
  );
}

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
const postgres = postgresUrl ? readCounts(postgresReport) : { passed: 0, failed: 0 };
const e2e = readCounts(e2eReport);
console.log(`\nunit (api on PGlite): ${unit.passed} passed, ${unit.failed} failed`);
if (postgresUrl) console.log(`api on PostgreSQL: ${postgres.passed} passed, ${postgres.failed} failed`);
else console.log('api on PostgreSQL: skipped (set TEST_DATABASE_URL to run it)');
console.log(`e2e: ${e2e.passed} passed, ${e2e.failed} failed`);
console.log(
  `${unit.passed + postgres.passed + e2e.passed} passed, ${unit.failed + postgres.failed + e2e.failed} failed`,
);
process.exit(unitCode !== 0 || postgresCode !== 0 || e2eCode !== 0 ? 1 : 0);
