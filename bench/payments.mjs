// @ts-check
/**
 * `npm run bench -- payments`: how fast money moves (issue 19 §4), on PostgreSQL with the built-in
 * test payments provider.
 *
 * 1. Funding: 50 clients at once, each funding milestones of their own fixed-price contract one
 *    after another (`POST /contracts/:id/milestones/:milestoneId/fund`: the invoice numbered in
 *    its financial year, credits checked, the charge's key saved, the provider asked, the payment
 *    recorded). Target: p99 per payment ≤ 100 ms. A bare Fastify route is measured with the same
 *    50 connections in the same run, the api's `/nav` as its floor for a signed-in request, and the
 *    floor of a payment: the least one can write, raw (support/payment-floor-server.mjs).
 *    Then, for what a client sees below saturation, the same clients paced: each funds one
 *    milestone a second (an open loop; reported, not judged).
 * 2. Closing weeks: 10,000 hourly contracts with hours in last week, closed the way the scheduler's
 *    task does (`closeEndedWeeks`, batch after batch: an invoice per week, numbered, and each card
 *    charged through the provider). Target: ≤ 60 s.
 *
 * The clients sign up and save their cards through the api (as a browser does with the test
 * provider); contracts, milestones and hours are written straight into PostgreSQL. Everything
 * listens on 127.0.0.1.
 *
 * Options:
 *   --duration <seconds>   length of the funding phase (default 10; a short warm-up first)
 *   --clients <n>          clients funding at once (default 50)
 *   --weeks <n>            hourly weeks to close (default 10000)
 *   --postgres-url <url>   the server to make the scratch database on
 *                          (default BENCH_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres)
 *
 * API_CPU_PROF=<folder> makes the api and the closing process write V8 CPU profiles there.
 *
 * A measurement, not a test: nothing in CI times it. It exits 1 when a payment failed or a week
 * was not closed, or when PostgreSQL cannot be reached.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { startApi } from '../scripts/api-process.mjs';
import { rootDir } from '../scripts/pnpm.mjs';
import {
  createScratchDatabase,
  freePort,
  measure,
  printTable,
  redact,
  signUp,
  startBareServer,
  startSupportServer,
} from './support/bench-helpers.mjs';

const TARGET_P99_MS = 100;
const TARGET_CLOSE_SECONDS = 60;
/** Each client's fixed-price contracts, and each one's milestones: more than a client funds in the phase. */
const CONTRACTS_PER_CLIENT = 200;
const MILESTONES_PER_CONTRACT = 5;
/** The paced phase: each client funds a milestone this often (50 clients: 50 payments a second). */
const PACED_INTERVAL_MS = 1000;

