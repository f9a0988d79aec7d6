// @ts-check
/**
 * `npm run bench -- directory`: how fast the talent directory (`GET /freelancers`) answers with
 * 5,000 freelancers on PostgreSQL, next to a bare Fastify route measured in the same run.
 *
 * It makes a scratch database on the PostgreSQL server (dropped afterwards), fills it in a child
 * process with the demo generator's freelancers (bulk INSERTs, no avatars) and contracts, hours and
 * reviews for about 40% of them, runs EXPLAIN ANALYZE on the directory's query for each target (the
 * service's own SQL), then starts the real api on that database and runs autocannon over keep-alive
 * connections against the bare route and each typical directory query: no filter, a type, a search,
 * skills, a rate range, all of them at once, and page 50. Everything listens on 127.0.0.1.
 *
 * Options:
 *   --duration <seconds>     length of each measured phase (default 10; each has a short warm-up first)
 *   --connections <n>        keep-alive connections (default 10: the api's PostgreSQL pool size)
 *   --freelancers <n>        how many freelancers (default 5000)
 *   --postgres-url <url>     the server to make the scratch database on
 *                            (default BENCH_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres)
 *
 * It is a measurement, not a test: nothing in CI times it. It exits 1 when a phase had errors,
 * timeouts or an answer other than 200, and prints whether each target met the issue's p99 ≤ 50 ms.
 */
import { fork } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { startApi } from '../scripts/api-process.mjs';
import {
  createScratchDatabase,
  freePort,
  measure,
  printTable,
  redact,
  startBareServer,
  unexpected,
} from './support/bench-helpers.mjs';

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const apiDir = path.join(benchDir, '..', 'api');
/** Issue 10 §5: the directory answers within this at the 99th percentile. */
const TARGET_P99_MS = 50;

/** The typical directory queries (the Find Talent lists ask for a type and six cards). */
const TARGETS = [
  { name: 'no filter', query: '' },
  { name: 'type (Find Talent)', query: 'type=mobile&per_page=6' },
  { name: 'search q=react', query: 'q=react' },
  { name: 'search q=reac nati', query: 'q=reac%20nati' },
  { name: 'skills', query: 'skills=React,TypeScript' },
  { name: 'rate range', query: 'min_rate=20&max_rate=40' },
  { name: 'all filters', query: 'q=react&type=front_end&skills=TypeScript&min_rate=20&max_rate=60' },
  { name: 'page 50', query: 'page=50' },
];

/**
 * @typedef {import('./support/bench-helpers.mjs').Target} Target
 * @typedef {import('./support/bench-helpers.mjs').Row} Row
 * @typedef {{ executionMs: number, planningMs: number, rows: number, reads: string[] }} Explained
 * @typedef {{ name: string, page: Explained, count: Explained }} Plan
 */

/** @param {string[]} args */
export async function run(args) {
  const { values } = parseArgs({
    args,
    options: {
      duration: { type: 'string', default: '10' },
      connections: { type: 'string', default: '10' },
      freelancers: { type: 'string', default: '5000' },
      'postgres-url': {
        type: 'string',
        default: process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres',
      },
    },
  });
  const duration = Number(values.duration);
  const connections = Number(values.connections);
  const freelancers = Number(values.freelancers);
  if (!Number.isFinite(duration) || duration < 1 || duration > 120) {
    console.error('--duration must be a number of seconds between 1 and 120.');
    return 2;
  }
  if (!Number.isInteger(connections) || connections < 1 || connections > 200) {
    console.error('--connections must be a whole number from 1 to 200.');
    return 2;
  }
  if (!Number.isInteger(freelancers) || freelancers < 12 || freelancers > 100_000) {
    console.error('--freelancers must be a whole number from 12 to 100000.');
    return 2;
  }
  const warmup = Math.max(1, Math.min(2, Math.round(duration / 5)));

  const scratch = await createScratchDatabase(values['postgres-url'], 'bench_directory');
  if (!scratch) {
    console.error(`PostgreSQL is not reachable at ${redact(values['postgres-url'])}: the directory bench needs it.`);
    return 2;
  }
  console.log(
    `directory benchmark: ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown'}), Node ${process.version}, ` +
      `PostgreSQL ${scratch.version}, scratch database ${scratch.name}; ${connections} connections, ` +
      `${duration} s per phase after a ${warmup} s warm-up`,
  );

  const bare = await startBareServer();
  try {
    process.stdout.write(`Seeding ${freelancers.toLocaleString('en-US')} freelancers… `);
    const { seeded, plans } = await seedAndExplain(scratch.url, freelancers);
    console.log(
      `${seeded.freelancers.toLocaleString('en-US')} freelancers, ${seeded.contracts.toLocaleString('en-US')} contracts ` +
        `(${seeded.clients} clients), ${seeded.reviews.toLocaleString('en-US')} reviews, ` +
        `${seeded.timeEntries.toLocaleString('en-US')} time entries in ${seeded.seconds.toFixed(1)} s`,
    );
    printPlans(plans);

    const rows = await measureTargets(scratch.url, bare.url, connections, duration, warmup);
    printResults(rows);
    const failed = rows.filter((row) => row.errors > 0 || row.timeouts > 0 || unexpected(row) > 0);
    const slow = rows.filter((row) => row.name !== 'bare Fastify route' && row.p99 > TARGET_P99_MS);
    console.log(
      slow.length === 0
        ? `\nEvery directory target answered within p99 ≤ ${TARGET_P99_MS} ms.`
        : `\nOver p99 ${TARGET_P99_MS} ms: ${slow.map((row) => `${row.name} (${row.p99} ms)`).join(', ')}.`,
    );
    if (failed.length > 0) {
      console.log(`${failed.length} phase(s) had errors, timeouts or unexpected statuses (see the table).`);
      return 1;
    }
    return 0;
  } finally {
    await bare.close();
    await scratch.drop();
  }
}

