// @ts-check
/**
 * What the benchmarks share: a scratch PostgreSQL database, a free loopback port, the bare Fastify
 * yardstick in its own process, an autocannon phase and the results table. (bench/nav.mjs keeps its
 * own copies, written before this file.)
 */
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';

const supportDir = path.dirname(fileURLToPath(import.meta.url));

/**
 * A database of its own on the PostgreSQL server, dropped afterwards; null when the server cannot be reached.
 * @param {string} serverUrl
 * @param {string} prefix names the database after the benchmark
 */
export async function createScratchDatabase(serverUrl, prefix) {
  const admin = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 3_000 });
  try {
    await admin.connect();
  } catch {
    return null;
  }
  const name = `talentindia_${prefix}_${process.pid}_${randomBytes(3).toString('hex')}`;
  let version = '';
  try {
    version = (await admin.query('show server_version')).rows[0].server_version;
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    version,
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/** A free port on loopback for the api (its start script takes a port number). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {net.AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });
}

/** The bare route runs in its own process, like the api, so neither shares an event loop with autocannon. */
export async function startBareServer() {
  return startSupportServer('bare-server.mjs', process.env);
}

/**
 * One of the benchmarks' yardsticks (a script of this folder) in its own process, like the api.
 * @param {string} script
 * @param {NodeJS.ProcessEnv} env
 */
export async function startSupportServer(script, env) {
  const child = fork(path.join(supportDir, script), [], { stdio: 'inherit', env });
  /** @type {{ url: string, token?: string }} */
  const { url, token } = await new Promise((resolve, reject) => {
    child.once('message', (message) => resolve(/** @type {{ url: string, token?: string }} */ (message)));
    child.once('exit', (code) => reject(new Error(`${script} exited with code ${code}.`)));
  });
  return {
    url,
    token,
    close: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * @typedef {{ name: string, url: string, method?: 'GET' | 'POST', headers?: Record<string, string>, expect: number }} Target
 * @typedef {{ name: string, connections: number, rps: number, p50: number, p99: number,
 *   statuses: Record<string, number>, errors: number, timeouts: number, expect: number }} Row
 */

/**
 * One measured phase after a warm-up: keep-alive connections for `seconds`.
 * @param {Target} target
 * @param {number} connections
 * @param {number} warmup
 * @param {number} seconds
 * @returns {Promise<Row>}
 */
export async function measure(target, connections, warmup, seconds) {
  /** @param {number} duration */
  const cannon = (duration) =>
    autocannon({
      url: target.url,
      method: target.method ?? 'GET',
      connections,
      duration,
      headers: target.headers,
      // A response that never completes is counted as a timeout instead of stalling the run.
      timeout: 5,
    });
  await cannon(warmup);
  const result = await cannon(seconds);
  return {
    name: target.name,
    connections,
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
}

/** @param {Row} row answers other than the expected status */
export function unexpected(row) {
  return Object.entries(row.statuses)
    .filter(([code]) => Number(code) !== row.expect)
    .reduce((sum, [, count]) => sum + count, 0);
}

/**
 * A Markdown table.
 * @param {string[]} header
 * @param {string[][]} lines
 */
export function printTable(header, lines) {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...lines.map((line) => line[column]?.length ?? 0)),
  );
  const format = (/** @type {string[]} */ cells) =>
    `| ${cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ')} |`;
  console.log(`\n${format(header)}`);
  console.log(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`);
  for (const line of lines) console.log(format(line));
}

/** @param {string} url the address without its password, for messages */
export function redact(url) {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}

/**
 * A fresh account through the api (the same sign-up a person makes); its token and address.
 * @param {string} apiUrl
 * @param {string} who
 */
export async function signUp(apiUrl, who) {
  const email = `bench.${who}.${randomBytes(4).toString('hex')}@example.com`;
  const password = 'Bench@12345';
  const response = await fetch(`${apiUrl}/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ first_name: 'Bench', last_name: who, email, password, confirm_password: password }),
  });
  const body = await response.json();
  if (response.status !== 201) throw new Error(`POST /signup answered ${response.status}: ${JSON.stringify(body)}`);
  return { email, token: /** @type {string} */ (body.data.token) };
}