/** @param {string[]} args */
export async function run(args) {
  const { values } = parseArgs({
    args,
    options: {
      duration: { type: 'string', default: '10' },
      clients: { type: 'string', default: '50' },
      weeks: { type: 'string', default: '10000' },
      'postgres-url': {
        type: 'string',
        default: process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres',
      },
    },
  });
  const duration = Number(values.duration);
  const clientCount = Number(values.clients);
  const weekCount = Number(values.weeks);
  if (!Number.isFinite(duration) || duration < 1 || duration > 120) {
    console.error('--duration must be a number of seconds between 1 and 120.');
    return 2;
  }
  if (!Number.isInteger(clientCount) || clientCount < 1 || clientCount > 200) {
    console.error('--clients must be a whole number from 1 to 200.');
    return 2;
  }
  if (!Number.isInteger(weekCount) || weekCount < clientCount || weekCount > 100_000) {
    console.error('--weeks must be a whole number from the number of clients to 100,000.');
    return 2;
  }
  console.log(
    `payments benchmark: ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown'}), Node ${process.version}, ` +
      `${clientCount} clients funding for ${duration} s, then ${weekCount.toLocaleString('en-US')} weeks closed`,
  );
  const scratch = await createScratchDatabase(values['postgres-url'], 'bench_payments');
  if (!scratch) {
    console.log(`PostgreSQL is not reachable at ${redact(values['postgres-url'])}: nothing to measure.`);
    return 1;
  }
  const bare = await startBareServer();
  let failed = false;
  try {
    console.log(`PostgreSQL ${scratch.version}, scratch database ${scratch.name}`);
    const port = await freePort();
    const env = {
      ...process.env,
      DATABASE_URL: scratch.url,
      API_HOST: '127.0.0.1',
      API_PORT: String(port),
      NODE_ENV: 'development',
      DEV_OUTBOX: '1',
      DEMO_DATA: '0',
      LOG_LEVEL: 'warn',
      // Many sign-ups and payments from one address in a few seconds.
      RATE_LIMIT_SCALE: '1000',
      // No scheduled task during the funding phase: the weeks are closed in phase 2, timed.
      SCHEDULER_TICK_MS: '0',
      STRIPE_SECRET_KEY: '',
    };
    const api = await startApi(env, { quiet: true });
    try {
      const started = Date.now();
      const freelancer = await signUp(api.url, 'freelancer');
      /** @type {{ email: string, token: string }[]} */
      const clients = [];
      for (let index = 0; index < clientCount; index += 1) {
        const client = await signUp(api.url, `client${index}`);
        await saveCard(api.url, client.token);
        clients.push(client);
      }
      const seeded = await seed(
        scratch.url,
        clients.map((client) => client.email),
        freelancer.email,
        weekCount,
      );
      console.log(`seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);

      // 1. Funding, next to the bare route and /nav with as many connections.
      const headers = { authorization: `Bearer ${clients[0]?.token}` };
      const bareRow = await measure(
        { name: 'bare Fastify route', url: `${bare.url}/`, expect: 200 },
        clientCount,
        1,
        3,
      );
      const navRow = await measure(
        { name: '/nav (reference)', url: `${api.url}/nav`, headers, expect: 200 },
        clientCount,
        1,
        3,
      );
      const floorRow = await measureFloor(scratch.url, clientCount);
      const funding = await fundAtOnce(api.url, api.pid, clients, seeded.fixed, duration);
      printTable(
        ['phase', 'conns', 'req/s', 'p50 ms', 'p99 ms', `p99 ≤ ${TARGET_P99_MS} ms`, 'answers'],
        [
          [
            bareRow.name,
            String(clientCount),
            Math.round(bareRow.rps).toLocaleString('en-US'),
            String(bareRow.p50),
            String(bareRow.p99),
            '',
            JSON.stringify(bareRow.statuses),
          ],
          [
            navRow.name,
            String(clientCount),
            Math.round(navRow.rps).toLocaleString('en-US'),
            String(navRow.p50),
            String(navRow.p99),
            '',
            JSON.stringify(navRow.statuses),
          ],
          [
            floorRow.name,
            String(clientCount),
            Math.round(floorRow.rps).toLocaleString('en-US'),
            String(floorRow.p50),
            String(floorRow.p99),
            '',
            JSON.stringify(floorRow.statuses),
          ],
          [
            'fund a milestone',
            String(clientCount),
            Math.round(funding.measured / funding.seconds).toLocaleString('en-US'),
            funding.p50.toFixed(1),
            funding.p99.toFixed(1),
            funding.p99 <= TARGET_P99_MS ? 'yes' : 'NO',
            JSON.stringify(funding.statuses),
          ],
        ],
      );
      console.log(
        '\nthe floor: a bare Fastify route over node-postgres doing only what no payment can skip ' +
          '(session; lock the client, write the invoice and the keyed charge, commit; settle, payment row, ' +
          'milestone, notification, commit: 11 statements; bench/support/payment-floor-server.mjs)',
      );
      console.log(
        `while funding: the api process used ${funding.apiCpuMsPerPayment.toFixed(1)} ms of CPU per payment ` +
          `(${funding.apiCpuShare}% of one core); the machine's ${os.cpus().length} cores were ${funding.machineBusy}% busy ` +
          '(the api, PostgreSQL and this load generator)',
      );
      const paced = await fundPaced(api.url, clients, seeded.fixed, duration, PACED_INTERVAL_MS);
      console.log(
        `\npaced (not the target's measure): ${clientCount} clients each funding one milestone every ` +
          `${PACED_INTERVAL_MS / 1000} s (${Math.round(paced.offered)} payments/s offered): ` +
          `p50 ${paced.p50.toFixed(1)} ms, p99 ${paced.p99.toFixed(1)} ms, answers ${JSON.stringify(paced.statuses)}`,
      );
      if (Object.keys(paced.statuses).some((status) => status !== '200')) failed = true;
      const check = await checkFunding(scratch.url);
      console.log(
        `\n${(funding.count + paced.count).toLocaleString('en-US')} payments: ${check.invoices} invoices, ${check.charges} succeeded charges, ` +
          `${check.payments} payment rows, ${check.funded} milestones funded, ${check.duplicates} milestones charged twice`,
      );
      if (Object.keys(funding.statuses).some((status) => status !== '200') || check.duplicates > 0) failed = true;
      const paid = funding.count + paced.count;
      if (check.invoices !== paid || check.funded !== paid) failed = true;
    } finally {
      await api.close();
    }

    // 2. Closing the weeks, the api stopped (its scheduler would close them at 10 past the hour).
    const closing = await closeWeeks(env);
    const closedCheck = await checkWeeks(scratch.url);
    printTable(
      ['phase', 'weeks', 'batches', 'seconds', 'weeks/s', `≤ ${TARGET_CLOSE_SECONDS} s`],
      [
        [
          'close ended hourly weeks',
          closing.closed.toLocaleString('en-US'),
          String(closing.runs),
          closing.seconds.toFixed(1),
          Math.round(closing.closed / closing.seconds).toLocaleString('en-US'),
          closing.seconds <= TARGET_CLOSE_SECONDS ? 'yes' : 'NO',
        ],
      ],
    );
    console.log(
      `\n${closedCheck.weeks.toLocaleString('en-US')} weeks closed, ${closedCheck.invoices.toLocaleString('en-US')} hourly invoices, ` +
        `${closedCheck.paid.toLocaleString('en-US')} paid by card; invoice numbers ${closedCheck.gapless ? 'consecutive' : 'NOT consecutive'}`,
    );
    if (closing.closed !== weekCount || closedCheck.paid !== weekCount || !closedCheck.gapless) failed = true;
  } finally {
    await bare.close();
    await scratch.drop();
  }
  return failed ? 1 : 0;
}

