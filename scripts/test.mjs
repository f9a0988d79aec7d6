#!/usr/bin/env node
// @ts-check
/**
 * The test command (README Quick start) and its parts for the daily loop:
 *
 *   node scripts/test.mjs         everything: unit + component + api, production build, end-to-end
 *   node scripts/test.mjs unit    every package's unit and component tests (no api, no build, no browser)
 *   node scripts/test.mjs api     the api suite on embedded PGlite, and on PostgreSQL when TEST_DATABASE_URL is set
 *   node scripts/test.mjs e2e     production build, then the end-to-end suite in Chromium against it
 *
 * Each installs first. The jest parts run as one jest run over both cores (jest.config.cjs), the api
 * suite on PostgreSQL included as a project of its own when TEST_DATABASE_URL is set (CI sets it).
 * Ends with one line "N passed, N failed" and exits non-zero when anything failed. Extra arguments
 * after the part go to jest (`node scripts/test.mjs api -- api/src/modules/jobs`).
 */
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
// Only Node's own modules until the install has run: a fresh clone has no node_modules.
import { install, rootDir, runPnpm, runPnpmAsync } from './pnpm.mjs';

const parts = /** @type {const} */ (['unit', 'api', 'e2e']);
/** @typedef {typeof parts[number]} Part */

const [requested, ...rest] = process.argv.slice(2);
if (requested !== undefined && requested !== '--' && !parts.includes(/** @type {Part} */ (requested))) {
  console.error(`Unknown part "${requested}": use one of ${parts.join(', ')}, or nothing for all of them.`);
  process.exit(2);
}
/** @type {readonly Part[]} */
const chosen = requested && requested !== '--' ? [/** @type {Part} */ (requested)] : parts;
const jestArgs = rest[0] === '--' ? rest.slice(1) : rest;

if (chosen.includes('e2e')) {
  // The browser tests' Chromium (shared/build/chromium.cjs): CHROME_PATH, the headless shell, or the full one.
  const { testChromiumPath, HEADLESS_SHELL } = createRequire(import.meta.url)('../shared/build/chromium.cjs');
  if (!existsSync(testChromiumPath)) {
    console.error(
      `Chromium was not found at ${testChromiumPath}. Install it (Debian/Ubuntu: sudo apt-get install -y chromium-headless-shell) or set CHROME_PATH.`,
    );
    process.exit(1);
  }
  if (testChromiumPath !== HEADLESS_SHELL && !process.env.CHROME_PATH) {
    console.log(
      `The browser tests run in the full Chromium (${testChromiumPath}); Chromium's headless shell runs them on half the CPU (sudo apt-get install -y chromium-headless-shell).`,
    );
  }
}

const reportsDir = path.join(rootDir, '.tmp');
mkdirSync(reportsDir, { recursive: true });

/** Projects of jest.config.cjs that are not the api suite (their displayName is their folder). */
const unitProjects = [
  'shared/core',
  'shared/ui',
  'shared/contracts',
  'host',
  'remote-marketing',
  'remote-settings',
  'remote-messages',
  'remote-jobs-reports',
  'deploy',
];
const postgresUrl = process.env.TEST_DATABASE_URL;
const apiProjects = ['api', ...(postgresUrl ? ['api (PostgreSQL)'] : [])];

/**
 * What one jest run counted per project (scripts/jest-counts-reporter.cjs writes it); nothing written
 * (jest did not get as far as running) counts as a failure.
 * @param {string} file
 * @returns {[string, { passed: number, failed: number }][]}
 */
function readCounts(file) {
  if (!existsSync(file)) return [['jest', { passed: 0, failed: 1 }]];
  return Object.entries(JSON.parse(readFileSync(file, 'utf8')));
}

/** Every jest run of this script: CI mode, jest's own output, and the counts per project (JEST_COUNTS_FILE). */
const reportingArgs = [
  '--ci',
  '--reporters=default',
  `--reporters=${path.join(rootDir, 'scripts/jest-counts-reporter.cjs')}`,
];

/** @param {number} ms */
const minutes = (ms) => `${Math.floor(ms / 60_000)} min ${Math.round((ms % 60_000) / 1000)} s`;

const started = Date.now();
install();

/** @type {{ label: string, passed: number, failed: number }[]} */
const results = [];
let failedRun = false;

