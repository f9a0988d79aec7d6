// @ts-check
/**
 * `npm run bench -- web`: Lighthouse (mobile default preset: simulated slow 4G, 4× CPU slowdown,
 * performance category) on the production build, served as `npm start` serves it, with the real api
 * on a scratch in-memory database with the demo data. The signed-in route is measured after a real
 * login through the login page. Prints route | performance | LCP | CLS | FCP | TBT (median of the
 * runs) and the JavaScript that / loads, gzip-compressed.
 *
 * Options: --runs <n> (default 3), --build (rebuild even when the build is fresh),
 * --base-port <port> (default 3300: the host, the four remotes on the next ports, the api on +5,
 * Chromium's debugging port on +9). Loopback only.
 */
import { randomBytes } from 'node:crypto';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import chromiumSettings from '../shared/build/chromium.cjs';
import firstPage from '../shared/build/first-page-scripts.cjs';
import { apps } from '../shared/build/ports.mjs';
import { buildApps, distOf, rootDir, serveApp } from '../scripts/apps.mjs';
import { startApi } from '../scripts/api-process.mjs';

/** @typedef {keyof typeof apps} AppKey */

const LOOPBACK = '127.0.0.1';
const DEMO = { email: 'demo@talentindia.dev', password: 'Demo@1234' };

/** The routes measured, in the order printed; `signedIn` ones after the login. */
const ROUTES = [
  { path: '/', signedIn: false },
  { path: '/login', signedIn: false },
  { path: '/services/full-stack-development', signedIn: false },
  { path: '/dashboard', signedIn: true },
];

const appKeys = /** @type {AppKey[]} */ (Object.keys(apps));

/**
 * The newest modification time of the files under a path (a file or a folder, node_modules aside).
 * @param {string} target
 * @returns {number}
 */
function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stats = statSync(target);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = 0;
  for (const name of readdirSync(target)) {
    if (name === 'node_modules' || name === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(target, name)));
  }
  return newest;
}

/**
 * Whether every app's build is newer than its sources and the shared packages, with the compressed
 * copies precompress writes (the server prefers them, as under `npm start`).
 */
function buildIsFresh() {
  const shared = newestMtime(path.join(rootDir, 'shared'));
  return appKeys.every((key) => {
    const dist = distOf(key);
    const html = path.join(dist, 'index.html');
    if (!existsSync(html)) return false;
    if (!readdirSync(dist).some((name) => name.endsWith('.js.br'))) return false;
    const built = statSync(html).mtimeMs;
    return built > Math.max(shared, newestMtime(path.join(rootDir, apps[key].dir)));
  });
}

/**
 * @param {number[]} values at least one
 * @returns {number}
 */
function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (/** @type {number} */ index) => /** @type {number} */ (sorted[index]);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? at(middle) : (at(middle - 1) + at(middle)) / 2;
}

/**
 * Starts Chromium with a debugging port Lighthouse and playwright both attach to.
 * @param {number} port
 */