/**
 * The floor of a payment on this machine (bench/support/payment-floor-server.mjs), measured with as
 * many connections as the funding phase; its tables go into their own schema of the scratch database.
 * @param {string} databaseUrl
 * @param {number} connections
 */
async function measureFloor(databaseUrl, connections) {
  const floor = await startSupportServer('payment-floor-server.mjs', {
    ...process.env,
    FLOOR_DATABASE_URL: databaseUrl,
  });
  try {
    return await measure(
      {
        name: 'payment floor (no ORM)',
        url: `${floor.url}/fund`,
        method: 'POST',
        headers: { authorization: `Bearer ${floor.token}` },
        expect: 200,
      },
      connections,
      1,
      5,
    );
  } finally {
    await floor.close();
  }
}

/**
 * Saves Visa 4242 as the client's card through the api, as the test provider's card form does.
 * @param {string} apiUrl
 * @param {string} token
 */
export async function saveCard(apiUrl, token) {
  /** @type {(method: string, url: string, body?: object) => Promise<any>} */
  const call = async (method, url, body) => {
    const response = await fetch(`${apiUrl}${url}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    const answer = await response.json();
    if (response.status >= 300)
      throw new Error(`${method} ${url} answered ${response.status}: ${JSON.stringify(answer)}`);
    return answer.data;
  };
  const setup = await call('GET', '/settings/payment-methods/stripe/setup');
  const confirmed = await call('POST', '/settings/payment-methods/test-provider/confirm', {
    client_secret: setup.client_secret,
    card_number: '4242 4242 4242 4242',
    exp_month: 12,
    exp_year: new Date().getUTCFullYear() + 4,
    cvc: '123',
  });
  await call('POST', '/settings/payment-methods/stripe/setup', { payment_method: confirmed.payment_method });
}

/**
 * Each client's fixed-price contract with its milestones, and the hourly contracts with last
 * week's hours, spread over the clients (one job each) and 200 freelancers.
 * @param {string} databaseUrl
 * @param {string[]} clientEmails
 * @param {string} freelancerEmail
 * @param {number} weekCount
 */
export async function seed(databaseUrl, clientEmails, freelancerEmail, weekCount) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    await db.query(`update users set role = 'freelancer' where email = $1`, [freelancerEmail]);
    const perClient = Math.ceil(weekCount / clientEmails.length);
    await db.query(
      `insert into users (first_name, last_name, email, role)
       select 'Freelancer', 'No ' || n, 'bench-freelancer-' || n || '@example.com', 'freelancer'
       from generate_series(1, $1::int) n`,
      [perClient],
    );
    await db.query(
      `insert into jobs (client_id, title, description, type, hourly_rate_min_minor, hourly_rate_max_minor, weekly_hours,
         budget_minor, skills, developer_type, experience_level, duration, status, created_at, published_at)
       select u.id, 'Bench ' || t.type || ' job of ' || u.email, 'A job for the payments benchmark.', t.type,
         case when t.type = 'hourly' then 1500 end, case when t.type = 'hourly' then 4000 end,
         case when t.type = 'hourly' then 40 end, case when t.type = 'fixed' then 500000 end,
         array['React'], 'full_stack', 'expert', '1_to_3_months', 'active', now(), now()
       from users u cross join (values ('fixed'), ('hourly')) t(type) where u.email = any($1::text[])`,
      [clientEmails],
    );
    // Fixed-price contracts of each client with the measured freelancer, their milestones not funded yet.
    const { rows: fixed } = await db.query(
      `with made as (
         insert into offers (job_id, client_id, freelancer_id, type, status, responded_at)
         select j.id, j.client_id, f.id, 'fixed', 'accepted', now()
         from jobs j cross join (select id from users where email = $1) f cross join generate_series(1, $2::int) c
         where j.type = 'fixed'
         returning id, job_id, client_id, freelancer_id
       ), contract as (
         insert into contracts (offer_id, job_id, client_id, freelancer_id, title, type, status, started_at)
         select made.id, made.job_id, made.client_id, made.freelancer_id, 'Bench fixed contract', 'fixed', 'active', now()
         from made returning id, offer_id, client_id
       ), stones as (
         insert into milestones (offer_id, contract_id, position, name, amount_minor, due_date)
         select contract.offer_id, contract.id, n, 'Milestone ' || n, 10000 + ((contract.id + n) % 40) * 2500, current_date + 30
         from contract cross join generate_series(0, $3::int - 1) n
         returning id, contract_id
       )
       select contract.client_id, array_agg(contract.id order by stones.id) as contract_ids,
         array_agg(stones.id order by stones.id) as milestone_ids
       from contract join stones on stones.contract_id = contract.id group by contract.client_id`,
      [freelancerEmail, CONTRACTS_PER_CLIENT, MILESTONES_PER_CONTRACT],
    );
    const { rows: emails } = await db.query(`select id, email from users where email = any($1::text[])`, [
      clientEmails,
    ]);
    const emailOf = new Map(emails.map((row) => [String(row.id), row.email]));
    // The hourly contracts: client k works with freelancers 1…perClient, until weekCount are made.
    await db.query(
      `with pairs as (
         select j.id as job_id, j.client_id, f.id as freelancer_id,
           row_number() over (order by j.client_id, f.id) as k
         from jobs j cross join (select id from users where email like 'bench-freelancer-%') f
         where j.type = 'hourly'
       ), chosen as (select * from pairs where k <= $1), made as (
         insert into offers (job_id, client_id, freelancer_id, type, hourly_rate_minor, weekly_limit, status, responded_at)
         select job_id, client_id, freelancer_id, 'hourly', 2500, 40, 'accepted', now() - interval '30 days' from chosen
         returning id, job_id, client_id, freelancer_id
       ), contract as (
         insert into contracts (offer_id, job_id, client_id, freelancer_id, title, type, hourly_rate_minor, weekly_limit, status, started_at)
         select id, job_id, client_id, freelancer_id, 'Bench hourly contract', 'hourly', 2500, 40, 'active', now() - interval '30 days'
         from made returning id
       )
       insert into time_entries (contract_id, work_date, minutes, description, created_at)
       select contract.id, (date_trunc('week', now() at time zone 'UTC')::date - 7 + d), 240 + (contract.id % 4) * 15,
         'Worked on the agreed tasks.', now() - interval '5 days'
       from contract cross join generate_series(0, 2) d`,
      [weekCount],
    );
    await db.query('vacuum analyze');
    return {
      fixed: fixed.map((row) => ({
        email: emailOf.get(String(row.client_id)),
        /** @type {[number, number][]} contract and milestone, each milestone once */
        milestones: /** @type {string[]} */ (row.milestone_ids).map(
          (id, index) => /** @type {[number, number]} */ ([Number(row.contract_ids[index]), Number(id)]),
        ),
      })),
    };
  } finally {
    await db.end();
  }
}

/**
 * Every client funds its next milestone as soon as the last answered, all at once, for `seconds`
 * after a one-second warm-up (not counted); the time of each payment, from request to answer.
 * @param {string} apiUrl
 * @param {number | undefined} apiPid the api process, whose CPU time is read over the measured seconds
 * @param {{ email: string, token: string }[]} clients
 * @param {{ email: string, milestones: [number, number][] }[]} fixed
 * @param {number} seconds
 */
async function fundAtOnce(apiUrl, apiPid, clients, fixed, seconds) {
  /** @type {number[]} */
  const times = [];
  /** @type {Record<string, number>} */
  const statuses = {};
  const warmEnd = performance.now() + 1000;
  const end = warmEnd + seconds * 1000;
  /** @type {{ api: number, busy: number, total: number } | undefined} */
  let cpuAtWarmEnd;
  const warmTimer = setTimeout(() => {
    cpuAtWarmEnd = cpuNow(apiPid);
  }, 1000);
  let count = 0;
  await Promise.all(
    clients.map(async (client) => {
      const own = fixed.find((contract) => contract.email === client.email);
      if (!own) throw new Error(`no contract for ${client.email}`);
      // Taken off the list: the paced phase goes on with the milestones left.
      for (let next = own.milestones.shift(); next; next = own.milestones.shift()) {
        const [contractId, milestoneId] = next;
        const at = performance.now();
        if (at >= end) {
          own.milestones.unshift(next);
          return;
        }
        const response = await fetch(`${apiUrl}/contracts/${contractId}/milestones/${milestoneId}/fund`, {
          method: 'POST',
          headers: { authorization: `Bearer ${client.token}` },
        });
        await response.arrayBuffer();
        const took = performance.now() - at;
        count += 1;
        if (at < warmEnd) continue;
        times.push(took);
        statuses[response.status] = (statuses[response.status] ?? 0) + 1;
      }
      throw new Error('a client ran out of milestones: raise CONTRACTS_PER_CLIENT');
    }),
  );
  clearTimeout(warmTimer);
  const cpuAtEnd = cpuNow(apiPid);
  const elapsedMs = performance.now() - warmEnd;
  const from = cpuAtWarmEnd ?? cpuAtEnd;
  times.sort((a, b) => a - b);
  const at = (/** @type {number} */ share) => times[Math.min(times.length - 1, Math.floor(share * times.length))] ?? 0;
  return {
    count,
    measured: times.length,
    seconds: elapsedMs / 1000,
    p50: at(0.5),
    p99: at(0.99),
    statuses,
    apiCpuMsPerPayment: (cpuAtEnd.api - from.api) / Math.max(1, times.length),
    apiCpuShare: Math.round(((cpuAtEnd.api - from.api) / elapsedMs) * 100),
    machineBusy: Math.round(((cpuAtEnd.busy - from.busy) / Math.max(1, cpuAtEnd.total - from.total)) * 100),
  };
}

/** Clock ticks in ms (USER_HZ is 100 on Linux). */
const TICK_MS = 10;

/**
 * CPU time so far, in ms: the api process's (user + system, /proc/<pid>/stat) and the machine's
 * busy and total time over all cores (/proc/stat). Zeros where /proc cannot be read.
 * @param {number | undefined} pid
 */
function cpuNow(pid) {
  try {
    const own = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
    const fields = own.slice(own.lastIndexOf(')') + 2).split(' ');
    const api = (Number(fields[11]) + Number(fields[12])) * TICK_MS;
    const machine = (readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '').trim().split(/\s+/).slice(1).map(Number);
    const total = machine.reduce((sum, value) => sum + value, 0) * TICK_MS;
    // idle and iowait are the 4th and 5th numbers.
    const busy = total - ((machine[3] ?? 0) + (machine[4] ?? 0)) * TICK_MS;
    return { api, busy, total };
  } catch {
    return { api: 0, busy: 0, total: 0 };
  }
}

/**
 * The same clients at a pace instead of as fast as they can: each funds a milestone every
 * `intervalMs`, its first at a random moment of the first interval, whether or not its last one has
 * answered (an open loop, the way people arrive). Each payment's time runs from when it was due, so a
 * queue building up counts in full. What a client sees at that load, next to the closed-loop
 * measure above, which is what the target is judged by.
 * @param {string} apiUrl
 * @param {{ email: string, token: string }[]} clients
 * @param {{ email: string, milestones: [number, number][] }[]} fixed
 * @param {number} seconds
 * @param {number} intervalMs
 */
async function fundPaced(apiUrl, clients, fixed, seconds, intervalMs) {
  /** @type {number[]} */
  const times = [];
  /** @type {Record<string, number>} */
  const statuses = {};
  const start = performance.now();
  const end = start + seconds * 1000;
  let count = 0;
  await Promise.all(
    clients.map(async (client) => {
      const own = fixed.find((contract) => contract.email === client.email);
      if (!own) throw new Error(`no contract for ${client.email}`);
      /** @type {Promise<void>[]} */
      const sent = [];
      for (let due = start + Math.random() * intervalMs; due < end; due += intervalMs) {
        await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - performance.now())));
        const next = own.milestones.shift();
        if (!next) throw new Error('a client ran out of milestones: raise CONTRACTS_PER_CLIENT');
        const [contractId, milestoneId] = next;
        const dueAt = due;
        sent.push(
          fetch(`${apiUrl}/contracts/${contractId}/milestones/${milestoneId}/fund`, {
            method: 'POST',
            headers: { authorization: `Bearer ${client.token}` },
          }).then(async (response) => {
            await response.arrayBuffer();
            times.push(performance.now() - dueAt);
            count += 1;
            statuses[response.status] = (statuses[response.status] ?? 0) + 1;
          }),
        );
      }
      await Promise.all(sent);
    }),
  );
  times.sort((a, b) => a - b);
  const at = (/** @type {number} */ share) => times[Math.min(times.length - 1, Math.floor(share * times.length))] ?? 0;
  return { count, offered: (clients.length * 1000) / intervalMs, p50: at(0.5), p99: at(0.99), statuses };
}

/** What the funding wrote: one invoice, one succeeded charge and one payment row per funded milestone. @param {string} databaseUrl */
async function checkFunding(databaseUrl) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const one = async (/** @type {string} */ sql) => Number((await db.query(sql)).rows[0].n);
    return {
      invoices: await one(`select count(*)::int as n from invoices where kind = 'milestone'`),
      charges: await one(`select count(*)::int as n from charges where status = 'succeeded'`),
      payments: await one(`select count(*)::int as n from money_transactions where kind = 'payment'`),
      funded: await one(`select count(*)::int as n from milestones where status = 'funded'`),
      duplicates: await one(
        `select count(*)::int as n from (select invoice_id from charges where status = 'succeeded' group by invoice_id having count(*) > 1) d`,
      ),
    };
  } finally {
    await db.end();
  }
}

/**
 * Closes the ended weeks in a process of its own (the api's code, through tsx), timed there.
 * @param {NodeJS.ProcessEnv} env
 * @returns {Promise<{ closed: number, runs: number, seconds: number }>}
 */
function closeWeeks(env) {
  return new Promise((resolve, reject) => {
    // API_CPU_PROF=<folder>: a CPU profile of the closing too, as of the api (scripts/api-process.mjs).
    const profile = process.env.API_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.API_CPU_PROF}`] : [];
    const child = spawn(process.execPath, [...profile, '--import', 'tsx', 'src/bench/close-weeks-run.ts'], {
      cwd: path.join(rootDir, 'api'),
      env: { ...env, UPLOADS_DIR: path.join(os.tmpdir(), 'talentindia-bench-uploads') },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.on('exit', (code) => {
      const line = out.trim().split('\n').at(-1) ?? '';
      if (code !== 0) reject(new Error(`closing the weeks exited with ${code}: ${out}`));
      else resolve(JSON.parse(line));
    });
  });
}

/** The closed weeks, their invoices, what the card paid, and whether the numbers run without a gap. @param {string} databaseUrl */
async function checkWeeks(databaseUrl) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const one = async (/** @type {string} */ sql) => (await db.query(sql)).rows[0];
    const weeks = Number((await one(`select count(*)::int as n from hourly_weeks`)).n);
    const invoices = Number((await one(`select count(*)::int as n from invoices where kind = 'hourly_week'`)).n);
    const paid = Number(
      (
        await one(
          `select count(*)::int as n from invoices i where i.kind = 'hourly_week'
           and exists (select 1 from charges c where c.invoice_id = i.id and c.status = 'succeeded')`,
        )
      ).n,
    );
    const numbers = await one(
      `select count(*)::int as n, min(sequence) as low, max(sequence) as high from invoices group by financial_year order by n desc limit 1`,
    );
    return { weeks, invoices, paid, gapless: Number(numbers.high) - Number(numbers.low) + 1 === Number(numbers.n) };
  } finally {
    await db.end();
  }
}
