// @ts-check
/**
 * `npm run bench -- reports`: the reports on PostgreSQL (issue 20 §3), next to a bare Fastify route
 * and the api's `/nav` measured in the same run on the same machine.
 *
 * One client with 100,000 transactions over two years: 50 fixed-price contracts whose milestones
 * were paid (1,000 each) and 500 hourly contracts whose weeks were paid (100 each), one in fifty of
 * them refunded in part, with 25 freelancers; a year of hours on the hourly contracts; and another
 * client's records beside them. Measured with autocannon: Transaction History's first page with no
 * range and with a year's range, a type and a freelancer, its summary over everything and over a
 * year (targets p99 ≤ 50 ms), the weekly summary over a year and one week's 500 contracts (≤ 50 ms),
 * and time by freelancer. The goals are checked at one connection; more connections are reported.
 *
 * Options:
 *   --duration <seconds>     each phase (default 5, after a short warm-up)
 *   --connections <list>     keep-alive connections (default 1,10)
 *   --transactions <n>       the client's payments (default 100000)
 *   --postgres-url <url>     the server to make the scratch database on
 *                            (default BENCH_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres)
 *
 * A measurement, not a test: nothing in CI times it. Exits 1 when a phase had errors, unexpected
 * statuses or no answers at all, or when PostgreSQL cannot be reached. Everything listens on 127.0.0.1.
 */
import os from 'node:os';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { startApi } from '../scripts/api-process.mjs';
import {
  createScratchDatabase,
  freePort,
  measure,
  printTable,
  redact,
  signUp,
  startBareServer,
  unexpected,
} from './support/bench-helpers.mjs';

const P99_MS = 50;
const FIXED_CONTRACTS = 50;
const HOURLY_CONTRACTS = 500;
const FREELANCERS = 25;
/** One payment in this many is refunded in part. */
const REFUND_EVERY = 50;

/** @param {string[]} args */
export async function run(args) {
  const { values } = parseArgs({
    args,
    options: {
      duration: { type: 'string', default: '5' },
      connections: { type: 'string', default: '1,10' },
      transactions: { type: 'string', default: '100000' },
      'postgres-url': {
        type: 'string',
        default: process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres',
      },
    },
  });
  const duration = Number(values.duration);
  const transactions = Number(values.transactions);
  const connectionCounts = values.connections.split(',').map((value) => Number(value.trim()));
  if (
    !Number.isInteger(duration) ||
    duration < 1 ||
    !Number.isInteger(transactions) ||
    transactions < 1_000 ||
    transactions > 1_000_000 ||
    connectionCounts.some((count) => !Number.isInteger(count) || count < 1 || count > 200)
  ) {
    console.error('--duration and --connections take whole positive numbers, --transactions 1,000 to 1,000,000.');
    return 2;
  }
  const warmup = Math.max(1, Math.min(2, Math.round(duration / 5)));
  console.log(
    `reports benchmark: ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown'}), Node ${process.version}`,
  );
  const scratch = await createScratchDatabase(values['postgres-url'], 'bench_reports');
  if (!scratch) {
    console.log(`PostgreSQL is not reachable at ${redact(values['postgres-url'])}: nothing to measure.`);
    return 1;
  }
  const bare = await startBareServer();
  let failures = 0;
  try {
    console.log(`PostgreSQL ${scratch.version}, scratch database ${scratch.name}`);
    const api = await startApi(
      {
        ...process.env,
        DATABASE_URL: scratch.url,
        API_HOST: '127.0.0.1',
        API_PORT: String(await freePort()),
        NODE_ENV: 'development',
        DEV_OUTBOX: '1',
        DEMO_DATA: '0',
        LOG_LEVEL: 'warn',
        RATE_LIMIT_SCALE: '100000',
        // No scheduled task closes or releases the seeded weeks while they are measured.
        SCHEDULER_TICK_MS: '0',
      },
      { quiet: true },
    );
    try {
      const client = await signUp(api.url, 'client');
      const other = await signUp(api.url, 'other');
      const started = Date.now();
      const seeded = await seed(scratch.url, client.email, other.email, transactions);
      console.log(
        `seeded in ${((Date.now() - started) / 1000).toFixed(1)} s: ${seeded.rows.toLocaleString('en-US')} transactions ` +
          `for the client (${seeded.refunds.toLocaleString('en-US')} refunds), ${seeded.hours.toLocaleString('en-US')} days of hours`,
      );
      failures += await queries(
        api.url,
        bare.url,
        client.token,
        seeded.freelancerId,
        connectionCounts,
        warmup,
        duration,
      );
    } finally {
      await api.close();
    }
  } finally {
    await bare.close();
    await scratch.drop();
  }
  return failures > 0 ? 1 : 0;
}