const jestEnvFor = () => {
  // PGlite loads its WebAssembly through a dynamic import, which jest's VM allows only with this flag.
  // A larger young generation: the api tests allocate much short-lived memory (query results, a
  // database folder per file), and with the default one V8 spent a fifth of their time collecting it.
  const env = {
    ...process.env,
    NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --experimental-vm-modules --max-semi-space-size=64`.trim(),
  };
  delete env.DATABASE_URL;
  return env;
};

/**
 * The end-to-end suite against the production build (built first). Alone it writes to the terminal;
 * beside jest (the whole test command) it writes to `.tmp/e2e-output.log`, printed when it ends.
 * @param {{ logFile?: string }} [options]
 * @returns {Promise<() => void>} what reports its counts once it has ended
 */
async function startEndToEnd({ logFile } = {}) {
  const report = path.join(reportsDir, 'e2e-counts.json');
  rmSync(report, { force: true });
  const args = ['--filter', '@talentindia/e2e', 'exec', 'jest', ...jestArgs, ...reportingArgs];
  const env = { ...process.env, JEST_COUNTS_FILE: report };
  const phaseStarted = Date.now();
  const finished = logFile ? runPnpmAsync(args, { env, output: logFile }) : Promise.resolve(runPnpm(args, { env }));
  const code = await finished;
  const took = minutes(Date.now() - phaseStarted);
  return () => {
    if (logFile) process.stdout.write(readFileSync(logFile, 'utf8'));
    const counts = Object.fromEntries(readCounts(report));
    const e2eCounts = Object.values(counts).reduce(
      (sum, { passed, failed }) => ({ passed: sum.passed + passed, failed: sum.failed + failed }),
      { passed: 0, failed: 0 },
    );
    failedRun ||= code !== 0;
    results.push({ label: 'e2e', ...e2eCounts });
    console.log(`  e2e took ${took}`);
  };
}

const jestProjects = [...(chosen.includes('unit') ? unitProjects : []), ...(chosen.includes('api') ? apiProjects : [])];

/** @type {Promise<() => void> | undefined} */
let endToEnd;
if (chosen.includes('e2e')) {
  const { buildApps } = await import('./apps.mjs');
  console.log('\n▶ Production build');
  const buildStarted = Date.now();
  await buildApps();
  console.log(`  the build took ${minutes(Date.now() - buildStarted)}`);
  if (jestProjects.length > 0) {
    // The browser suite waits on Chromium and the servers more than it computes, and jest computes:
    // side by side they keep both cores busy. Its output is kept until jest has finished.
    const logFile = path.join(reportsDir, 'e2e-output.log');
    console.log(
      `\n▶ End-to-end tests (Chromium, production build), beside jest: output in ${logFile}, shown when done`,
    );
    endToEnd = startEndToEnd({ logFile });
  } else {
    console.log('\n▶ End-to-end tests (Chromium, production build)');
    endToEnd = startEndToEnd();
  }
}

if (jestProjects.length > 0) {
  const what = [
    chosen.includes('unit') && 'unit and component tests',
    chosen.includes('api') && `the api suite on PGlite${postgresUrl ? ' and on PostgreSQL' : ''}`,
  ]
    .filter(Boolean)
    .join(', ');
  console.log(`\n▶ Jest: ${what}, on every core`);
  const env = jestEnvFor();
  const report = path.join(reportsDir, 'jest-counts.json');
  rmSync(report, { force: true });
  env.JEST_COUNTS_FILE = report;
  const phaseStarted = Date.now();
  const code = await runPnpmAsync(
    [
      'exec',
      'jest',
      // What was named after `--` first: paths there are not read as project names of `--selectProjects`.
      ...jestArgs,
      ...reportingArgs,
      ...(jestArgs.includes('--selectProjects') ? [] : ['--selectProjects', ...jestProjects]),
    ],
    { env },
  );
  const counts = readCounts(report);
  failedRun ||= code !== 0;
  const labels = { api: 'api on PGlite', 'api (PostgreSQL)': 'api on PostgreSQL' };
  for (const [project, projectCounts] of counts) {
    results.push({ label: labels[/** @type {keyof typeof labels} */ (project)] ?? project, ...projectCounts });
  }
  console.log(`  jest took ${minutes(Date.now() - phaseStarted)}`);
}

if (endToEnd) {
  if (jestProjects.length > 0) console.log('\n▶ End-to-end tests: waiting for them to finish');
  (await endToEnd)();
}

console.log('');
for (const { label, passed, failed } of results) console.log(`${label}: ${passed} passed, ${failed} failed`);
if (chosen.includes('api') && !postgresUrl) console.log('api on PostgreSQL: skipped (set TEST_DATABASE_URL to run it)');
console.log(`took ${minutes(Date.now() - started)}`);
const passed = results.reduce((sum, result) => sum + result.passed, 0);
const failed = results.reduce((sum, result) => sum + result.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failedRun || failed > 0 ? 1 : 0);
