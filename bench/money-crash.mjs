// @ts-check
/**
 * `npm run bench -- money-crash`: the api killed (SIGKILL) at random moments while clients pay, on
 * PostgreSQL with the built-in test provider (issue 19 §4). Clients with a saved card and some
 * credits fund milestones of their contracts at once; every second or so the api process is killed
 * mid-burst and started again, and the clients go on (a request cut off is retried once the api is
 * back, as a browser's would be). At the end the api runs until its reconciler has finished what the
 * killed processes left pending, and the database is checked:
 *
 * - every payment the api acknowledged (200) is there exactly once: the milestone funded, its
 *   invoice paid by one succeeded charge or by credits, one payment row;
 * - nothing is half-written: every invoice has its lines, every charge is settled (none pending),
 *   a funded milestone has a paid invoice and a paid invoice a funded milestone;
 * - no card was charged twice: the provider made at most one successful charge per invoice, and
 *   every charge it made is one the api recorded (by its idempotency key);
 * - the credits: each invoice's credits were spent once (one ledger entry of exactly that amount),
 *   and no client's balance is below zero.
 *
 * Options:
 *   --clients <n>          clients paying at once (default 10)
 *   --kills <n>            times the api is killed (default 8)
 *   --postgres-url <url>   the server to make the scratch database on
 *                          (default BENCH_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres)
 *
 * Only loopback addresses. It exits 1 when a check fails.
 */
import { parseArgs } from 'node:util';
import pg from 'pg';
import { startApi } from '../scripts/api-process.mjs';
import { saveCard, seed } from './payments.mjs';
import { createScratchDatabase, freePort, redact, signUp } from './support/bench-helpers.mjs';

/** Credits each client starts with, in cents: some payments are split between credits and the card. */
const STARTING_CREDITS_MINOR = 150_000;

