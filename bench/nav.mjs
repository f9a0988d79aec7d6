// @ts-check
/**
 * `npm run bench -- nav`: how fast the signed-in header's poll (`GET /nav`) answers, next to a bare
 * Fastify route measured in the same run on the same machine.
 *
 * For each database (PostgreSQL when reachable, then embedded PGlite in memory) it starts the real
 * api on a scratch database, signs up a fresh user with a dozen notifications, and runs autocannon
 * against three targets over keep-alive connections: the bare route, `/nav` answering 200 (no
 * If-None-Match) and `/nav` answering 304 (the ETag it just got). Everything listens on 127.0.0.1.
 *
 * Options:
 *   --duration <seconds>   length of each measured phase (default 10; each has a short warm-up first)
 *   --database <which>     postgres, pglite or both (default both)
 *   --postgres-url <url>   the server to make the scratch database on
 *                          (default BENCH_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres)
 *
 * It is a measurement, not a test: nothing in CI times it. It exits 1 when a phase had errors,
 * timeouts or an answer other than the expected status, as a 304 that hangs keep-alive clients would.
 */
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { startApi } from '../scripts/api-process.mjs';
import { createScratchDatabase, freePort, redact } from './support/bench-helpers.mjs';

const benchDir = path.dirname(fileURLToPath(import.meta.url));

/** Keep-alive connections per database: the targets are set at these. */
const CONNECTIONS = { postgres: 50, pglite: 20 };
const NOTIFICATIONS = 12;

/**
 * @typedef {{ name: string, url: string, headers?: Record<string, string>, expect: number }} Target
 * @typedef {{ database: string, connections: number, name: string, rps: number, p50: number, p99: number,
 *   statuses: Record<string, number>, errors: number, timeouts: number, expect: number }} Row
 */

/** @param {string[]} args */
export async function run(args) {
  const { values } = parseArgs({
    args,
    options: {
      duration: { type: 'string', default: '10' },
      database: { type: 'string', default: 'both' },
      'postgres-url': {
        type: 'string',
        default: process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres',
      },
    },
  });
  const duration = Number(values.duration);
  if (!Number.isFinite(duration) || duration < 1 || duration > 120) {
    console.error('--duration must be a number of seconds between 1 and 120.');
    return 2;
  }
  const which = values.database;
  if (!['postgres', 'pglite', 'both'].includes(which)) {
    console.error('--database must be postgres, pglite or both.');
    return 2;
  }
  const warmup = Math.max(1, Math.min(2, Math.round(duration / 5)));

  console.log(
    `nav benchmark: ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown'}), Node ${process.version}, ` +
      `${duration} s per phase after a ${warmup} s warm-up`,
  );

  const bare = await startBareServer();
  /** @type {Row[]} */
  const rows = [];
  try {
    if (which !== 'pglite') {
      const scratch = await createScratchDatabase(values['postgres-url'], 'bench');
      if (!scratch) {
        console.log(`PostgreSQL is not reachable at ${redact(values['postgres-url'])}: its rows are skipped.`);
      } else {
        try {
          console.log(`PostgreSQL ${scratch.version}, scratch database ${scratch.name}`);
          rows.push(...(await measureDatabase('postgres', { DATABASE_URL: scratch.url }, bare.url, duration, warmup)));
        } finally {
          await scratch.drop();
        }
      }
    }
    if (which !== 'postgres') {
      rows.push(...(await measureDatabase('pglite', { PGLITE_DATA_DIR: 'memory://' }, bare.url, duration, warmup)));
    }
  } finally {
    await bare.close();
  }

  printTable(rows);
  const failed = rows.filter((row) => row.errors > 0 || row.timeouts > 0 || unexpected(row) > 0);
  if (failed.length > 0) {
    console.log(`\n${failed.length} phase(s) had errors, timeouts or unexpected statuses (see the table).`);
    return 1;
  }
  return 0;
}

/**
 * Starts the api on one database, prepares a signed-in user and measures the three targets.
 * @param {'postgres' | 'pglite'} database
 * @param {Record<string, string>} databaseEnv
 * @param {string} bareUrl
 * @param {number} duration
 * @param {number} warmup
 * @returns {Promise<Row[]>}
 */