async function startChromium(port) {
  const profile = mkdtempSync(path.join(os.tmpdir(), 'bench-web-chromium-'));
  const child = spawn(
    chromiumSettings.chromiumPath,
    [
      ...chromiumSettings.chromiumFlags,
      `--remote-debugging-port=${port}`,
      `--remote-debugging-address=${LOOPBACK}`,
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      const response = await fetch(`http://${LOOPBACK}:${port}/json/version`);
      if (response.ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error('Chromium did not open its debugging port within 30 s.');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    close: async () => {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/**
 * Logs in with the demo account through the login page, in the browser's default context, so that
 * Lighthouse's tab (same profile) starts signed in. Lighthouse clears the HTTP cache before each
 * run, not localStorage.
 * @param {import('playwright-core').Browser} browser
 * @param {string} hostUrl
 */
async function logIn(browser, hostUrl) {
  const context = browser.contexts()[0];
  if (!context) throw new Error('Chromium has no default context to log in through.');
  const page = await context.newPage();
  await page.goto(`${hostUrl}/login`);
  await page.getByLabel('Email', { exact: true }).fill(DEMO.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.waitForURL(`${hostUrl}/dashboard`);
  await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
  await page.close();
}

/**
 * The JavaScript a first visit to / loads, as the e2e size guard counts it (every script body,
 * gzip level 9), in a fresh context.
 * @param {import('playwright-core').Browser} browser
 * @param {string} hostUrl
 */
async function firstPageScripts(browser, hostUrl) {
  const context = await browser.newContext();
  try {
    return await firstPage.firstPageScripts(await context.newPage(), `${hostUrl}/`);
  } finally {
    await context.close();
  }
}

/**
 * One Lighthouse run of a URL in a new tab of the browser at the debugging port.
 * @param {string} url
 * @param {number} port
 */
async function measure(url, port) {
  const result = await lighthouse(url, {
    port,
    hostname: LOOPBACK,
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse could not measure ${url}: ${lhr.runtimeError.message}`);
  // A signed-in page without a session sends the visitor to / (spec §2): that would measure the home page.
  const shown = new URL(lhr.finalDisplayedUrl).pathname;
  if (shown !== new URL(url).pathname) throw new Error(`${url} ended on ${shown}: it was not the page asked for`);
  const audit = (/** @type {string} */ id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcp: audit('largest-contentful-paint'),
    cls: audit('cumulative-layout-shift'),
    fcp: audit('first-contentful-paint'),
    tbt: audit('total-blocking-time'),
    warnings: lhr.runWarnings,
  };
}

/** The installed Lighthouse's version. */
function lighthouseVersion() {
  const require = createRequire(import.meta.url);
  return /** @type {{ version: string }} */ (require('lighthouse/package.json')).version;
}

const seconds = (/** @type {number} */ ms) => `${(ms / 1000).toFixed(1)} s`;

/** @param {string[]} args */
export async function run(args) {
  const { values } = parseArgs({
    args,
    options: {
      runs: { type: 'string', default: '3' },
      build: { type: 'boolean', default: false },
      'base-port': { type: 'string', default: '3300' },
    },
  });
  const runs = Number(values.runs);
  const base = Number(values['base-port']);
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs must be a positive whole number');
  if (!Number.isInteger(base) || base < 1024 || base > 65_000) throw new Error('--base-port must be a port number');

  if (values.build || !buildIsFresh()) {
    console.log('Building every app for production…');
    await buildApps();
  } else {
    console.log('Reusing the production build (newer than every source file; --build rebuilds).');
  }

  /** @type {Record<string, string>} */
  const env = { BIND_HOST: LOOPBACK, API_PORT: String(base + 5) };
  appKeys.forEach((key, index) => (env[apps[key].portEnv] = String(base + index)));
  const origins = appKeys.map((key) => `http://localhost:${env[apps[key].portEnv]}`);
  const hostUrl = `http://localhost:${base}`;

  const api = await startApi(
    {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      API_HOST: LOOPBACK,
      API_PORT: env.API_PORT,
      PGLITE_DATA_DIR: 'memory://',
      APP_URL: hostUrl,
      CORS_ORIGINS: origins.join(','),
      DEMO_DATA: '1',
      LOG_LEVEL: 'warn',
      // A production build on the offline stand-ins and the demo data, allowed by name (as the
      // Docker Compose demo does), with a throw-away secrets key.
      ALLOW_TEST_PAYMENTS: '1',
      ALLOW_OUTBOX_MAIL: '1',
      ALLOW_OUTBOX_SMS: '1',
      ALLOW_DEMO_DATA: '1',
      ALLOW_SAMPLE_PLATFORM_DETAILS: '1',
      SECRETS_KEY: randomBytes(32).toString('base64'),
    },
    { quiet: true },
  );
  const servers = [];
  const debuggingPort = base + 9;
  /** @type {Awaited<ReturnType<typeof startChromium>> | undefined} */
  let chromiumProcess;
  /** @type {import('playwright-core').Browser | undefined} */
  let browser;
  try {
    for (const key of appKeys) servers.push(await serveApp(key, env));
    chromiumProcess = await startChromium(debuggingPort);
    browser = await chromium.connectOverCDP(`http://${LOOPBACK}:${debuggingPort}`);

    const size = await firstPageScripts(browser, hostUrl);
    console.log(
      `Lighthouse ${lighthouseVersion()}, ${browser.version()}: ${runs} run(s) per route, mobile preset, ${hostUrl}\n`,
    );

    /** @type {{ path: string, results: Awaited<ReturnType<typeof measure>>[] }[]} */
    const table = [];
    let signedIn = false;
    for (const route of ROUTES) {
      if (route.signedIn && !signedIn) {
        await logIn(browser, hostUrl);
        signedIn = true;
      }
      const results = [];
      for (let attempt = 0; attempt < runs; attempt += 1) {
        const result = await measure(`${hostUrl}${route.path}`, debuggingPort);
        results.push(result);
        console.log(
          `  ${route.path} run ${attempt + 1}: ${result.performance}, LCP ${seconds(result.lcp)}, CLS ${result.cls.toFixed(3)}, FCP ${seconds(result.fcp)}, TBT ${Math.round(result.tbt)} ms`,
        );
        for (const warning of result.warnings) console.log(`    warning: ${warning}`);
      }
      table.push({ path: route.path + (route.signedIn ? ' (signed in)' : ''), results });
    }

    const rows = table.map(({ path: route, results }) => [
      route,
      String(median(results.map((r) => r.performance))),
      seconds(median(results.map((r) => r.lcp))),
      median(results.map((r) => r.cls)).toFixed(3),
      seconds(median(results.map((r) => r.fcp))),
      `${Math.round(median(results.map((r) => r.tbt)))} ms`,
    ]);
    const header = ['route', 'performance', 'LCP', 'CLS', 'FCP', 'TBT'];
    const widths = header.map((title, column) =>
      Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
    );
    const line = (/** @type {string[]} */ cells) =>
      `| ${cells.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join(' | ')} |`;
    console.log(`\nMedian of ${runs} run(s):\n`);
    console.log(line(header));
    console.log(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`);
    for (const row of rows) console.log(line(row));
    console.log(`\nJavaScript loaded by /: ${size.files} files, ${(size.gzipped / 1024).toFixed(1)} KB gzip`);
    return 0;
  } finally {
    await browser?.close().catch(() => undefined);
    await chromiumProcess?.close();
    await Promise.all(servers.map((server) => server.close()));
    await api.close();
  }
}