/** @param {string[]} args */
export async function run(args) {
  const { values } = parseArgs({
    args,
    options: {
      clients: { type: 'string', default: '10' },
      kills: { type: 'string', default: '8' },
      'postgres-url': {
        type: 'string',
        default: process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres',
      },
    },
  });
  const clientCount = Number(values.clients);
  const kills = Number(values.kills);
  if (!Number.isInteger(clientCount) || clientCount < 1 || clientCount > 100) {
    console.error('--clients must be a whole number from 1 to 100.');
    return 2;
  }
  if (!Number.isInteger(kills) || kills < 1 || kills > 100) {
    console.error('--kills must be a whole number from 1 to 100.');
    return 2;
  }
  const scratch = await createScratchDatabase(values['postgres-url'], 'bench_money_crash');
  if (!scratch) {
    console.log(`PostgreSQL is not reachable at ${redact(values['postgres-url'])}: nothing to test.`);
    return 1;
  }
  console.log(
    `money-crash: ${clientCount} clients paying, the api killed ${kills} times; PostgreSQL ${scratch.version}`,
  );
  let api = /** @type {Awaited<ReturnType<typeof startApi>> | null} */ (null);
  try {
    const port = await freePort();
    const env = {
      ...process.env,
      DATABASE_URL: scratch.url,
      API_HOST: '127.0.0.1',
      API_PORT: String(port),
      NODE_ENV: 'development',
      DEV_OUTBOX: '1',
      DEMO_DATA: '0',
      LOG_LEVEL: 'error',
      RATE_LIMIT_SCALE: '1000',
      STRIPE_SECRET_KEY: '',
      // The reconciler looks for abandoned charges every minute; ticking often finds the minute soon.
      SCHEDULER_TICK_MS: '1000',
    };
    api = await startApi(env, { quiet: true });
    const url = api.url;
    const freelancer = await signUp(url, 'freelancer');
    /** @type {{ email: string, token: string }[]} */
    const clients = [];
    for (let index = 0; index < clientCount; index += 1) {
      const client = await signUp(url, `crash${index}`);
      await saveCard(url, client.token);
      clients.push(client);
    }
    const { fixed } = await seed(
      scratch.url,
      clients.map((client) => client.email),
      freelancer.email,
      0,
    );
    await giveCredits(
      scratch.url,
      clients.map((client) => client.email),
    );

    /** @type {Set<number>} milestones the api answered 200 for */
    const acknowledged = new Set();
    let requests = 0;
    let cutOff = 0;
    let stopping = false;
    const paying = Promise.all(
      clients.map(async (client) => {
        const own = fixed.find((contract) => contract.email === client.email);
        if (!own) throw new Error(`no contract for ${client.email}`);
        for (const [contractId, milestoneId] of own.milestones) {
          if (stopping) return;
          // Until the api answers (a request cut off by a kill is sent again, like a browser's retry).
          for (;;) {
            if (stopping) return;
            requests += 1;
            try {
              const response = await fetch(`${url}/contracts/${contractId}/milestones/${milestoneId}/fund`, {
                method: 'POST',
                headers: { authorization: `Bearer ${client.token}` },
                signal: AbortSignal.timeout(10_000),
              });
              await response.arrayBuffer();
              if (response.status === 200) acknowledged.add(milestoneId);
              // 202: with the provider still (the reconciler's); 409: funded by the request a kill cut off.
              if (response.status === 200 || response.status === 202 || response.status === 409) break;
              throw new Error(`fund answered ${response.status}`);
            } catch (error) {
              cutOff += 1;
              if (/** @type {Error} */ (error).message.startsWith('fund answered')) throw error;
              await new Promise((resolve) => setTimeout(resolve, 200));
            }
          }
        }
      }),
    );

    for (let kill = 1; kill <= kills; kill += 1) {
      await new Promise((resolve) => setTimeout(resolve, 500 + Math.random() * 1500));
      process.kill(/** @type {number} */ (api.pid), 'SIGKILL');
      await api.close();
      console.log(`kill ${kill}: ${acknowledged.size} payments acknowledged so far`);
      api = await startApi(env, { quiet: true });
    }
    await new Promise((resolve) => setTimeout(resolve, 2000));
    stopping = true;
    await paying;
    console.log(
      `${requests} requests, ${cutOff} failed (cut off by a kill, or sent while the api was down) and sent again, ${acknowledged.size} payments acknowledged`,
    );

    // The reconciler finishes what the killed processes left pending (charges older than a minute).
    const deadline = Date.now() + 180_000;
    for (;;) {
      const pending = await countPending(scratch.url);
      if (pending === 0) break;
      if (Date.now() > deadline) {
        console.log(`${pending} charges still pending after 3 minutes`);
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 2000));
    }
    const problems = await check(scratch.url, acknowledged);
    if (problems.length === 0) {
      console.log(
        'every acknowledged payment is there once; nothing half-written; no card charged twice; credits spent once',
      );
      return 0;
    }
    for (const problem of problems) console.log(`FAILED: ${problem}`);
    return 1;
  } finally {
    await api?.close();
    await scratch.drop();
  }
}

/** @param {string} databaseUrl @param {string[]} emails */
async function giveCredits(databaseUrl, emails) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    await db.query(
      `insert into credit_entries (user_id, currency, amount_minor, kind, reference, description)
       select id, 'USD', $2::bigint, 'claim', 'bench-credits', 'Credits for the crash test' from users where email = any($1::text[])`,
      [emails, STARTING_CREDITS_MINOR],
    );
  } finally {
    await db.end();
  }
}

/** @param {string} databaseUrl */
async function countPending(databaseUrl) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    return Number((await db.query(`select count(*)::int as n from charges where status = 'pending'`)).rows[0].n);
  } finally {
    await db.end();
  }
}

/**
 * What must hold after the crashes (see the file's comment); the problems found.
 * @param {string} databaseUrl
 * @param {Set<number>} acknowledged
 */