/**
 * Writes the records straight into PostgreSQL, as the money area would have over two years: jobs,
 * offers and contracts; each payment's invoice and its transaction row (half milestones, half
 * hourly weeks, spread evenly back from now); a refund of one in fifty; a year of hours. Exported
 * for a scratch script that seeds a database of its own to EXPLAIN the reports' queries against.
 * @param {string} databaseUrl
 * @param {string} clientEmail
 * @param {string} otherEmail
 * @param {number} transactions
 */
export async function seed(databaseUrl, clientEmail, otherEmail, transactions) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    await db.query(
      `insert into users (first_name, last_name, email, role)
       select (array['Aarav','Priya','Rohan','Ananya','Vikram'])[1 + n % 5],
              (array['Sharma','Iyer','Nair','Reddy','Gupta'])[1 + (n / 5) % 5],
              'bench-reports-freelancer-' || n || '@example.com', 'freelancer'
       from generate_series(1, $1::int) n`,
      [FREELANCERS],
    );
    const milestonesPerContract = Math.ceil(transactions / 2 / FIXED_CONTRACTS);
    const weeksPerContract = Math.ceil(transactions / 2 / HOURLY_CONTRACTS);
    // The client's contracts (and the other client's, fewer), each with a freelancer in turn.
    await db.query(
      `with clients as (
         select id, case when email = $1 then 1 else 10 end as share from users where email in ($1, $2)
       ), kinds as (
         select c.id as client_id, k.type, k.count / c.share as count
         from clients c cross join (values ('fixed', $3::int), ('hourly', $4::int)) k(type, count)
       ), job as (
         insert into jobs (client_id, title, description, type, hourly_rate_min_minor, hourly_rate_max_minor, weekly_hours,
           budget_minor, skills, developer_type, experience_level, duration, status, created_at, published_at)
         select client_id, 'Bench ' || type || ' work ' || n, 'A job for the reports benchmark.', type,
           case when type = 'hourly' then 1500 end, case when type = 'hourly' then 4000 end,
           case when type = 'hourly' then 40 end, case when type = 'fixed' then 500000 end,
           array['React'], 'full_stack', 'expert', '1_to_3_months', 'active', now() - interval '800 days', now() - interval '800 days'
         from kinds cross join generate_series(1, count) n
         returning id, client_id, type, title
       ), made as (
         insert into offers (job_id, client_id, freelancer_id, type, hourly_rate_minor, weekly_limit, status, responded_at)
         select job.id, job.client_id,
           (select id from users where email = 'bench-reports-freelancer-' || (1 + job.id % $5::int) || '@example.com'),
           job.type, case when job.type = 'hourly' then 2500 + (job.id % 8) * 250 end,
           case when job.type = 'hourly' then 40 end, 'accepted', now() - interval '800 days'
         from job returning id, job_id, client_id, freelancer_id, type, hourly_rate_minor, weekly_limit
       )
       insert into contracts (offer_id, job_id, client_id, freelancer_id, title, type, hourly_rate_minor, weekly_limit, status, started_at)
       select made.id, made.job_id, made.client_id, made.freelancer_id, job.title, made.type, made.hourly_rate_minor,
         made.weekly_limit, 'active', now() - interval '800 days'
       from made join job on job.id = made.job_id`,
      [clientEmail, otherEmail, FIXED_CONTRACTS, HOURLY_CONTRACTS, FREELANCERS],
    );
    // The milestones the fixed-price payments are for.
    await db.query(
      `insert into milestones (offer_id, contract_id, position, name, amount_minor, due_date, status, funded_at, approved_at)
       select c.offer_id, c.id, n, 'Milestone ' || n, 20000 + (n % 40) * 2500, current_date, 'approved', now(), now()
       from contracts c cross join generate_series(0, $1::int - 1) n where c.type = 'fixed'`,
      [milestonesPerContract],
    );
    // Each payment's invoice: a milestone's, or an hourly week's (Monday to Sunday), paid by card
    // (one in five partly with credits), dated evenly over the last two years.
    await db.query(
      `with payable as (
         select c.client_id, c.freelancer_id, c.id as contract_id, 'milestone' as kind, m.id as milestone_id,
           null::date as period_start, 'Milestone: ' || m.name as description, m.amount_minor as work_minor
         from contracts c join milestones m on m.contract_id = c.id
         union all
         select c.client_id, c.freelancer_id, c.id, 'hourly_week', null,
           (date_trunc('week', now() at time zone 'UTC')::date - 7 * w),
           'Hours, week ' || w, (c.hourly_rate_minor * (600 + (c.id + w) % 1800)) / 60
         from contracts c cross join generate_series(1, $1::int) w where c.type = 'hourly'
       ), numbered as (
         select p.*, row_number() over (order by p.client_id, p.contract_id, p.milestone_id, p.period_start) as n,
           count(*) over (partition by p.client_id) as of_client,
           row_number() over (partition by p.client_id order by p.period_start desc nulls last, p.milestone_id) as k
         from payable p
       ), priced as (
         select numbered.*, work_minor / 10 as fee_minor, (work_minor / 10) * 18 / 100 as tax_minor,
           now() - make_interval(secs => (k * 730 * 86400.0 / of_client)) as at
         from numbered
       )
       insert into invoices (number, financial_year, sequence, client_id, freelancer_id, contract_id, kind, milestone_id,
         period_start, period_end, description, currency, work_minor, fee_minor, tax_minor, total_minor, credits_minor,
         card_minor, tax_treatment, billed_to, issued_by, issued_at)
       select 'TB/' || lpad(n::text, 9, '0'), 'BNCH', n, client_id, freelancer_id, contract_id, kind, milestone_id,
         period_start, period_start + 6, description, 'USD', work_minor, fee_minor, tax_minor,
         work_minor + fee_minor + tax_minor,
         case when n % 5 = 0 then least(5000, work_minor + fee_minor + tax_minor) else 0 end,
         work_minor + fee_minor + tax_minor - case when n % 5 = 0 then least(5000, work_minor + fee_minor + tax_minor) else 0 end,
         'none', '{}'::jsonb, '{"legalName":"TalentIndia","addressLines":[],"gstin":""}'::jsonb, at
       from priced`,
      [weeksPerContract],
    );
    await db.query(
      `insert into money_transactions (client_id, freelancer_id, contract_id, invoice_id, contract_type, kind, currency,
         work_minor, fee_minor, tax_minor, credits_minor, total_minor, description, occurred_at)
       select i.client_id, i.freelancer_id, i.contract_id, i.id, c.type, 'payment', i.currency, i.work_minor, i.fee_minor,
         i.tax_minor, i.credits_minor, i.total_minor, i.description, i.issued_at
       from invoices i join contracts c on c.id = i.contract_id`,
    );
    // One in fifty refunded in part (a tenth of the work, its fee and tax), three days later.
    await db.query(
      `with refunded as (
         insert into refunds (invoice_id, idempotency_key, reason, currency, work_minor, fee_minor, tax_minor, total_minor,
           credits_minor, card_minor, status, created_at, settled_at)
         select i.id, 'bench-refund-' || i.id, case when i.kind = 'milestone' then 'milestone_cancelled' else 'hours_disputed' end,
           i.currency, i.work_minor / 10, i.fee_minor / 10, i.tax_minor / 10,
           i.work_minor / 10 + i.fee_minor / 10 + i.tax_minor / 10, 0, i.work_minor / 10 + i.fee_minor / 10 + i.tax_minor / 10,
           'succeeded', i.issued_at + interval '3 days', i.issued_at + interval '3 days'
         from invoices i where i.id % $1::int = 0
         returning id, invoice_id, work_minor, fee_minor, tax_minor, total_minor, created_at
       )
       insert into money_transactions (client_id, freelancer_id, contract_id, invoice_id, refund_id, contract_type, kind,
         currency, work_minor, fee_minor, tax_minor, credits_minor, total_minor, description, occurred_at)
       select i.client_id, i.freelancer_id, i.contract_id, i.id, r.id, c.type, 'refund', i.currency, -r.work_minor,
         -r.fee_minor, -r.tax_minor, 0, -r.total_minor, 'Refund: ' || i.description, r.created_at
       from refunded r join invoices i on i.id = r.invoice_id join contracts c on c.id = i.contract_id`,
      [REFUND_EVERY],
    );
    // A year of hours on the hourly contracts: three days a week.
    const hours = await db.query(
      `insert into time_entries (contract_id, work_date, minutes, description, created_at)
       select c.id, date_trunc('week', now() at time zone 'UTC')::date - 7 * w + d, 120 + (c.id + w + d) % 5 * 30,
         'Worked on the agreed tasks.', now()
       from contracts c cross join generate_series(0, 52) w cross join (values (0), (2), (4)) days(d)
       where c.type = 'hourly' and date_trunc('week', now() at time zone 'UTC')::date - 7 * w + d <= (now() at time zone 'UTC')::date`,
    );
    await db.query('vacuum analyze');
    const { rows } = await db.query(
      `select count(*) filter (where t.kind = 'payment')::int as payments, count(*) filter (where t.kind = 'refund')::int as refunds,
         (select c.freelancer_id from contracts c join users u on u.id = c.client_id where u.email = $1 limit 1) as freelancer_id
       from money_transactions t join users u on u.id = t.client_id where u.email = $1`,
      [clientEmail],
    );
    return {
      rows: rows[0].payments + rows[0].refunds,
      refunds: rows[0].refunds,
      hours: hours.rowCount ?? 0,
      freelancerId: Number(rows[0].freelancer_id),
    };
  } finally {
    await db.end();
  }
}