/**
 * Fills the scratch database and explains the directory's queries, in a child process that runs the
 * api's TypeScript (tsx is the api's dependency, so the child starts in the api folder).
 * @param {string} databaseUrl
 * @param {number} freelancers
 * @returns {Promise<{ seeded: { freelancers: number, clients: number, contracts: number, reviews: number,
 *   timeEntries: number, seconds: number }, plans: Plan[] }>}
 */
function seedAndExplain(databaseUrl, freelancers) {
  const child = fork(path.join(benchDir, 'support', 'directory-data.mjs'), [], {
    cwd: apiDir,
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('message', (/** @type {any} */ message) => {
      child.disconnect();
      if (message.error) reject(new Error(`Seeding failed: ${message.error}`));
      else resolve(message);
    });
    child.once('exit', (code) => reject(new Error(`The seeding process exited with code ${code}.`)));
    child.send({ databaseUrl, freelancers, targets: TARGETS });
  });
}

/**
 * Starts the api on the seeded database and measures the bare route and each directory target.
 * @param {string} databaseUrl
 * @param {string} bareUrl
 * @param {number} connections
 * @param {number} duration
 * @param {number} warmup
 * @returns {Promise<Row[]>}
 */
async function measureTargets(databaseUrl, bareUrl, connections, duration, warmup) {
  const port = await freePort();
  const api = await startApi(
    {
      ...process.env,
      DATABASE_URL: databaseUrl,
      API_HOST: '127.0.0.1',
      API_PORT: String(port),
      NODE_ENV: 'development',
      DEMO_DATA: '0',
      DEV_OUTBOX: '0',
      LOG_LEVEL: 'warn',
    },
    { quiet: true },
  );
  try {
    /** @type {Target[]} */
    const targets = [
      { name: 'bare Fastify route', url: `${bareUrl}/`, expect: 200 },
      ...TARGETS.map((target) => ({
        name: target.name,
        url: `${api.url}/freelancers${target.query ? `?${target.query}` : ''}`,
        expect: 200,
      })),
    ];
    /** @type {Row[]} */
    const rows = [];
    for (const target of targets) {
      process.stdout.write(`${target.name}… `);
      const row = await measure(target, connections, warmup, duration);
      rows.push(row);
      console.log(`${Math.round(row.rps)} req/s`);
    }
    return rows;
  } finally {
    await api.close();
  }
}

/** @param {Plan[]} plans */
function printPlans(plans) {
  console.log(
    '\nEXPLAIN ANALYZE (second run) of the service’s SQL: the page statement (cards and total) and the count ' +
      'alone (asked past the last page):',
  );
  printTable(
    ['target', 'page ms', 'count ms', 'planning ms', 'matches', 'reads'],
    plans.map((plan) => [
      plan.name,
      plan.page.executionMs.toFixed(2),
      plan.count.executionMs.toFixed(2),
      (plan.page.planningMs + plan.count.planningMs).toFixed(2),
      String(plan.count.rows),
      // The directory's own reads; each card's name, jobs and rating are index lookups by id.
      [...new Set([...plan.page.reads, ...plan.count.reads])]
        .filter((read) => read.includes('freelancer_profiles') || read.startsWith('Seq Scan'))
        .join('; '),
    ]),
  );
}

/** @param {Row[]} rows */
function printResults(rows) {
  const bare = rows.find((row) => row.name === 'bare Fastify route');
  printTable(
    ['target', 'req/s', 'p50 ms', 'p99 ms', '× bare', `p99 ≤ ${TARGET_P99_MS}`, 'statuses', 'errors', 'timeouts'],
    rows.map((row) => [
      row.name,
      Math.round(row.rps).toLocaleString('en-US'),
      String(row.p50),
      String(row.p99),
      row === bare ? '1' : bare && bare.rps > 0 ? (row.rps / bare.rps).toFixed(3) : '0',
      row === bare ? '' : row.p99 <= TARGET_P99_MS ? 'yes' : 'NO',
      Object.entries(row.statuses)
        .map(([code, count]) => `${code}×${count}`)
        .join(' ') || 'none',
      String(row.errors),
      String(row.timeouts),
    ]),
  );
}