async function check(databaseUrl, acknowledged) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  /** @type {string[]} */
  const problems = [];
  const rows = async (/** @type {string} */ sql, /** @type {unknown[]} */ params = []) =>
    (await db.query(sql, params)).rows;
  try {
    const paid = `(i.card_minor = 0 or exists (select 1 from charges c where c.invoice_id = i.id and c.status = 'succeeded'))`;
    const missing = await rows(
      `select m.id from milestones m where m.id = any($1::bigint[]) and not (m.status = 'funded' and exists
         (select 1 from invoices i where i.milestone_id = m.id and ${paid}))`,
      [[...acknowledged]],
    );
    if (missing.length > 0) problems.push(`${missing.length} acknowledged payments are not funded and paid`);
    const mismatched = await rows(
      `select m.id from milestones m left join invoices i on i.milestone_id = m.id
       where (m.status = 'funded') <> coalesce(${paid}, false)`,
    );
    if (mismatched.length > 0)
      problems.push(`${mismatched.length} milestones funded without a paid invoice, or the reverse`);
    const payments = await rows(
      `select i.id from invoices i where ${paid} and (select count(*) from money_transactions t
         where t.invoice_id = i.id and t.kind = 'payment') <> 1`,
    );
    if (payments.length > 0) problems.push(`${payments.length} paid invoices without exactly one payment row`);
    const unpaidRows = await rows(
      `select i.id from invoices i where not ${paid} and exists (select 1 from money_transactions t where t.invoice_id = i.id)`,
    );
    if (unpaidRows.length > 0) problems.push(`${unpaidRows.length} unpaid invoices with a payment row`);
    const lineless = await rows(
      `select i.id from invoices i where not exists (select 1 from invoice_lines l where l.invoice_id = i.id)`,
    );
    if (lineless.length > 0) problems.push(`${lineless.length} invoices without lines`);
    const pending = await rows(`select id from charges where status = 'pending'`);
    if (pending.length > 0) problems.push(`${pending.length} charges left pending`);
    const twice = await rows(
      `select invoice_id from charges where status = 'succeeded' group by invoice_id having count(*) > 1`,
    );
    if (twice.length > 0) problems.push(`${twice.length} invoices with two succeeded charges`);
    const providerTwice = await rows(
      `select c.invoice_id from test_provider_charges p join charges c on c.idempotency_key = p.idempotency_key
       where p.status = 'succeeded' group by c.invoice_id having count(*) > 1`,
    );
    if (providerTwice.length > 0) problems.push(`${providerTwice.length} invoices charged twice at the provider`);
    const unknown = await rows(
      `select p.id from test_provider_charges p where not exists (select 1 from charges c where c.idempotency_key = p.idempotency_key)`,
    );
    if (unknown.length > 0) problems.push(`${unknown.length} provider charges the api has no record of`);
    const credits = await rows(
      `select i.id from invoices i where i.credits_minor > 0 and (select coalesce(sum(-e.amount_minor), 0) from credit_entries e
         where e.kind = 'spend' and e.reference = 'invoice-' || i.id) <> i.credits_minor`,
    );
    if (credits.length > 0) problems.push(`${credits.length} invoices whose credits were not spent exactly once`);
    const negative = await rows(
      `select user_id from credit_entries group by user_id, currency having sum(amount_minor) < 0`,
    );
    if (negative.length > 0) problems.push(`${negative.length} clients with a balance below zero`);
    const [totals] = await rows(
      `select count(*)::int as invoices, count(*) filter (where credits_minor > 0)::int as with_credits,
         count(*) filter (where card_minor > 0 and credits_minor > 0)::int as split from invoices`,
    );
    console.log(
      `${totals.invoices} invoices (${totals.with_credits} used credits, ${totals.split} split between credits and the card)`,
    );
  } finally {
    await db.end();
  }
  return problems;
}