/**
 * @param {string} apiUrl
 * @param {string} bareUrl
 * @param {string} token
 * @param {number} freelancerId
 * @param {number[]} connectionCounts
 * @param {number} warmup
 * @param {number} duration
 */
async function queries(apiUrl, bareUrl, token, freelancerId, connectionCounts, warmup, duration) {
  const headers = { authorization: `Bearer ${token}` };
  const today = new Date().toISOString().slice(0, 10);
  const yearAgo = new Date(Date.now() - 365 * 86_400_000).toISOString().slice(0, 10);
  const year = `from=${yearAgo}&to=${today}`;
  /** @type {(import('./support/bench-helpers.mjs').Target & { goal: number })[]} */
  const targets = [
    { name: 'bare Fastify route', url: `${bareUrl}/`, expect: 200, goal: 0 },
    { name: '/nav (reference)', url: `${apiUrl}/nav`, headers, expect: 200, goal: 0 },
    { name: 'transactions, no range', url: `${apiUrl}/reports/transactions`, headers, expect: 200, goal: P99_MS },
    {
      name: 'transactions, a year, hourly, a freelancer',
      url: `${apiUrl}/reports/transactions?${year}&type=hourly&freelancer=${freelancerId}`,
      headers,
      expect: 200,
      goal: P99_MS,
    },
    {
      name: 'summary, no range (every row)',
      url: `${apiUrl}/reports/transactions/summary`,
      headers,
      expect: 200,
      goal: P99_MS,
    },
    {
      name: 'summary, a year',
      url: `${apiUrl}/reports/transactions/summary?${year}`,
      headers,
      expect: 200,
      goal: P99_MS,
    },
    {
      name: 'weekly summary, a year',
      url: `${apiUrl}/reports/weekly-summary?${year}`,
      headers,
      expect: 200,
      goal: P99_MS,
    },
    {
      name: 'weekly summary, last week’s contracts',
      url: `${apiUrl}/reports/weekly-summary/weeks/${lastMonday()}`,
      headers,
      expect: 200,
      goal: P99_MS,
    },
    {
      name: 'time by freelancer, a year',
      url: `${apiUrl}/reports/time-by-freelancer?${year}`,
      headers,
      expect: 200,
      goal: 0,
    },
  ];
  // What each answers, once, before it is timed.
  for (const target of targets.slice(2)) {
    const response = await fetch(target.url, { headers: target.headers });
    const answer = /** @type {{ data: unknown }} */ (await response.json());
    if (response.status !== 200) {
      console.log(`${target.name} answered ${response.status}: ${JSON.stringify(answer).slice(0, 300)}`);
      return 1;
    }
    console.log(`${target.name}: ${describe(answer.data)}`);
  }
  /** @type {import('./support/bench-helpers.mjs').Row[]} */
  const rows = [];
  /** @type {number[]} */
  const goals = [];
  for (const connections of connectionCounts)
    for (const target of targets) {
      process.stdout.write(`${connections} × ${target.name}… `);
      const row = await measure(target, connections, warmup, duration);
      rows.push(row);
      // The goals are an answer's time, asked alone (issue 20 §3): at more connections the phase
      // reports what the two cores hold when requests queue for them, beside the bare route's.
      goals.push(connections === 1 ? target.goal : 0);
      console.log(`${Math.round(row.rps)} req/s, p99 ${row.p99} ms`);
    }
  printTable(
    ['conns', 'target', 'req/s', 'p50 ms', 'p99 ms', '× bare', 'goal', 'met', 'statuses', 'errors'],
    rows.map((row, index) => {
      const bareRow = rows.find(
        (other) => other.connections === row.connections && other.name === 'bare Fastify route',
      );
      const goal = goals[index] ?? 0;
      return [
        String(row.connections),
        row.name,
        Math.round(row.rps).toLocaleString('en-US'),
        String(row.p50),
        String(row.p99),
        !bareRow || bareRow.rps === 0 ? '' : (row.rps / bareRow.rps).toFixed(3),
        goal ? `p99 ≤ ${goal} ms` : '',
        goal ? (met(row, goal) ? 'yes' : 'NO') : '',
        Object.entries(row.statuses)
          .map(([code, count]) => `${code}×${count}`)
          .join(' ') || 'none',
        String(row.errors + row.timeouts),
      ];
    }),
  );
  return rows.filter((row) => unexpected(row) > 0 || row.errors + row.timeouts > 0 || answers(row) === 0).length;
}