async function measureDatabase(database, databaseEnv, bareUrl, duration, warmup) {
  const connections = CONNECTIONS[database];
  const port = await freePort();
  const api = await startApi(
    {
      ...process.env,
      DATABASE_URL: '',
      ...databaseEnv,
      API_HOST: '127.0.0.1',
      API_PORT: String(port),
      NODE_ENV: 'development',
      // The user's notifications are raised through the dev endpoint, as the e2e suite does.
      DEV_OUTBOX: '1',
      DEMO_DATA: '0',
      // One session polls thousands of times a second here: the poll's per-session limit (120 a
      // minute, counted in memory) is raised so the poll itself is measured, its counting included.
      RATE_LIMIT_SCALE: '1000000',
      LOG_LEVEL: 'warn',
    },
    { quiet: true },
  );
  try {
    const { token, etag } = await signedInUser(api.url);
    const authorization = `Bearer ${token}`;
    /** @type {Target[]} */
    const targets = [
      { name: 'bare Fastify route', url: `${bareUrl}/`, expect: 200 },
      { name: '/nav 200', url: `${api.url}/nav`, headers: { authorization }, expect: 200 },
      { name: '/nav 304', url: `${api.url}/nav`, headers: { authorization, 'if-none-match': etag }, expect: 304 },
    ];
    /** @type {Row[]} */
    const rows = [];
    for (const target of targets) {
      process.stdout.write(`${database}, ${connections} connections: ${target.name}… `);
      await cannon(target, connections, warmup);
      const result = await cannon(target, connections, duration);
      const row = {
        database,
        connections,
        name: target.name,
        rps: result.requests.average,
        p50: result.latency.p50,
        p99: result.latency.p99,
        // Requests that never got an answer are listed under "timeouts", not as a status.
        statuses: Object.fromEntries(
          Object.entries(result.statusCodeStats ?? {})
            .filter(([code]) => /^\d{3}$/.test(code))
            .map(([code, stats]) => [code, stats?.count ?? 0]),
        ),
        errors: result.errors,
        timeouts: result.timeouts,
        expect: target.expect,
      };
      rows.push(row);
      console.log(`${Math.round(row.rps)} req/s`);
    }
    return rows;
  } finally {
    await api.close();
  }
}

/**
 * @param {Target} target
 * @param {number} connections
 * @param {number} seconds
 * @returns {Promise<autocannon.Result>}
 */
function cannon(target, connections, seconds) {
  return autocannon({
    url: target.url,
    connections,
    duration: seconds,
    headers: target.headers,
    // A response that never completes is counted as a timeout instead of stalling the run.
    timeout: 5,
  });
}

/**
 * A fresh account with a dozen notifications (some seen), as a signed-in visitor would poll.
 * @param {string} apiUrl
 */
async function signedInUser(apiUrl) {
  const email = `bench.${randomBytes(4).toString('hex')}@example.com`;
  const password = 'Bench@12345';
  const signup = await postJson(`${apiUrl}/signup`, {
    first_name: 'Bench',
    last_name: 'User',
    email,
    password,
    confirm_password: password,
  });
  const token = /** @type {string} */ (signup.data.token);
  for (let index = 0; index < NOTIFICATIONS; index += 1) {
    await postJson(`${apiUrl}/dev/notifications`, {
      email,
      type: ['simple', 'payment', 'milestone', 'warning'][index % 4],
      description: `Milestone <strong>${index + 1}</strong> was completed.`,
      action: '/jobs',
      seen: index < NOTIFICATIONS / 2,
    });
  }
  const response = await fetch(`${apiUrl}/nav`, { headers: { authorization: `Bearer ${token}` } });
  const etag = response.headers.get('etag');
  if (response.status !== 200 || !etag) throw new Error(`GET /nav answered ${response.status} without an ETag`);
  await response.arrayBuffer();
  return { token, etag };
}

/**
 * @param {string} url
 * @param {unknown} body
 */
async function postJson(url, body) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = await response.json();
  if (!response.ok) throw new Error(`POST ${url} answered ${response.status}: ${JSON.stringify(json)}`);
  return json;
}

/** The bare route runs in its own process, like the api, so neither shares an event loop with autocannon. */
async function startBareServer() {
  const child = fork(path.join(benchDir, 'support', 'bare-server.mjs'), [], { stdio: 'inherit' });
  /** @type {string} */
  const url = await new Promise((resolve, reject) => {
    child.once('message', (message) => resolve(/** @type {{ url: string }} */ (message).url));
    child.once('exit', (code) => reject(new Error(`The bare server exited with code ${code}.`)));
  });
  return {
    url,
    close: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** @param {Row} row */
function unexpected(row) {
  return Object.entries(row.statuses)
    .filter(([code]) => Number(code) !== row.expect)
    .reduce((sum, [, count]) => sum + count, 0);
}

/** @param {Row[]} rows */
function printTable(rows) {
  const header = [
    'database',
    'conns',
    'target',
    'req/s',
    'p50 ms',
    'p99 ms',
    '× bare',
    'statuses',
    'errors',
    'timeouts',
  ];
  /** @type {string[][]} */
  const lines = rows.map((row) => {
    const bare = rows.find((other) => other.database === row.database && other.name === 'bare Fastify route');
    const ratio = bare && bare.rps > 0 ? row.rps / bare.rps : 0;
    return [
      row.database,
      String(row.connections),
      row.name,
      Math.round(row.rps).toLocaleString('en-US'),
      String(row.p50),
      String(row.p99),
      row.name === 'bare Fastify route' ? '1' : ratio.toFixed(3),
      Object.entries(row.statuses)
        .map(([code, count]) => `${code}×${count}`)
        .join(' ') || 'none',
      String(row.errors),
      String(row.timeouts),
    ];
  });
  const widths = header.map((title, column) =>
    Math.max(title.length, ...lines.map((line) => line[column]?.length ?? 0)),
  );
  const format = (/** @type {string[]} */ cells) =>
    `| ${cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ')} |`;
  console.log(`\n${format(header)}`);
  console.log(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`);
  for (const line of lines) console.log(format(line));
}