/**
 * The answers a phase got, whatever their status.
 * @param {import('./support/bench-helpers.mjs').Row} row
 */
function answers(row) {
  return Object.values(row.statuses).reduce((sum, count) => sum + count, 0);
}

/**
 * Whether a phase met its goal: answered, every request within the time-out, and its p99 within
 * the goal. autocannon leaves the requests that timed out out of its latencies: a phase whose
 * requests all timed out has a p99 of 0, and has not met anything.
 * @param {import('./support/bench-helpers.mjs').Row} row
 * @param {number} goal
 */
function met(row, goal) {
  return answers(row) > 0 && row.timeouts === 0 && row.p99 <= goal;
}

/** The Monday of last week (UTC), whose 500 hourly contracts all logged hours. */
function lastMonday() {
  const today = new Date();
  const sinceMonday = (today.getUTCDay() + 6) % 7;
  return new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() - sinceMonday - 7))
    .toISOString()
    .slice(0, 10);
}

/** A line on what an answer holds: rows, weeks, freelancers or summaries. @param {unknown} data */
function describe(data) {
  if (Array.isArray(data)) return `${data.length} rows`;
  const record = /** @type {Record<string, unknown>} */ (data);
  return Object.entries(record)
    .map(([key, value]) => `${key}: ${Array.isArray(value) ? `${value.length} items` : JSON.stringify(value)}`)
    .join(', ');
}
